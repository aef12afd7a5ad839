/**
 * A save loop in a child process killed with SIGKILL at random moments must always leave
 * files that load: the deck is the last acknowledged version or the one after it, the game's
 * actions are an unbroken prefix including every acknowledged one, settings load. The kinds
 * added since (issue #32 item 10) get the same check: the game's hint count, a gauntlet run,
 * a deck-lab result and a puzzle's attempt count are each the last acknowledged write or the
 * one in flight, never older and never torn.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSaveStore } from './save-store';

const WRITER = fileURLToPath(new URL('./fixtures/crash-writer.ts', import.meta.url));
const ITERATIONS = 40;

/**
 * How to start the writer: a CommonJS bundle made with esbuild (installed with tsx and vite)
 * runs under plain node in ~0.1 s; without esbuild fall back to the tsx loader (~0.5 s).
 */
async function writerCommand(outDir: string): Promise<string[]> {
  try {
    const esbuild = await import('esbuild');
    const outfile = join(outDir, 'crash-writer.cjs');
    await esbuild.build({
      entryPoints: [WRITER],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'error',
    });
    return [outfile];
  } catch {
    return ['--import', 'tsx', WRITER];
  }
}

const KINDS = ['deck', 'game', 'hints', 'run', 'lab', 'puzzle'] as const;
type Kind = (typeof KINDS)[number];
type RunResult = Record<`${Kind}Ack`, number>;

/** Start the writer, let it save for `delayMs` after its first saves, then SIGKILL it. */
function runAndKill(command: string[], root: string, delayMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...command, root], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acks = Object.fromEntries(KINDS.map((k) => [`${k}Ack`, -1])) as RunResult;
    let buf = '';
    let err = '';
    let killed = false;
    let armed = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const m = /^(deck|game|hints|run|lab|puzzle) (\d+)$/.exec(line);
        if (m) {
          const key = `${m[1] as Kind}Ack` as const;
          acks[key] = Math.max(acks[key], Number(m[2]));
          // Arm the kill once this run has saved something of each, so even on a loaded machine
          // every run makes progress; the kill then lands at a random point of later saves.
          if (!armed && KINDS.every((k) => acks[`${k}Ack`] >= 0)) {
            armed = true;
            setTimeout(() => {
              killed = true;
              child.kill('SIGKILL');
            }, delayMs);
          }
        }
      }
    });
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code, signal) => {
      if (killed && signal === 'SIGKILL') resolve(acks);
      else reject(new Error(`writer exited on its own (code ${code}, signal ${signal}): ${err}`));
    });
  });
}

describe('saves survive SIGKILL at random moments', () => {
  let root: string;
  let bin: string;
  let command: string[];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cardhall-crash-'));
    bin = await mkdtemp(join(tmpdir(), 'cardhall-crash-bin-'));
    command = await writerCommand(bin);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(bin, { recursive: true, force: true });
  });

  it(`${ITERATIONS} kills leave only valid files`, async () => {
    let prevDeck = 0;
    let prevGame = 0;
    let repairs = 0;
    /** The newest value each added kind was seen to hold on disk (they only grow). */
    const prev = { hints: 0, run: 0, lab: 0, puzzle: 0 };
    /** Old or new, never torn: the last acknowledged write (or an earlier run's) or the next. */
    const lastOrNext = (what: keyof typeof prev, found: number, ack: number) => {
      const floor = Math.max(ack, prev[what]);
      expect(found, `${what}: ${found} on disk, ${ack} acknowledged`).toBeGreaterThanOrEqual(floor);
      expect(found, `${what}: ${found} on disk, ${ack} acknowledged`).toBeLessThanOrEqual(
        floor + 1,
      );
      prev[what] = found;
    };
    for (let i = 0; i < ITERATIONS; i++) {
      const acks = await runAndKill(command, root, Math.floor(Math.random() * 80));

      const store = await openSaveStore({ root, appVersion: 'crash-test-reader' });
      const deck = await store.getDeck('crash-deck');
      const n = Number(deck.name.slice(1));
      // Old or new, never torn: the last acknowledged save or the one in flight.
      expect(n).toBeGreaterThanOrEqual(Math.max(acks.deckAck, prevDeck));
      expect(n).toBeLessThanOrEqual(Math.max(acks.deckAck, prevDeck) + 1);
      expect(deck.cards).toHaveLength((n % 40) + 1);
      expect(deck.cards.every((c) => c.count === (n % 4) + 1)).toBe(true);

      const game = await store.getGame('crash-game');
      expect(game.actions.length).toBeGreaterThanOrEqual(Math.max(acks.gameAck, prevGame));
      expect(game.actions.length).toBeLessThanOrEqual(Math.max(acks.gameAck, prevGame) + 1);
      game.actions.forEach((a, idx) => expect(a).toEqual({ n: idx, pad: 'x'.repeat(idx % 50) }));

      lastOrNext('hints', game.hints ?? 0, acks.hintsAck);
      const run = await store.runs.get('crash-run');
      const runN = Number(run.current!.gameId.slice(2));
      lastOrNext('run', runN, acks.runAck);
      expect(run.games).toHaveLength(runN % 50);
      const lab = await store.getDeckLab('crash-deck');
      lastOrNext('lab', lab!.result.elapsedMs, acks.labAck);
      expect(lab!.result.gamesPerPairing).toBe((lab!.result.elapsedMs % 20) + 1);
      const progress = await store.getPuzzleProgress();
      lastOrNext('puzzle', progress.puzzles['clash/crash-puzzle']!.attempts, acks.puzzleAck);

      const settings = await store.getSettings();
      expect(settings.textScale).toBeGreaterThanOrEqual(0.75);

      // A torn journal line is repaired and reported; nothing else may go wrong.
      const problems = store.problems();
      expect(problems.filter((p) => p.reason !== 'journal-repaired')).toEqual([]);
      repairs += problems.length;

      // No leftover temp files after open (they are cleaned up).
      for (const dir of ['', 'decks', 'games', 'runs', 'labs']) {
        expect((await readdir(join(root, dir))).filter((f) => /\.json\.\d+$/.test(f))).toEqual([]);
      }
      prevDeck = n;
      prevGame = game.actions.length;
    }
    // Every run saved before it was killed; if not, the test proved nothing.
    expect(prevDeck).toBeGreaterThanOrEqual(ITERATIONS);
    expect(prevGame).toBeGreaterThanOrEqual(ITERATIONS);
    for (const [what, n] of Object.entries(prev))
      expect(n, `${what} never saved`).toBeGreaterThanOrEqual(ITERATIONS);
    console.log(
      `crash loop (${command.length === 1 ? 'bundle' : 'tsx'}): ${ITERATIONS} kills, deck v${prevDeck}, ${prevGame} actions, hints ${prev.hints}, run ${prev.run}, lab ${prev.lab}, puzzle attempts ${prev.puzzle}, ${repairs} journal repairs`,
    );
  }, 120_000);
});
