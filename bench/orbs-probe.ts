/**
 * Fixed-work probe for profiling the Orbs engine: `node --cpu-prof` on an esbuild bundle of
 * this file (unminified, so the profile's line ticks name real lines), e.g.
 * `npx esbuild bench/orbs-probe.ts --bundle --platform=node --format=esm --outfile=.tmp/probe.mjs`
 * then `node --cpu-prof --cpu-prof-dir=.tmp/prof .tmp/probe.mjs fast 20000`.
 * Modes: fast (legalActionCount + applyLegalAt), api (legalActions + apply), clone.
 */
import { nextU32, randInt, seedRng } from '../main/engine/rng';
import { applyLegalAt, legalActionCount, orbsRules, READY_DECKS } from '../main/games/orbs/index';
import type { OrbsState } from '../main/games/orbs/types';

const mode = process.argv[2] ?? 'fast';
const n = Number(process.argv[3] ?? 20000);
const decksFor = (g: number): [string[], string[]] => [
  READY_DECKS[g % READY_DECKS.length]!.cards,
  READY_DECKS[Math.floor(g / READY_DECKS.length) % READY_DECKS.length]!.cards,
];
const rng = seedRng(12345);
let sum = 0;
const t0 = process.cpuUsage();
if (mode === 'clone') {
  const samples: OrbsState[] = [];
  while (samples.length < 64) {
    const s = orbsRules.create({ decks: decksFor(samples.length) }, nextU32(rng));
    while (legalActionCount(s) > 0 && s.turn < 8)
      applyLegalAt(s, randInt(rng, legalActionCount(s)));
    if (s.winner === null) samples.push(s);
  }
  for (let i = 0; i < n; i++) sum += orbsRules.clone(samples[i & 63]!).turn;
} else {
  for (let g = 0; g < n; g++) {
    const s = orbsRules.create({ decks: decksFor(g) }, nextU32(rng));
    if (mode === 'fast') {
      for (let c = legalActionCount(s); c > 0; c = legalActionCount(s))
        applyLegalAt(s, randInt(rng, c));
    } else {
      for (;;) {
        const list = orbsRules.legalActions(s);
        if (list.length === 0) break;
        orbsRules.apply(s, list[randInt(rng, list.length)]!);
      }
    }
    sum += s.turn;
  }
}
const u = process.cpuUsage(t0);
console.log(`${mode} ${n}: ${((u.user + u.system) / 1e6).toFixed(2)} s CPU, checksum ${sum}`);
