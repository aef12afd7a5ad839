/**
 * `npx tsx bench/orbs-ai-ab.ts [games] DIR_A DIR_B` — the Orbs computer players of two source
 * trees, alternated in one process: each pair plays the same arena game (seeded, no clock
 * cap, so every search runs its whole iteration budget; hard against normal and hard against
 * greedy, budget scale 0.25) on A and on B and compares the CPU time. Every action of both
 * must be the same (a hash of all of them), so a speed change that changes a decision fails.
 * Used for the engine speed work of issue #34 (docs/benchmarks.md).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Arena = typeof import('../main/ai/arena');
const args = process.argv.slice(2);
const games = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 6;
if (args.length !== 2) {
  console.error('usage: npx tsx bench/orbs-ai-ab.ts [games] DIR_A DIR_B');
  process.exit(2);
}
const arenas = [] as Arena[];
for (const dir of args)
  arenas.push((await import(pathToFileURL(resolve(dir, 'main/ai/arena.ts')).href)) as Arena);

function play(arena: Arena, g: number): { sec: number; hash: number } {
  let hash = 0;
  const levels = g % 2 ? ['hard', 'greedy'] : ['normal', 'hard'];
  const t = process.cpuUsage();
  arena.playArenaGame(
    {
      game: 'orbs',
      levels: levels as never,
      seed: 100 + g,
      noTimeCap: true,
      budgetScale: 0.25,
    } as Parameters<Arena['playArenaGame']>[0],
    {
      onAction: (_s, _p, a) => {
        const j = JSON.stringify(a);
        for (let i = 0; i < j.length; i++) hash = (Math.imul(hash, 31) + j.charCodeAt(i)) | 0;
      },
    },
  );
  const u = process.cpuUsage(t);
  return { sec: (u.user + u.system) / 1e6, hash };
}

const ratios: number[] = [];
for (let g = 0; g < games; g++) {
  const order = g % 2 === 0 ? [0, 1] : [1, 0];
  const res: { sec: number; hash: number }[] = [];
  for (const i of order) res[i] = play(arenas[i]!, g);
  if (res[0]!.hash !== res[1]!.hash) throw new Error(`game ${g}: the trees decided differently`);
  ratios.push(res[0]!.sec / res[1]!.sec);
  console.log(
    `game ${g}: A ${res[0]!.sec.toFixed(2)} s, B ${res[1]!.sec.toFixed(2)} s CPU, ${ratios[g]!.toFixed(3)}×, same actions`,
  );
}
const s = ratios.slice().sort((a, b) => a - b);
const median = s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
console.log(`B (${args[1]}) over A (${args[0]}), median of ${games} games: ${median.toFixed(3)}×`);
