/**
 * The worker side of the review: replays one game and searches chosen positions with the
 * AI's own search (../search/ismcts.ts, flat Monte Carlo over the mover's root moves), giving
 * per position the mover's estimated win chance with the best move found and with the move
 * actually played. Pure and synchronous: the app runs it in the AI worker threads
 * (../worker.ts, message kind `review`), the calibrate command and tests in-thread.
 *
 * `full` mode searches the true state (every hidden card known: the game is over);
 * `fair` mode searches determinizations of the mover's own view, exactly what the
 * computer opponent would see in the mover's seat.
 */
import { nextU32, seedRng } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { clashRules, CLASH_CARDS } from '../../games/clash/index';
import type { ClashAction, ClashState } from '../../games/clash/types';
import { orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import { clashAi } from '../clash/index';
import { orbsAi } from '../orbs/index';
import { AI_CARDS } from '../orbs/cards';
import { ismcts, type SearchParams } from '../search/ismcts';
import type { Determinizer, SearchGame } from '../search/game';
import { clashFacts, orbsFacts } from './facts';
import type { MoveLabel, PositionEval, ReviewJob } from './types';

/** The edge of the played move counts when the search tried it at least this often. */
const MIN_PLAYED_VISITS = 12;

interface ReviewGame {
  rules: {
    create(o: unknown, seed: number): unknown;
    apply(s: unknown, a: unknown): { ok: boolean };
    toMove(s: unknown): PlayerId | null;
    legalActions(s: unknown): unknown[];
    view(s: unknown, p: PlayerId): unknown;
    clone(s: unknown): unknown;
  };
  search: SearchGame<unknown, unknown>;
  determinizer(view: unknown, player: PlayerId, knowledge: unknown): Determinizer<unknown>;
  params(iterations: number): SearchParams;
  knowledge(options: unknown, p: PlayerId): unknown;
  label(s: unknown, a: unknown): MoveLabel;
  facts: typeof clashFacts;
}

function clashLabel(s: ClashState, a: ClashAction): MoveLabel {
  switch (a.type) {
    case 'assault':
      return { kind: 'assault' };
    case 'pick':
      return { kind: 'pick', card: a.card };
    case 'play': {
      if ('target' in a) {
        const q = s.players[a.target.side].lanes[a.target.lane === 'upper' ? 0 : 1];
        const victim = q[a.target.index];
        return {
          kind: 'cast',
          card: a.card,
          ...(victim ? { target: CLASH_CARDS[victim.card]!.id } : {}),
        };
      }
      return { kind: 'play', card: a.card, lane: a.lane };
    }
  }
}

function orbsCardId(s: OrbsState, instance: number): string {
  const c = s.cards[instance];
  return c ? AI_CARDS[c.def]!.def.id : '?';
}

function orbsLabel(s: OrbsState, a: OrbsAction): MoveLabel {
  if (a.type === 'endPhase') return { kind: 'end' };
  const base: MoveLabel = { kind: a.type, card: orbsCardId(s, a.card) };
  if (a.type === 'defend') base.target = orbsCardId(s, a.against);
  if ((a.type === 'play' || a.type === 'activate') && a.targets?.[0]) {
    const t = a.targets[0];
    base.target = 'player' in t ? `player:${t.player}` : orbsCardId(s, t.card);
  }
  return base;
}

const GAMES: Record<'clash' | 'orbs', ReviewGame> = {
  clash: {
    rules: clashRules as unknown as ReviewGame['rules'],
    search: clashAi.game as unknown as SearchGame<unknown, unknown>,
    determinizer: clashAi.determinizer as unknown as ReviewGame['determinizer'],
    params: (iterations) => ({
      ...clashAi.params.normal,
      iterations,
      maxMs: Infinity,
      treeDepth: 1,
    }),
    knowledge: () => undefined,
    label: clashLabel as unknown as ReviewGame['label'],
    facts: clashFacts,
  },
  orbs: {
    rules: orbsRules as unknown as ReviewGame['rules'],
    search: orbsAi.game as unknown as SearchGame<unknown, unknown>,
    determinizer: orbsAi.determinizer as unknown as ReviewGame['determinizer'],
    // The review's own budget, not the normal level's: its calibration map is fitted to these
    // heuristic three-turn playouts (`search` above), whatever the levels play with now. More
    // root moves than normal keeps, so the played move is usually measured.
    params: (iterations) => ({
      iterations,
      maxMs: Infinity,
      treeDepth: 1,
      rolloutTurns: 3,
      rolloutActions: 250,
      exploration: 0.5,
      rolloutNoise: 0.05,
      turnDiscount: 0.02,
      maxCandidates: 6,
      policyBonus: 0,
    }),
    knowledge: (options, p) => {
      const deck = (options as { decks?: unknown[] } | null)?.decks?.[p];
      return Array.isArray(deck) ? { deck } : {};
    },
    label: orbsLabel as unknown as ReviewGame['label'],
    facts: orbsFacts as unknown as typeof clashFacts,
  },
};

export function reviewGameOf(game: string): ReviewGame {
  const g = GAMES[game as 'clash' | 'orbs'];
  if (!g) throw new Error(`unknown game ${JSON.stringify(game)}`);
  return g;
}

/** Seed of the search at one position (independent of which worker runs it). */
function positionSeed(aiSeed: number, step: number): number {
  return nextU32(seedRng((aiSeed ^ Math.imul(step + 1, 0x9e3779b1)) >>> 0));
}

/**
 * One position: search `state` (the mover is to move) and read the root edges. Returns null
 * when the mover had a single legal move (nothing to judge; the graph takes the next value).
 */
export function evaluatePosition(
  g: ReviewGame,
  job: Pick<ReviewJob, 'options' | 'mode' | 'iterations' | 'aiSeed'>,
  state: unknown,
  step: number,
  played: unknown,
): PositionEval | null {
  const mover = g.rules.toMove(state);
  if (mover === null) return null;
  const legal = g.rules.legalActions(state);
  if (legal.length <= 1) return null;
  const det: Determinizer<unknown> =
    job.mode === 'full'
      ? { sample: () => g.rules.clone(state) }
      : g.determinizer(g.rules.view(state, mover), mover, g.knowledge(job.options, mover));
  const rng = seedRng(positionSeed(job.aiSeed, step));
  const r = ismcts(g.search, det, mover, g.params(job.iterations), rng);
  const bestKey = g.search.key(state, r.action);
  const bestStat = r.stats.find((x) => x.key === bestKey);
  const playedKey = g.search.key(state, played);
  const playedStat = r.stats.find((x) => x.key === playedKey);
  const best = bestStat ? bestStat.mean : 0.5;
  return {
    step,
    mover,
    best,
    played:
      playedKey === bestKey
        ? best
        : playedStat && playedStat.visits >= MIN_PLAYED_VISITS
          ? Math.min(playedStat.mean, best)
          : null,
    bestMove: g.label(state, r.action),
    bestKey,
    playedMove: g.label(state, played),
    playedKey,
    iterations: r.iterations,
    facts: g.facts(state as never, played as never, r.action as never, bestStat?.mean ?? 0),
  };
}

/** Replays the job's game once and evaluates each of its steps (ascending). */
export function evaluatePositions(job: ReviewJob): PositionEval[] {
  const g = reviewGameOf(job.game);
  const steps = [...new Set(job.steps)].sort((a, b) => a - b);
  const state = g.rules.create(structuredClone(job.options), job.seed);
  const out: PositionEval[] = [];
  let at = 0;
  for (const step of steps) {
    if (step < 0 || step >= job.actions.length)
      throw new Error(`step ${step} is outside the game (0…${job.actions.length - 1})`);
    for (; at < step; at++) {
      const r = g.rules.apply(state, structuredClone(job.actions[at]));
      if (!r.ok) throw new Error(`action ${at} of the game was refused by the rules`);
    }
    const e = evaluatePosition(g, job, state, step, job.actions[step]);
    if (e) out.push(e);
  }
  return out;
}
