/**
 * Fixed-work probe for profiling the Clash engine: `node --cpu-prof` on an esbuild bundle of
 * this file (unminified, so the profile's line ticks name real lines), e.g.
 * `npx esbuild bench/clash-probe.ts --bundle --platform=node --format=esm --outfile=.tmp/cprobe.mjs`
 * then `node --cpu-prof --cpu-prof-interval 100 --cpu-prof-dir=.tmp/prof .tmp/cprobe.mjs fast 80000`.
 * Modes: fast (legalActionCount + applyLegalAt, initiation draft), api (legalActions + apply).
 * Prints games per CPU-second and the checksum of every game's end turn and winner.
 */
import { nextU32, randInt, seedRng } from '../main/engine/rng';
import { applyLegalAt, clashRules, legalActionCount } from '../main/games/clash/index';

const mode = process.argv[2] ?? 'fast';
const n = Number(process.argv[3] ?? 60000);
const rng = seedRng(12345);
let sum = 0;
const t0 = process.cpuUsage();
for (let g = 0; g < n; g++) {
  const s = clashRules.create({}, nextU32(rng));
  if (mode === 'fast') {
    for (let c = legalActionCount(s); c > 0; c = legalActionCount(s))
      applyLegalAt(s, randInt(rng, c));
  } else {
    for (let a = clashRules.legalActions(s); a.length > 0; a = clashRules.legalActions(s))
      clashRules.apply(s, a[randInt(rng, a.length)]!);
  }
  sum = (sum * 31 + s.turn * 3 + (s.winner === 'draw' ? 2 : (s.winner ?? 3))) | 0;
}
const u = process.cpuUsage(t0);
console.log(`${mode}: ${Math.round(n / ((u.user + u.system) / 1e6))} games/CPU-s, checksum ${sum}`);
