/**
 * `npx tsx bench/clash-ab.ts [rounds] DIR...` — the Clash engine of several source trees,
 * interleaved in one process (same load for all): full random games per CPU-second and
 * `clone`s of mid-game states per CPU-second, best of `rounds` (default 6).
 *
 * A DIR is a tree holding main/games/clash/index.ts and main/engine/rng.ts, e.g. an older
 * commit exported with `git archive COMMIT main | tar -x -C /tmp/old` (node_modules are not
 * needed: the engine imports none). Used for the before/after figures of the 9.2 position
 * key (docs/benchmarks.md, issue #19).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Engine = typeof import('../main/games/clash/index');
type Rng = typeof import('../main/engine/rng');

const args = process.argv.slice(2);
const rounds = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 6;
if (args.length === 0) {
  console.error('usage: npx tsx bench/clash-ab.ts [rounds] DIR...');
  process.exit(2);
}
const load = async (dir: string, file: string) =>
  import(pathToFileURL(resolve(dir, file)).href) as Promise<unknown>;

const trees: { name: string; m: Engine; r: Rng }[] = [];
for (const dir of args)
  trees.push({
    name: dir,
    m: (await load(dir, 'main/games/clash/index.ts')) as Engine,
    r: (await load(dir, 'main/engine/rng.ts')) as Rng,
  });

function cpuSeconds(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1e6;
}

function games({ m, r }: (typeof trees)[number], n: number): number {
  const rng = r.seedRng(12345);
  const count = m.legalActionCount;
  const apply = m.applyLegalAt;
  return (
    n /
    cpuSeconds(() => {
      for (let g = 0; g < n; g++) {
        const s = m.clashRules.create({}, r.nextU32(rng));
        for (let c = count(s); c > 0; c = count(s)) apply(s, r.randInt(rng, c));
      }
    })
  );
}

function clones({ m, r }: (typeof trees)[number], n: number): number {
  const rng = r.seedRng(777);
  const samples: ReturnType<Engine['clashRules']['create']>[] = [];
  while (samples.length < 64) {
    const s = m.clashRules.create({}, r.nextU32(rng));
    while (m.legalActionCount(s) > 0 && s.turn < 6)
      m.applyLegalAt(s, r.randInt(rng, m.legalActionCount(s)));
    if (s.winner === null) samples.push(s);
  }
  const clone = m.clashRules.clone;
  let x = 0;
  const sec = cpuSeconds(() => {
    for (let i = 0; i < n; i++) x ^= clone(samples[i & 63]!).turn;
  });
  return x === -1 ? 0 : n / sec;
}

const best = trees.map(() => ({ games: 0, clones: 0 }));
for (let k = 0; k < rounds; k++)
  trees.forEach((t, i) => {
    best[i]!.games = Math.max(best[i]!.games, games(t, 20_000));
    best[i]!.clones = Math.max(best[i]!.clones, clones(t, 2_000_000));
  });
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
trees.forEach((t, i) =>
  console.log(
    `${t.name}: ${fmt(best[i]!.games)} games per CPU-second, ${fmt(best[i]!.clones)} clones per CPU-second`,
  ),
);
