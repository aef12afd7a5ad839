/**
 * The inverse of buildClashPosition (scenario-adapter.ts): a summoning-phase position as a
 * `scenario/1` setup (../shared/rules/scenario-format.md, "Clash of Decks"), so any position
 * of a game or replay can become a puzzle ("save as puzzle", docs/puzzles.md).
 *
 * `as` names the player who becomes player 0 (a puzzle's solver is player 0 and to move):
 * the seats are swapped when it is player 1. The mana of both players is always given, so the
 * position is not counted as a turn start for §9.2, and the rng, the repetition record and
 * the draft (none of them part of a setup) start afresh.
 */
import type { PlayerId } from '../../engine/types';
import { CLASH_CARDS } from './cards';
import { BUILDING, type ClashCreature, type ClashState } from './types';

export interface ClashCreatureSetup {
  card: string;
  new: boolean;
  damage: number;
  protectionUsed: boolean;
}

export interface ClashPlayerSetup {
  hand: string[];
  mana: number;
  upper: ClashCreatureSetup[];
  lower: ClashCreatureSetup[];
}

export interface ClashSetup {
  set: ClashState['options']['pool'];
  turn: number;
  active: PlayerId;
  phase: 'summoning';
  players: [ClashPlayerSetup, ClashPlayerSetup];
}

const creature = (c: ClashCreature): ClashCreatureSetup => ({
  card: CLASH_CARDS[c.card]!.name,
  new: c.isNew,
  damage: c.damage,
  protectionUsed: c.protectionUsed,
});

/** The setup of a summoning-phase position, seen with player `as` as player 0. */
export function clashSetupOf(state: ClashState, as: PlayerId = 0): ClashSetup {
  if (state.phase !== 'summoning') throw new Error('only a battle position can be set up');
  if (state.winner !== null) throw new Error('the game is over in this position');
  const player = (p: PlayerId): ClashPlayerSetup => {
    const pl = state.players[p];
    return {
      hand: pl.hand.map((c) =>
        c === BUILDING ? (pl.fort ? 'Fort' : 'Bastion') : CLASH_CARDS[c]!.name,
      ),
      mana: pl.mana,
      upper: pl.lanes[0].map(creature),
      lower: pl.lanes[1].map(creature),
    };
  };
  const other: PlayerId = as === 0 ? 1 : 0;
  return {
    set: state.options.pool,
    turn: state.turn,
    active: (state.active === as ? 0 : 1) as PlayerId,
    phase: 'summoning',
    players: [player(as), player(other)],
  };
}
