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
 * A lasting AP bonus (orbs.md 11.2), an object that became an Orb (12.3) and the abilities
 * used this turn are written in the project's own optional fields of a play entry (`apBonus`,
 * `asOrb`, `used`: setup-extension.ts), and only when they are not the default, so a position
 * without them is a plain `scenario/1` setup. Refused with the reason (none happens in the
 * engine today: the round-trip test refuses no position): a card in play on the side of the
 * player who does not own it (no card changes control), an Orb made with other AP/HP than its
 * card's ability gives. The rng is not part of a setup: the loader seeds it with 1, so a
 * random effect (a random discard) may pick another card than it did in the game.
 *
 * `as` names the player who becomes player 0 (a puzzle's solver is player 0 and to move):
 * the seats are swapped when it is player 1.
 */
import type { PlayerId } from '../../engine/types';
import { COMPILED } from './cards/pool';
import { writePlayExtension, type OrbsPlayExtension } from './setup-extension';
import { ENERGY_COLOURS, type CardInstance, type OrbsState } from './types';

export type OrbsEnergySetup = Partial<Record<(typeof ENERGY_COLOURS)[number], number>>;

export interface OrbsPlaySetup extends OrbsPlayExtension {
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

/** A card in play as a play entry, or why a setup cannot state it. */
function playEntry(c: CardInstance, controller: PlayerId): OrbsPlaySetup | string {
  const name = nameOf(c);
  if (c.owner !== controller) return `${name} is controlled by the player who does not own it`;
  const ext = writePlayExtension(c);
  if (typeof ext === 'string') return ext;
  return {
    card: name,
    damage: c.damage,
    exhausted: c.exhausted,
    new: c.fresh,
    attacking: c.attacking,
    defended: c.defended,
    ...ext,
  };
}

/** The setup of a position, seen with player `as` as player 0. */
export function orbsSetupOf(state: OrbsState, as: PlayerId = 0): OrbsSetup {
  if (state.winner !== null) throw new Error('the game is over in this position');
  const player = (p: PlayerId): OrbsPlayerSetup => {
    const pl = state.players[p];
    const names = (ids: readonly number[]): string[] => ids.map((id) => nameOf(state.cards[id]!));
    const play = pl.play.map((id): OrbsPlaySetup => {
      const entry = playEntry(state.cards[id]!, p);
      if (typeof entry === 'string')
        throw new Error(`a scenario setup cannot state this position: ${entry}`);
      return entry;
    });
    return {
      hp: pl.hp,
      capacity: colourMap(pl.capacity),
      energy: colourMap(pl.energy),
      converted: pl.converted,
      playedThisTurn: pl.playedThisTurn,
      hand: names(pl.hand),
      deck: names(pl.deck.slice().reverse()),
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
