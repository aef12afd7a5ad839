/**
 * The inverse of `loadSetup` (scenario-adapter.ts): an Orbs position as a `scenario/1` setup
 * (../shared/rules/scenario-format.md, "Orbs"), so any position of a game or replay can become
 * a puzzle ("save as puzzle", docs/puzzles.md).
 *
 * It reads only the public state types (types.ts), never the engine's helpers, so a change of
 * the engine's internals does not reach it. Every field a setup can state is always given
 * (both players' energy too, so no default applies), and the zones keep their order (deck top
 * first, the Bench in benching order, play in play order).
 *
 * What a setup cannot state is refused with the reason: a lasting AP bonus (orbs.md 11.2),
 * an object that became an Orb (12.3), an ability used this turn, a card controlled by the
 * player who does not own it. The rng is not part of a setup: the loader seeds it with 1, so
 * a random effect (a random discard) may pick another card than it did in the game.
 *
 * `as` names the player who becomes player 0 (a puzzle's solver is player 0 and to move):
 * the seats are swapped when it is player 1.
 */
import type { PlayerId } from '../../engine/types';
import { COMPILED } from './cards/pool';
import { ENERGY_COLOURS, type CardInstance, type OrbsState } from './types';

export type OrbsEnergySetup = Partial<Record<(typeof ENERGY_COLOURS)[number], number>>;

export interface OrbsPlaySetup {
  card: string;
  damage: number;
  exhausted: boolean;
  new: boolean;
  attacking: boolean;
  defended: boolean;
}

export interface OrbsPlayerSetup {
  hp: number;
  capacity: OrbsEnergySetup;
  energy: OrbsEnergySetup;
  converted: boolean;
  playedThisTurn: number;
  hand: string[];
  deck: string[];
  bench: string[];
  play: OrbsPlaySetup[];
  graveyard: string[];
}

export interface OrbsSetup {
  turn: number;
  active: PlayerId;
  phase: OrbsState['phase'];
  players: [OrbsPlayerSetup, OrbsPlayerSetup];
}

const nameOf = (c: CardInstance): string => COMPILED[c.def]!.def.name;

/** Only the non-zero colours, as the format writes a colour map. */
function colourMap(v: readonly number[]): OrbsEnergySetup {
  const out: OrbsEnergySetup = {};
  v.forEach((n, i) => {
    if (n) out[ENERGY_COLOURS[i]!] = n;
  });
  return out;
}

/** Why a card in play cannot be written in a setup, or null. */
function unstatable(c: CardInstance, controller: PlayerId): string | null {
  const name = nameOf(c);
  if (c.owner !== controller) return `${name} is controlled by the player who does not own it`;
  if (c.apBonus !== 0)
    return `${name} has a lasting AP bonus (${c.apBonus > 0 ? '+' : ''}${c.apBonus})`;
  if (c.asOrb !== null) return `${name} is an object that became an Orb`;
  if (c.used !== 0) return `${name} has used an ability this turn`;
  return null;
}

/** The setup of a position, seen with player `as` as player 0. */
export function orbsSetupOf(state: OrbsState, as: PlayerId = 0): OrbsSetup {
  if (state.winner !== null) throw new Error('the game is over in this position');
  const player = (p: PlayerId): OrbsPlayerSetup => {
    const pl = state.players[p];
    const names = (ids: readonly number[]): string[] => ids.map((id) => nameOf(state.cards[id]!));
    const play = pl.play.map((id): OrbsPlaySetup => {
      const c = state.cards[id]!;
      const why = unstatable(c, p);
      if (why) throw new Error(`a scenario setup cannot state this position: ${why}`);
      return {
        card: nameOf(c),
        damage: c.damage,
        exhausted: c.exhausted,
        new: c.fresh,
        attacking: c.attacking,
        defended: c.defended,
      };
    });
    return {
      hp: pl.hp,
      capacity: colourMap(pl.capacity),
      energy: colourMap(pl.energy),
      converted: pl.converted,
      playedThisTurn: pl.playedThisTurn,
      hand: names(pl.hand),
      deck: names(pl.deck),
      // The player's Bench list is kept in benching order (§10.2).
      bench: names(pl.bench),
      play,
      graveyard: names(pl.graveyard),
    };
  };
  const other: PlayerId = as === 0 ? 1 : 0;
  return {
    turn: state.turn,
    active: (state.active === as ? 0 : 1) as PlayerId,
    phase: state.phase,
    players: [player(as), player(other)],
  };
}
