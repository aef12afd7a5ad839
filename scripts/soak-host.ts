/**
 * The soak, measured from outside (issue #32 item 10): starts the real browser host
 * (`host/web-host.ts`) as its own process on a fresh save folder, and plays games through one
 * WebSocket page the way the renderer does (game.start, game.view, game.act; lists now and
 * then) until `--games` are finished or `--minutes` are up. Every 10th game.start carries a
 * 240 KB unknown options field (issue #32: it used to be stored in the game file, the replay
 * and every review job).
 *
 * Counts errors (an answer that is not ok where the page expects ok), hangs (no answer in 30 s),
 * the host's resident memory at the start and the end (Linux /proc), and the bytes stored per
 * finished game — the replay file of a game started with the junk field and without. Prints one
 * JSON line; exit code 1 if anything went wrong.
 *
 *   nice -n 10 timeout 3600 npx tsx scripts/soak-host.ts --games 2000 --port 4525
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { READY_DECKS } from '../main/games/orbs/index';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '50' },
    port: { type: 'string', default: '0' },
    keep: { type: 'boolean', default: false },
  },
});
const GAMES = Number(args.games);
const DEADLINE = Date.now() + Number(args.minutes) * 60_000;
const CALL_TIMEOUT_MS = 30_000;
/** 240 KB of unknown option data within the IPC payload limits (strings of at most 10,000). */
const JUNK = Array.from({ length: 24 }, () => 'x'.repeat(9_999));

interface Answer {
  ok: boolean;
  value?: Record<string, unknown>;
  error?: { code: string; message: string };
}

function usage(why: string): never {
  console.error(`soak-host: ${why} (usage: --games N --minutes M --port P [--keep])`);
  process.exit(2);
}
if (!Number.isInteger(GAMES) || GAMES < 1) usage('--games must be a positive integer');
if (!(Number(args.minutes) > 0)) usage('--minutes must be positive');

const dir = mkdtempSync(join(tmpdir(), 'cardhall-soak-'));
const dataDir = join(dir, 'data');
const token = randomBytes(24).toString('base64url');
const host = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'host/web-host.ts',
    '--port',
    args.port!,
    '--data-dir',
    dataDir,
    '--token',
    token,
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
let hostErr = '';
host.stderr.setEncoding('utf8').on('data', (c: string) => (hostErr += c));

const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  host.stdout.setEncoding('utf8').on('data', (c: string) => {
    out += c;
    const m = /running at (http:\/\/\S+)/.exec(out);
    if (m) resolve(m[1]!);
  });
  host.once('exit', (code) => reject(new Error(`host exited (${code}): ${hostErr}`)));
}).catch((err: Error) => {
  rmSync(dir, { recursive: true, force: true });
  console.error(`soak-host: ${err.message}`);
  process.exit(2);
});
const port = new URL(url).port;

function rssMb(): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${host.pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : -1;
}

const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`, {
  headers: { Origin: `http://127.0.0.1:${port}` },
});
await new Promise((resolve, reject) => {
  ws.once('open', resolve);
  ws.once('error', reject);
});
let next = 1;
const waiting = new Map<number, (r: Answer) => void>();
ws.on('message', (data: Buffer) => {
  const msg = JSON.parse(data.toString());
  if (typeof msg.push !== 'string') waiting.get(msg.id)?.(msg.result);
});

const counts = { calls: 0, errors: 0, hangs: 0, games: 0, actions: 0, junkStarts: 0 };
const errors: string[] = [];

async function call(channel: string, arg?: unknown): Promise<Answer | null> {
  const id = next++;
  counts.calls++;
  const answer = new Promise<Answer>((done) => waiting.set(id, done));
  ws.send(JSON.stringify({ id, channel, arg }));
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), CALL_TIMEOUT_MS).unref());
  const r = await Promise.race([answer, timeout]);
  waiting.delete(id);
  if (r === null) {
    counts.hangs++;
    errors.push(`${channel}: no answer in ${CALL_TIMEOUT_MS} ms`);
  }
  return r;
}

async function must(channel: string, arg?: unknown): Promise<Record<string, unknown> | null> {
  const r = await call(channel, arg);
  if (r && !r.ok) {
    counts.errors++;
    if (errors.length < 20) errors.push(`${channel}: ${r.error?.code} ${r.error?.message}`);
  }
  return r?.ok ? (r.value ?? {}) : null;
}

interface View {
  toMove: 0 | 1 | null;
  outcome: unknown;
  legalActions?: unknown[];
}

const started = Date.now();
const rssStart = rssMb();
const junkGames: string[] = [];
const plainGames: string[] = [];
let x = 12345;
for (let n = 0; n < GAMES && Date.now() < DEADLINE; n++) {
  const kind = n % 3;
  const junk = n % 10 === 9;
  const options =
    kind === 2
      ? {
          decks: [
            READY_DECKS[n % READY_DECKS.length]!.cards,
            READY_DECKS[(n + 1) % READY_DECKS.length]!.cards,
          ],
        }
      : kind === 1
        ? { mode: 'draft', pool: 'initiation' }
        : { mode: 'preconstructed' };
  const seats =
    kind === 1
      ? [{ kind: 'human' }, { kind: 'computer', level: 'random' }]
      : [{ kind: 'human' }, { kind: 'human' }];
  const game = kind === 2 ? 'orbs' : 'clash';
  const start = await must('game.start', {
    game,
    options: junk ? { ...options, junk: JUNK } : options,
    seats,
  });
  if (!start) continue;
  if (junk) counts.junkStarts++;
  const gameId = start['gameId'] as string;
  for (let step = 0; step < 3000; step++) {
    const v0 = (await must('game.view', { gameId, player: 0 })) as View | null;
    if (!v0 || v0.outcome !== null) break;
    let v = v0;
    if (v0.toMove === 1 && seats[1]!.kind === 'human')
      v = ((await must('game.view', { gameId, player: 1 })) as View | null) ?? v0;
    if (v.toMove === null || !v.legalActions || (v.toMove === 1 && seats[1]!.kind !== 'human')) {
      await new Promise((r) => setTimeout(r, 5)); // the computer's move
      continue;
    }
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const a = await must('game.act', {
      gameId,
      player: v.toMove,
      action: v.legalActions[x % v.legalActions.length],
    });
    if (a) counts.actions++;
  }
  counts.games++;
  (junk ? junkGames : plainGames).push(`${game}:${kind}:${gameId}`);
  await must('game.close', { gameId });
  // What the page asks for between games, now and then.
  if (n % 25 === 0) {
    await must('replays.list');
    await must('games.saved');
    await must('saves.problems');
  }
}
const elapsedS = Math.round((Date.now() - started) / 1000);
const rssEnd = rssMb();
await must('replays.list');
const problems = await must('saves.problems');
ws.close();

/** Size of a finished game's replay file (the game file is gone once it is a replay). */
function replayBytes(entry: string): number {
  const id = entry.split(':')[2]!;
  try {
    return statSync(join(dataDir, 'replays', `${id}.json`)).size;
  } catch {
    return -1;
  }
}
const sameKind = (e: string) => e.split(':').slice(0, 2).join(':');
const junkSizes = junkGames.map(replayBytes);
// Compare each junk game with plain games of the same kind (their lengths vary anyway).
const plainOfKind = (k: string) => plainGames.filter((e) => sameKind(e) === k).map(replayBytes);
const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
const perKind = [...new Set(junkGames.map(sameKind))].map((k) => ({
  kind: k,
  junk: avg(junkGames.filter((e) => sameKind(e) === k).map(replayBytes)),
  plain: avg(plainOfKind(k)),
}));
let folderBytes = 0;
let files = 0;
const walk = (d: string) => {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p);
    else {
      folderBytes += st.size;
      files++;
    }
  }
};
walk(dataDir);
const replays = readdirSync(join(dataDir, 'replays')).length;
const junkStored = readdirSync(join(dataDir, 'replays')).filter((f) =>
  readFileSync(join(dataDir, 'replays', f), 'utf8').includes('xxxxxxxxxxxxxxxxxxxxxxxx'),
).length;

host.kill('SIGTERM');
const exit = await new Promise<number | null>((r) => host.once('exit', (code) => r(code)));
const report = {
  ...counts,
  replays,
  problems: (problems?.['problems'] as unknown[] | undefined)?.length ?? null,
  elapsedS,
  rssStartMb: rssStart,
  rssEndMb: rssEnd,
  folderBytes,
  files,
  bytesPerGame: Math.round(folderBytes / Math.max(1, counts.games)),
  junkReplaysStoringTheField: junkStored,
  maxJunkReplayBytes: Math.max(-1, ...junkSizes),
  replayBytesJunkVsPlain: perKind,
  hostExit: exit,
  load: loadavg()
    .map((l) => l.toFixed(1))
    .join(' '),
  errorSamples: errors,
};
console.log(JSON.stringify(report));
if (!args.keep) rmSync(dir, { recursive: true, force: true });
else console.error(`kept ${dir}`);
process.exit(counts.errors || counts.hangs || junkStored || replays !== counts.games ? 1 : 0);
