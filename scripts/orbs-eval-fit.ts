/**
 * `npx tsx scripts/orbs-eval-fit.ts [games] [seed] [l2]` — fits the Orbs position evaluation
 * (main/ai/orbs/evaluate.ts) and writes main/ai/orbs/eval-weights.json.
 *
 * Plays `games` games (default 3000) between a mix of fast players on the full state (offline
 * data, not a player): the greedy sparring player's move (main/ai/greedy/orbs.ts), the
 * heuristic policy (`easy`), and players that make a share of random legal moves (`noisy`
 * 5 %, the playouts' rate; `wild` 25 %), in the pairings of `PAIRINGS` in turn, seats
 * alternated, decks drawn from the ready decks as the arena does. At every Main Phase start
 * (where the evaluation judges a position: it settles a pending Defense Phase first, see
 * main/ai/orbs/evaluate.ts) it records the features of main/ai/orbs/features.ts and whether
 * the player to move won (draws are left out). Fits an L2-regularised logistic regression
 * (Newton's method on standardised features) on the positions of 80 % of the games and
 * reports log-loss and accuracy on the other 20 % (every fifth game), next to the hand-set
 * `evaluateOrbs` on the same positions; then refits on all games for the weights it writes.
 */
import { writeFileSync } from 'node:fs';
import { nextU32, seedRng, type RngState } from '../main/engine/rng';
import { orbsRules, READY_DECKS } from '../main/games/orbs/index';
import type { OrbsAction, OrbsState } from '../main/games/orbs/types';
import { greedyOrbsMove } from '../main/ai/greedy/orbs';
import { evaluateOrbs, orbsPolicy } from '../main/ai/orbs/heuristics';
import { FEATURE_NAMES, orbsFeatures } from '../main/ai/orbs/features';

const games = Number(process.argv[2] ?? 3000);
const seed = Number(process.argv[3] ?? 1);
const l2 = Number(process.argv[4] ?? 1);
const K = FEATURE_NAMES.length;

type Player = 'greedy' | 'easy' | 'noisy' | 'wild';
const PAIRINGS: [Player, Player][] = [
  ['greedy', 'greedy'],
  ['easy', 'greedy'],
  ['noisy', 'greedy'],
  ['wild', 'greedy'],
  ['easy', 'easy'],
  ['noisy', 'noisy'],
  ['wild', 'easy'],
  ['wild', 'wild'],
];

/**
 * Share of random legal moves per player. The random moves matter: a search compares moves
 * the good players never make (not converting, keeping a hand, ending the turn early), and
 * a fit on their games alone cannot tell what those cost (with every player converting each
 * turn, hand size and capacity only move together).
 */
const RANDOM: Record<Player, number> = { greedy: 0, easy: 0, noisy: 0.05, wild: 0.25 };

function move(who: Player, s: OrbsState, rng: RngState): OrbsAction {
  const acts = orbsRules.legalActions(s);
  if (RANDOM[who] > 0 && nextU32(rng) / 4294967296 < RANDOM[who])
    return acts[nextU32(rng) % acts.length]!;
  if (who === 'greedy') return greedyOrbsMove(s);
  return orbsPolicy(s, acts, rng);
}

interface Row {
  game: number;
  x: Float64Array;
  /** 1 when the player to move won. */
  y: number;
  /** The hand-set evaluation, as the mover's win probability (for comparison). */
  old: number;
}

const rows: Row[] = [];
let draws = 0;
let capped = 0;
const rng = seedRng(seed);
const t0 = Date.now();
for (let g = 0; g < games; g++) {
  const pair = PAIRINGS[g % PAIRINGS.length]!;
  const seats: [Player, Player] = g % 2 === 0 ? pair : [pair[1], pair[0]];
  const a = READY_DECKS[nextU32(rng) % READY_DECKS.length]!;
  const b = READY_DECKS[nextU32(rng) % READY_DECKS.length]!;
  const s = orbsRules.create({ decks: [a.cards.slice(), b.cards.slice()] }, nextU32(rng));
  const prng = seedRng(nextU32(rng));
  const here: { x: Float64Array; mover: number; old: number }[] = [];
  let turn = -1;
  let n = 0;
  for (; n < 5000 && s.winner === null; n++) {
    if (s.phase === 'main' && s.turn !== turn) {
      turn = s.turn;
      const e = evaluateOrbs(s);
      here.push({ x: orbsFeatures(s).slice(), mover: s.active, old: s.active === 0 ? e : 1 - e });
    }
    const r = orbsRules.apply(s, move(seats[s.active]!, s, prng));
    if (!r.ok) throw new Error(r.error.message);
  }
  if (s.winner === null) capped++;
  if (s.winner === null || s.winner === 'draw') {
    draws++;
    continue;
  }
  for (const h of here) rows.push({ game: g, x: h.x, y: h.mover === s.winner ? 1 : 0, old: h.old });
  if ((g + 1) % 500 === 0)
    console.error(`${g + 1}/${games} games, ${rows.length} positions (${Date.now() - t0} ms)`);
}

/** Held-out games: every fifth. */
const isTest = (r: Row): boolean => r.game % 5 === 4;

interface Model {
  bias: number;
  w: Float64Array;
}

/** L2 logistic regression by Newton's method on standardised features (bias not penalised). */
function fit(data: Row[]): Model {
  const n = data.length;
  const mean = new Float64Array(K);
  const sd = new Float64Array(K);
  for (const r of data) for (let i = 0; i < K; i++) mean[i]! += r.x[i]! / n;
  for (const r of data) for (let i = 0; i < K; i++) sd[i]! += (r.x[i]! - mean[i]!) ** 2 / n;
  for (let i = 0; i < K; i++) sd[i] = Math.sqrt(sd[i]!) || 1;
  const D = K + 1;
  // Standardised rows, once, in one flat array (row r at r·D; column 0 is the bias' 1).
  const Z = new Float64Array(n * D);
  const Y = new Float64Array(n);
  data.forEach((r, k) => {
    const o = k * D;
    Z[o] = 1;
    for (let i = 0; i < K; i++) Z[o + i + 1] = (r.x[i]! - mean[i]!) / sd[i]!;
    Y[k] = r.y;
  });
  const beta = new Float64Array(D); // [bias, w…] on standardised features
  for (let iter = 0; iter < 25; iter++) {
    const grad = new Float64Array(D);
    const H = new Float64Array(D * D);
    for (let k = 0; k < n; k++) {
      const o = k * D;
      let t = 0;
      for (let i = 0; i < D; i++) t += beta[i]! * Z[o + i]!;
      const p = 1 / (1 + Math.exp(-t));
      const wgt = p * (1 - p);
      const err = p - Y[k]!;
      for (let i = 0; i < D; i++) {
        const zi = Z[o + i]!;
        grad[i]! += err * zi;
        const c = wgt * zi;
        const row = i * D;
        for (let j = 0; j <= i; j++) H[row + j]! += c * Z[o + j]!;
      }
    }
    const A: Float64Array[] = [];
    for (let i = 0; i < D; i++) {
      const r = new Float64Array(D);
      for (let j = 0; j < D; j++) r[j] = j <= i ? H[i * D + j]! : H[j * D + i]!;
      if (i > 0) {
        grad[i]! += l2 * beta[i]!;
        r[i]! += l2;
      }
      A.push(r);
    }
    const step = solve(A, grad);
    let size = 0;
    for (let i = 0; i < D; i++) {
      beta[i]! -= step[i]!;
      size = Math.max(size, Math.abs(step[i]!));
    }
    console.error(`  Newton step ${iter + 1}: largest change ${size.toExponential(2)}`);
    if (size < 1e-5) break;
  }
  // Back to raw feature units: w_i = β_i / sd_i, bias = β_0 − Σ β_i·mean_i / sd_i.
  const w = new Float64Array(K);
  let bias = beta[0]!;
  for (let i = 0; i < K; i++) {
    w[i] = beta[i + 1]! / sd[i]!;
    bias -= w[i]! * mean[i]!;
  }
  return { bias, w };
}

/** Gaussian elimination with partial pivoting (a small dense system). */
function solve(A0: Float64Array[], b0: Float64Array): Float64Array {
  const n = b0.length;
  const A = A0.map((r) => Float64Array.from(r));
  const b = Float64Array.from(b0);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[piv]![c]!)) piv = r;
    [A[c], A[piv]] = [A[piv]!, A[c]!];
    [b[c], b[piv]] = [b[piv]!, b[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = A[r]![c]! / A[c]![c]!;
      if (f === 0) continue;
      for (let k = c; k < n; k++) A[r]![k]! -= f * A[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let v = b[r]!;
    for (let k = r + 1; k < n; k++) v -= A[r]![k]! * x[k]!;
    x[r] = v / A[r]![r]!;
  }
  return x;
}

function predict(m: Model, x: Float64Array): number {
  let t = m.bias;
  for (let i = 0; i < K; i++) t += m.w[i]! * x[i]!;
  return 1 / (1 + Math.exp(-t));
}

function score(ps: number[], ys: number[]): { logLoss: number; accuracy: number } {
  let ll = 0;
  let ok = 0;
  for (let i = 0; i < ps.length; i++) {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, ps[i]!));
    ll -= ys[i]! ? Math.log(p) : Math.log(1 - p);
    if ((p > 0.5 ? 1 : 0) === ys[i]) ok++;
  }
  return { logLoss: ll / ps.length, accuracy: ok / ps.length };
}

const train = rows.filter((r) => !isTest(r));
const test = rows.filter(isTest);
const held = fit(train);
const ys = test.map((r) => r.y);
const fitted = score(
  test.map((r) => predict(held, r.x)),
  ys,
);
const old = score(
  test.map((r) => r.old),
  ys,
);
const trainRate = train.reduce((a, r) => a + r.y, 0) / train.length;
const base = score(
  test.map(() => trainRate),
  ys,
);
const r4 = (v: number): number => Math.round(v * 10000) / 10000;
console.log(
  `${games} games (${draws} draws/unfinished left out, ${capped} hit the action cap), ${rows.length} positions; held out ${test.length} positions of every fifth game`,
);
console.log(
  `held-out log-loss / accuracy: fitted ${r4(fitted.logLoss)} / ${r4(fitted.accuracy)}, hand-set evaluateOrbs ${r4(old.logLoss)} / ${r4(old.accuracy)}, constant ${r4(base.logLoss)} / ${r4(base.accuracy)}`,
);

const all = fit(rows);
const weights: Record<string, number> = {};
FEATURE_NAMES.forEach((name, i) => (weights[name] = Math.round(all.w[i]! * 1e5) / 1e5));
for (const [k, v] of Object.entries(weights)) console.log(`  ${k.padEnd(20)} ${v}`);
const out = {
  about:
    'Orbs position evaluation: logistic weights of "the player to move wins" on main/ai/orbs/features.ts (scripts/orbs-eval-fit.ts: self-play of greedy/easy/noisy/wild players, positions at every Main Phase start, L2 logistic fit).',
  games,
  seed,
  l2,
  positions: rows.length,
  heldOut: {
    positions: test.length,
    logLoss: r4(fitted.logLoss),
    accuracy: r4(fitted.accuracy),
    handSetLogLoss: r4(old.logLoss),
    handSetAccuracy: r4(old.accuracy),
  },
  bias: Math.round(all.bias * 1e5) / 1e5,
  weights,
};
const file = new URL('../main/ai/orbs/eval-weights.json', import.meta.url);
writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
console.log(`wrote ${file.pathname} (${Date.now() - t0} ms)`);
