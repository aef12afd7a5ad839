/**
 * `npx tsx scripts/clash-card-values.ts [games] [seed]` — measures what each Clash card is
 * worth to the player who drafts it, for the draft pickers (main/ai/clash/draft-pick.ts).
 *
 * Plays `games` games (default 4000) on the 'both' pool with uniformly random draft picks and
 * a fast greedy battle on both seats (the sparring player's whole-turn look-ahead,
 * main/ai/greedy/clash.ts, with a 300-leaf cap, on the full state: this is offline data, not
 * a player), then fits a logistic model of "player 0 wins" on +1/-1 per card drafted by
 * player 0/1 (plus a term for who moves first), L2-regularised. A card's value is its
 * coefficient (log-odds of winning it adds). Writes main/ai/clash/card-values.json.
 */
import { writeFileSync } from 'node:fs';
import { nextU32, randInt, seedRng } from '../main/engine/rng';
import { CLASH_CARDS, clashRules } from '../main/games/clash/index';
import { greedyClashMove } from '../main/ai/greedy/clash';

const games = Number(process.argv[2] ?? 4000);
const seed = Number(process.argv[3] ?? 1);
const N = CLASH_CARDS.length;
const rng = seedRng(seed);
const rows: { x: Int8Array; y: number }[] = [];
let draws = 0;
const t0 = Date.now();
for (let g = 0; g < games; g++) {
  const s = clashRules.create({ mode: 'draft', pool: 'both' }, nextU32(rng));
  let firstMover = -1;
  for (let n = 0; n < 3000 && s.winner === null; n++) {
    const acts = clashRules.legalActions(s);
    const a = s.phase === 'draft' ? acts[randInt(rng, acts.length)]! : greedyClashMove(s, 300);
    const r = clashRules.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    if (firstMover < 0 && s.phase === 'summoning') firstMover = s.active;
  }
  if (s.winner === null || s.winner === 'draw') {
    draws++;
    continue;
  }
  const x = new Int8Array(N + 1);
  for (const c of s.players[0].drafted) x[c] = 1;
  for (const c of s.players[1].drafted) x[c] = -1;
  x[N] = firstMover === 0 ? 1 : -1;
  rows.push({ x, y: s.winner === 0 ? 1 : 0 });
  if ((g + 1) % 200 === 0)
    process.stderr.write(`${g + 1}/${games} games (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
}

// Logistic regression by gradient descent (full batch), L2 penalty `lambda` per game.
const w = new Float64Array(N + 1);
const lambda = 2 / rows.length;
for (let it = 0; it < 3000; it++) {
  const grad = new Float64Array(N + 1);
  for (const r of rows) {
    let z = 0;
    for (let i = 0; i <= N; i++) if (r.x[i]) z += w[i]! * r.x[i]!;
    const p = 1 / (1 + Math.exp(-z));
    const e = p - r.y;
    for (let i = 0; i <= N; i++) if (r.x[i]) grad[i] = grad[i]! + e * r.x[i]!;
  }
  for (let i = 0; i <= N; i++) w[i] = w[i]! - 1.0 * (grad[i]! / rows.length + lambda * w[i]!);
}

const values: Record<string, number> = {};
const order = CLASH_CARDS.map((c) => c.index).sort((a, b) => w[b]! - w[a]!);
for (const i of order) values[CLASH_CARDS[i]!.id] = Math.round(w[i]! * 1000) / 1000;
const out = {
  about:
    'Clash card values: log-odds of winning that drafting the card adds (scripts/clash-card-values.ts: random drafts, fast greedy battles on both seats, logistic fit).',
  games: rows.length,
  draws,
  seed,
  firstMover: Math.round(w[N]! * 1000) / 1000,
  values,
};
writeFileSync(
  new URL('../main/ai/clash/card-values.json', import.meta.url),
  JSON.stringify(out, null, 2) + '\n',
);
console.log(JSON.stringify(out, null, 2));
