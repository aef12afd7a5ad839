/**
 * `npx tsx bench/app/deck-lab-cli.ts [webRoot] [gamesPerDeck]`: the app benchmark's deck-lab
 * section alone (deck-lab.ts), against a browser host started here on a free port with a
 * temporary save folder. Give it a built renderer (`npm run build:web` → out/web). Bounded:
 * the run is cancelled after 120 s.
 */
import { startCliHost } from './cli-host';
import { measureDeckLab } from './deck-lab';

const webRoot = process.argv[2] ?? process.env['CARDHALL_WEB_OUT'] ?? 'out/web';
const games = Number(process.argv[3] ?? 10);
const cli = await startCliHost(webRoot, 'lab-bench');
try {
  const r = await measureDeckLab(cli.newContext, cli.url, Date.now() + 120_000, games);
  const max = r.longTasks.length ? Math.max(...r.longTasks.map((t) => t.duration)) : 0;
  console.log(
    `deck lab: ${r.games} games (easy) ${r.finished ? `in ${(r.ms / 1000).toFixed(1)} s` : 'NOT finished in 120 s'}; ` +
      `long tasks over 50 ms while it ran: ${r.longTasks.length}${r.longTasks.length ? ` (longest ${max.toFixed(0)} ms)` : ''}` +
      (r.problems.length ? `; page errors: ${r.problems.join(' | ')}` : ''),
  );
} finally {
  await cli.close();
}
