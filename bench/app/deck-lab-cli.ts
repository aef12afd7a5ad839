/**
 * `npx tsx bench/app/deck-lab-cli.ts [webRoot] [gamesPerDeck] [level] [seconds]`: the app
 * benchmark's deck-lab section alone (deck-lab.ts), against a browser host started here on a
 * free port with a temporary save folder. Give it a built renderer (`npm run build:web` →
 * out/web). Bounded: the run is cancelled after `seconds` (default 120). `level` (default
 * easy) is a menu level: hard games take minutes each, so measure hard with the fewest games
 * (2) and a long budget, e.g. `… out/web 2 hard 1800`; a cancelled run still prints when each
 * finished game came.
 */
import { MENU_LEVELS, type MenuLevel } from '../../main/ai/level-names';
import { startCliHost } from './cli-host';
import { measureDeckLab } from './deck-lab';

const webRoot = process.argv[2] ?? process.env['CARDHALL_WEB_OUT'] ?? 'out/web';
const games = Number(process.argv[3] ?? 10);
const level = (process.argv[4] ?? 'easy') as MenuLevel;
if (!MENU_LEVELS.includes(level)) throw new Error(`level must be one of ${MENU_LEVELS.join(', ')}`);
const seconds = Number(process.argv[5] ?? 120);
const cli = await startCliHost(webRoot, 'lab-bench');
try {
  const r = await measureDeckLab(
    cli.newContext,
    cli.url,
    Date.now() + seconds * 1000,
    games,
    level,
  );
  const max = r.longTasks.length ? Math.max(...r.longTasks.map((t) => t.duration)) : 0;
  const gaps = r.doneAt.map((t, i) => (t - (i ? r.doneAt[i - 1]! : 0)) / 1000);
  console.log(
    `deck lab: ${r.games} games (${level}) ${r.finished ? `in ${(r.ms / 1000).toFixed(1)} s` : `NOT finished in ${seconds} s (${r.done} done)`}; ` +
      `long tasks over 50 ms while it ran: ${r.longTasks.length}${r.longTasks.length ? ` (longest ${max.toFixed(0)} ms)` : ''}` +
      (r.problems.length ? `; page errors: ${r.problems.join(' | ')}` : ''),
  );
  for (const lt of r.longTasks)
    console.log(
      `long task ${lt.duration.toFixed(0)} ms at ${((lt.start - r.t0) / 1000).toFixed(1)} s after Start`,
    );
  if (gaps.length)
    console.log(
      `seconds per finished game (±1 s, read once a second): ${gaps.map((g) => g.toFixed(0)).join(', ')}`,
    );
} finally {
  await cli.close();
}
