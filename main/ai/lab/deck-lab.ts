/**
 * The deck lab (issue #31 item 3): a player's Orbs deck against each ready deck (orbs.md
 * 12.2), the computer on both sides at one level, N games per pairing. Game g of a pairing
 * puts the tested deck in seat g % 2, so neither deck keeps the first player's seat. Each
 * game is an arena game (arena.ts: the same loop, decisions from the mover's view only),
 * played by `run` — the app gives it to an AI worker, tests may play it in this thread.
 * The win rate of a pairing counts a draw as half a win, with a 95 % Wilson score interval
 * (stats.ts), which stays honest for small N and rates near 0 or 1.
 */
import { cyrb53 } from '../../engine/hash';
import { READY_DECKS } from '../../games/orbs/index';
import type { PlayerId } from '../../engine/types';
import type { ArenaGameResult, ArenaGameSpec } from '../arena';
import type { MenuLevel } from '../level-names';
import { wilson } from '../stats';
import type { LabPairing } from './types';

/** Games per pairing a run may ask for (six pairings: up to 300 games). */
export const LAB_MAX_GAMES = 50;

export interface LabSpec {
  /** The tested deck, one card id per copy. */
  cards: readonly string[];
  level: MenuLevel;
  /** Games per pairing, 1..LAB_MAX_GAMES. */
  games: number;
  seed: number;
  /** Ready deck ids to face (default: all six, in READY_DECKS order). */
  opponents?: readonly string[];
}

/** Plays one arena game; rejects (AbortError) when `signal` aborts. */
export type LabGameRunner = (spec: ArenaGameSpec, signal: AbortSignal) => Promise<ArenaGameResult>;

export interface LabRunOptions {
  signal: AbortSignal;
  /** Games played at once (the lab's workers); default 1. */
  parallel?: number;
  onProgress?: (done: number, total: number) => void;
}

/** A deck's identity for staleness: its cards and counts, whatever their order. */
export function deckHash(cards: readonly { id: string; count: number }[]): string {
  const text = [...cards]
    .filter((c) => c.count > 0)
    .map((c) => `${c.id}:${c.count}`)
    .sort()
    .join(',');
  return cyrb53(text);
}

/** One pairing's tally with its rate and interval. */
export function pairingOf(
  opponent: string,
  wins: number,
  losses: number,
  draws: number,
): LabPairing {
  const games = wins + losses + draws;
  const score = wins + draws / 2;
  const rate = games ? score / games : 0;
  const [low, high] = wilson(score, games);
  // Floating point can leave a bound a hair on the wrong side of 0 % or 100 % (4 of 4 gives
  // 0.9999999999999999): the interval always holds the rate itself.
  return {
    opponent,
    games,
    wins,
    losses,
    draws,
    rate,
    low: Math.min(low, rate),
    high: Math.max(high, rate),
  };
}

interface LabGame {
  pairing: number;
  /** The tested deck's seat. */
  seat: PlayerId;
  spec: ArenaGameSpec;
}

/** Every game of a run, pairing by pairing. */
export function labGames(spec: LabSpec): { opponents: string[]; games: LabGame[] } {
  if (!Number.isInteger(spec.games) || spec.games < 1 || spec.games > LAB_MAX_GAMES)
    throw new RangeError(`games per pairing must be 1..${LAB_MAX_GAMES}, got ${spec.games}`);
  const ids = spec.opponents ?? READY_DECKS.map((d) => d.id);
  const games: LabGame[] = [];
  let k = 0;
  ids.forEach((id, pairing) => {
    const ready = READY_DECKS.find((d) => d.id === id);
    if (!ready) throw new RangeError(`no ready deck ${id}`);
    for (let g = 0; g < spec.games; g++, k++) {
      const seat = (g % 2) as PlayerId;
      const mine = [...spec.cards];
      const theirs = [...ready.cards];
      games.push({
        pairing,
        seat,
        spec: {
          game: 'orbs',
          levels: [spec.level, spec.level],
          deckLists: seat === 0 ? [mine, theirs] : [theirs, mine],
          seed: (spec.seed * 7919 + k) >>> 0,
        },
      });
    }
  });
  return { opponents: [...ids], games };
}

/**
 * Play the whole run; resolves with one pairing per opponent. Rejects when `signal` aborts
 * (the games being played are stopped by `run`) — a cancelled run has no result.
 */
export async function runDeckLab(
  spec: LabSpec,
  run: LabGameRunner,
  opts: LabRunOptions,
): Promise<{ pairings: LabPairing[]; elapsedMs: number }> {
  const t0 = performance.now();
  const { opponents, games } = labGames(spec);
  const tally = opponents.map(() => ({ wins: 0, losses: 0, draws: 0 }));
  let next = 0;
  let done = 0;
  const { signal } = opts;
  const player = async (): Promise<void> => {
    while (next < games.length) {
      if (signal.aborted) throw signal.reason ?? new Error('the lab was stopped');
      const game = games[next++]!;
      const r = await run(game.spec, signal);
      const t = tally[game.pairing]!;
      if (r.winner === 'draw') t.draws++;
      else if (r.winner === game.seat) t.wins++;
      else t.losses++;
      done++;
      opts.onProgress?.(done, games.length);
    }
  };
  const parallel = Math.max(1, Math.min(opts.parallel ?? 1, games.length));
  await Promise.all(Array.from({ length: parallel }, player));
  if (signal.aborted) throw signal.reason ?? new Error('the lab was stopped');
  return {
    pairings: opponents.map((id, i) =>
      pairingOf(id, tally[i]!.wins, tally[i]!.losses, tally[i]!.draws),
    ),
    elapsedMs: performance.now() - t0,
  };
}
