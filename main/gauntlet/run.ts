/**
 * A gauntlet run (issue #31 item 2) as pure data and pure state transitions: no engine, no
 * file, no clock of its own (the caller passes `now`). The service (main/services/
 * gauntlet-service.ts) starts each game through the ordinary game session and feeds its
 * result back here; the save layer stores the run as `runs/<id>.json` (kinds/gauntlet-run.ts).
 *
 * Orbs: the player's deck faces the six ready decks in a fixed order (ORBS_LADDER), the
 * computer one level stronger every two steps; a game not won (a loss or a draw) costs one of
 * three lives and the same opponent is faced again; beating the sixth wins the run.
 * Clash: every game is a fresh draft against the computer, its level rising with the wins;
 * the run ends at seven wins (won) or three games not won (lost).
 * Why a draw counts against the player: the run must end, and a draw did not beat the opponent.
 */
import type { AiLevel } from '../ai/level-names';

export type RunGame = 'orbs' | 'clash';
export type GameResult = 'won' | 'lost' | 'draw';
export type RunStatus = 'playing' | 'won' | 'lost' | 'abandoned';

/** The ready Orbs decks in the order a run meets them (ids of READY_DECKS, main/games/orbs). */
export const ORBS_LADDER = [
  'green-tokens',
  'red-aggro',
  'yellow-knights',
  'purple-objects',
  'black-graveyard',
  'blue-control',
] as const;

/** The computer's level at each step of the Orbs ladder: rising, two steps per level. */
export const ORBS_LEVELS: readonly AiLevel[] = ['easy', 'easy', 'normal', 'normal', 'hard', 'hard'];

export const LIVES = 3;
export const CLASH_WINS = 7;
export const CLASH_LOSSES = 3;

/** The Clash computer's level after `wins` won games: easy for two, normal for two, then hard. */
export function clashLevel(wins: number): AiLevel {
  return wins < 2 ? 'easy' : wins < 4 ? 'normal' : 'hard';
}

/** The deck an Orbs run plays: a ready deck (`ready`) or the player's own (`id`), as it was then. */
export interface RunDeck {
  name: string;
  ready?: string;
  id?: string;
  /** The card list, kept so a deck edited or deleted later does not change the run. */
  cards: string[];
}

/** One game of the run once it ended. */
export interface PlayedGame {
  gameId: string;
  /** The ready deck faced (Orbs); absent in Clash. */
  opponent?: string;
  level: AiLevel;
  result: GameResult;
  /** Set when the game disappeared before it ended (abandoned from the saved games). */
  abandoned?: boolean;
  /** The game's figures from its replay (main/services/gauntlet-game-stats.ts); absent when
   *  it has none (abandoned) or was recorded before they were kept. */
  stats?: PlayedGameStats;
}

/** One game's figures, from the player's seat. */
export interface PlayedGameStats {
  turns: number;
  /** Cards you played. */
  played: number;
  /** Damage you dealt (Orbs: to the opponent's HP; Clash: to its creatures). */
  dealt: number;
  /** Damage you took (Orbs: to your HP; Clash: to your creatures). */
  taken: number;
}

/** The figures of all the run's games that have them, added up. */
export function totalStats(run: RunData): PlayedGameStats & { games: number } {
  const t = { turns: 0, played: 0, dealt: 0, taken: 0, games: 0 };
  for (const g of run.games) {
    if (!g.stats) continue;
    t.games++;
    t.turns += g.stats.turns;
    t.played += g.stats.played;
    t.dealt += g.stats.dealt;
    t.taken += g.stats.taken;
  }
  return t;
}

export interface RunData {
  game: RunGame;
  /** Orbs only. */
  deck?: RunDeck;
  status: RunStatus;
  games: PlayedGame[];
  /** The game being played now (started, not yet recorded), or null between games. */
  current: { gameId: string; opponent?: string; level: AiLevel } | null;
  startedAt: string;
  finishedAt?: string;
}

export interface NextGame {
  /** The ready deck to face (Orbs). */
  opponent?: string;
  level: AiLevel;
  /** 0-based: the ladder step (Orbs) or the game number (Clash). */
  round: number;
}

export interface RunFigures {
  wins: number;
  losses: number;
  draws: number;
  /** Orbs: lives left; Clash: losses still allowed. */
  lives: number;
}

export function figures(run: RunData): RunFigures {
  const wins = run.games.filter((g) => g.result === 'won').length;
  const draws = run.games.filter((g) => g.result === 'draw').length;
  const losses = run.games.length - wins - draws;
  const limit = run.game === 'orbs' ? LIVES : CLASH_LOSSES;
  return { wins, losses, draws, lives: Math.max(0, limit - losses - draws) };
}

export function newRun(game: RunGame, now: string, deck?: RunDeck): RunData {
  if (game === 'orbs' && !deck) throw new Error('an Orbs run needs a deck');
  return {
    game,
    ...(game === 'orbs' && deck ? { deck: { ...deck, cards: [...deck.cards] } } : {}),
    status: 'playing',
    games: [],
    current: null,
    startedAt: now,
  };
}

/** The next game to play, or null when the run is over. */
export function nextGame(run: RunData): NextGame | null {
  if (run.status !== 'playing') return null;
  const { wins } = figures(run);
  if (run.game === 'clash') return { level: clashLevel(wins), round: run.games.length };
  const step = Math.min(wins, ORBS_LADDER.length - 1);
  return { opponent: ORBS_LADDER[step]!, level: ORBS_LEVELS[step]!, round: step };
}

/** The game `gameId` (the next game, just started) is now the run's current game. */
export function beginGame(run: RunData, gameId: string): RunData {
  const next = nextGame(run);
  if (!next) throw new Error('the run is over');
  if (run.current) throw new Error(`game ${run.current.gameId} of the run is not finished`);
  return {
    ...run,
    current: {
      gameId,
      level: next.level,
      ...(next.opponent !== undefined ? { opponent: next.opponent } : {}),
    },
  };
}

/**
 * The current game ended with `result` (from the human's seat). Recording a game that is not
 * the current one changes nothing (a second report of the same finish, or a stray game).
 */
export function recordResult(
  run: RunData,
  gameId: string,
  result: GameResult,
  now: string,
  abandoned = false,
  stats?: PlayedGameStats,
): RunData {
  if (!run.current || run.current.gameId !== gameId || run.status !== 'playing') return run;
  const played: PlayedGame = {
    ...run.current,
    result,
    ...(abandoned ? { abandoned: true } : {}),
    ...(stats ? { stats } : {}),
  };
  const after: RunData = { ...run, games: [...run.games, played], current: null };
  const f = figures(after);
  const won = run.game === 'orbs' ? f.wins >= ORBS_LADDER.length : f.wins >= CLASH_WINS;
  const lost = f.lives === 0;
  return won || lost ? { ...after, status: won ? 'won' : 'lost', finishedAt: now } : after;
}

/** The player gives up the run; its games stay as they were. */
export function abandonRun(run: RunData, now: string): RunData {
  if (run.status !== 'playing') return run;
  return { ...run, status: 'abandoned', current: null, finishedAt: now };
}

/** Per opponent (Orbs) or per level (Clash): games won and not won, in the order first met. */
export function breakdown(run: RunData): { key: string; won: number; lost: number }[] {
  const rows = new Map<string, { key: string; won: number; lost: number }>();
  for (const g of run.games) {
    const key = run.game === 'orbs' ? (g.opponent ?? '?') : g.level;
    const row = rows.get(key) ?? { key, won: 0, lost: 0 };
    if (g.result === 'won') row.won++;
    else row.lost++;
    rows.set(key, row);
  }
  return [...rows.values()];
}
