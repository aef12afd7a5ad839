/**
 * `npx tsx bench/app/orbs-long-tasks.ts [webRoot] [moves]`: what the renderer's long tasks in
 * an Orbs game are made of. Plays the app benchmark's Orbs game (orbs-play.ts: easy computer,
 * normal animations) under a V8 CPU profile (Chrome DevTools Protocol, 0.2 ms samples) and, for
 * every long task over 50 ms (PerformanceObserver 'longtask'), prints the functions that were on
 * the stack for most of its samples (inclusive time) and its top self-time functions. Give it an
 * unminified build (`npx vite build --config vite.web.config.ts --minify false`, with
 * CARDHALL_WEB_OUT) for readable names. A diagnostic, not a figure: it is not in the report.
 */
import type { PageProbe } from './probes';
import { measureOrbsPlay } from './orbs-play';
import { startCliHost } from './cli-host';
import { summary } from './stats';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** For each long task: the functions on the stack for most of its samples, and self time. */
function report(prof: Profile, offset: number, tasks: PageProbe['longTasks']): void {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  let t = prof.startTime / 1000;
  const times = prof.timeDeltas.map((d) => (t += d / 1000) - offset);
  for (const task of tasks) {
    const inclusive = new Map<string, number>();
    const self = new Map<string, number>();
    let n = 0;
    let busy = 0;
    prof.samples.forEach((id, i) => {
      const at = times[i]!;
      if (at < task.start || at > task.start + task.duration) return;
      n++;
      const leaf = byId.get(id)!;
      // Time the thread worked (a sample's delta is the time since the previous one).
      if (leaf.callFrame.functionName !== '(idle)') busy += prof.timeDeltas[i]! / 1000;
      self.set(name(leaf), (self.get(name(leaf)) ?? 0) + 1);
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const k = name(byId.get(cur)!);
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + 1);
      }
    });
    const top = (m: Map<string, number>, k: number) =>
      [...m].sort((a, b) => b[1] - a[1]).slice(0, k);
    console.log(
      `\nlong task at ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms, ${n} samples, ~${busy.toFixed(0)} ms busy`,
    );
    for (const [k, v] of top(inclusive, 40)) console.log(`  ${((100 * v) / n).toFixed(0)}% ${k}`);
    console.log('  self:');
    for (const [k, v] of top(self, 12)) console.log(`  ${((100 * v) / n).toFixed(0)}% ${k}`);
  }
}

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const profiling = !process.argv.includes('--no-profile');
const webRoot = args[0] ?? process.env['CARDHALL_WEB_OUT'] ?? 'out/web';
const moves = Number(args[1] ?? 60);
const cli = await startCliHost(webRoot, 'longtasks');
try {
  let profile: Profile | null = null;
  let offset = 0;
  const result = await measureOrbsPlay(
    async () => {
      const ctx = await cli.newContext();
      if (!profiling) return ctx;
      // Start the profiler on the first page, stop it just before the context closes.
      ctx.on('page', (page) => {
        void (async () => {
          const cdp = await ctx.newCDPSession(page);
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await page.waitForLoadState('domcontentloaded');
          await cdp.send('Profiler.start');
          const now = await page.evaluate(() => performance.now());
          const closeCtx = ctx.close.bind(ctx);
          ctx.close = async () => {
            const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: Profile };
            profile = p;
            // Profile time (µs, its own clock) ≈ the page's performance.now() when it started.
            offset = p.startTime / 1000 - now;
            return closeCtx();
          };
        })();
      });
      return ctx;
    },
    cli.url,
    moves,
    Date.now() + 400_000,
  );
  const rt = summary(result.moves);
  const longest = Math.max(0, ...result.longTasks.map((t) => t.duration));
  console.log(
    `${result.moves.length} moves${result.ended ? ' (game over)' : ''}, round trip p50 ${rt.p50.toFixed(1)} / p95 ${rt.p95.toFixed(1)} ms; ` +
      `${result.longTasks.length} long tasks over 50 ms (longest ${longest.toFixed(0)} ms): ` +
      result.longTasks
        .map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)}`)
        .join(', ') +
      (result.problems.length ? `; page errors: ${result.problems.join(' | ')}` : ''),
  );
  const prof = profile as Profile | null;
  if (profiling && !prof) throw new Error('no profile');
  if (prof) report(prof, offset, result.longTasks);
} finally {
  await cli.close();
}
