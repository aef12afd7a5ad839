/**
 * A gauntlet game's figures for the run summary (issue #31: "the deck's figures"), read from
 * its replay once, when the run records the game: the game replayed through its engine, the
 * events counted. What the replays give cheaply, from the player's seat (0):
 * - `turns`: the game's turn counter at the end (both players' turns);
 * - `played`: cards you played (Orbs: every card played, from hand or Bench; Clash: creatures
 *   summoned and incantations cast);
 * - `dealt` / `taken`: Orbs: damage to the opponent's HP / to yours; Clash: damage that landed
 *   on the opponent's creatures / on yours (Clash has no HP: a building falls whole).
 */
import type { GameRules } from '../engine/types';
import type { GameId } from '../engine/types';
import type { PlayedGameStats } from '../gauntlet/run';
import { gameRegistry } from '../games/registry';

const ME = 0;

type AnyEvent = {
  type: string;
  player?: number;
  amount?: number;
  place?: { side: number };
};

/** Count one event into the figures. */
function count(game: GameId, e: AnyEvent, s: PlayedGameStats): void {
  if (game === 'orbs') {
    if (e.type === 'played' && e.player === ME) s.played++;
    else if (e.type === 'playerDamaged') {
      if (e.player === ME) s.taken += e.amount ?? 0;
      else s.dealt += e.amount ?? 0;
    }
    return;
  }
  if ((e.type === 'played' || e.type === 'cast') && e.player === ME) s.played++;
  else if (e.type === 'hit' && e.place) {
    if (e.place.side === ME) s.taken += e.amount ?? 0;
    else s.dealt += e.amount ?? 0;
  }
}

/** The figures of a finished game from its replay; null when it does not replay. */
export function gameStats(replay: {
  game: GameId;
  options: unknown;
  seed: number;
  actions: readonly unknown[];
}): PlayedGameStats | null {
  const rules = gameRegistry[replay.game] as GameRules<
    unknown,
    unknown,
    AnyEvent,
    unknown,
    unknown
  >;
  if (!rules) return null;
  const s: PlayedGameStats = { turns: 0, played: 0, dealt: 0, taken: 0 };
  try {
    const state = rules.create(structuredClone(replay.options), replay.seed);
    for (const a of replay.actions) {
      const r = rules.apply(state, structuredClone(a));
      if (!r.ok) return null;
      for (const e of r.events) count(replay.game, e, s);
    }
    s.turns = (state as { turn: number }).turn;
  } catch {
    return null;
  }
  return s;
}
