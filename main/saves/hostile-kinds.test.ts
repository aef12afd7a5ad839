/**
 * Issue #32 item 10: the file kinds added since the crash and fault tests were written —
 * gauntlet runs, deck-lab results, puzzle progress, imported puzzles, the replay index and a
 * game header's hint count — each met as a torn file, as a well-formed file whose data breaks
 * its schema (a hostile copy), and as a file from a newer Cardhall. The torn and hostile copies
 * must be set aside in damaged/ byte for byte and reported, the app going on with a fresh file;
 * the newer one is reported, never moved and never overwritten, even when the app writes that
 * kind right after.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSaveStore, type SaveStore } from './save-store';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

const AT = '2026-12-03T12:00:00.000Z';
const LAB = {
  deckId: 'deck-1',
  result: {
    format: 'deck-lab/1',
    deckHash: 'abc123',
    level: 'easy',
    gamesPerPairing: 4,
    pairings: [
      {
        opponent: 'ember-rush',
        games: 4,
        wins: 2,
        losses: 2,
        draws: 0,
        rate: 0.5,
        low: 0.2,
        high: 0.8,
      },
    ],
    elapsedMs: 10,
    finishedAt: AT,
  },
};
const PUZZLE = { format: 'puzzle/1', id: 'p-1', game: 'clash', setup: { any: 'thing' } };
const RUN = {
  game: 'clash',
  status: 'playing',
  games: [],
  current: { gameId: 'g-2', level: 'easy' },
  startedAt: AT,
};

interface Case {
  name: string;
  /** The file, relative to the save root. */
  rel: string;
  kind: string;
  /** Data that breaks the kind's schema (a hostile or buggy writer). */
  hostile: unknown;
  /** Files the case needs before the bad copy is planted. */
  prepare?(s: SaveStore): Promise<void>;
  /** Read the kind the way the app does: must not throw for a damaged file. */
  read(s: SaveStore): Promise<unknown>;
  /** Write the kind the way the app does (after reading). */
  write(s: SaveStore): Promise<unknown>;
}

const CASES: Case[] = [
  {
    name: 'a gauntlet run',
    rel: 'runs/run-1.json',
    kind: 'gauntlet-run',
    hostile: { ...RUN, status: 'won' }, // finished yet playing a game
    read: (s) => s.runs.list(),
    write: (s) => s.runs.save('run-1', RUN),
  },
  {
    name: 'a deck-lab result',
    rel: 'labs/deck-1.json',
    kind: 'deck-lab',
    hostile: {
      ...LAB,
      result: { ...LAB.result, pairings: [{ ...LAB.result.pairings[0], rate: 7 }] },
    },
    read: (s) => s.getDeckLab('deck-1'),
    write: (s) => s.saveDeckLab(LAB),
  },
  {
    name: 'puzzle progress',
    rel: 'puzzles.json',
    kind: 'puzzle-progress',
    hostile: { puzzles: { '../../etc': { solved: true, attempts: -1 } } },
    read: (s) => s.getPuzzleProgress(),
    write: (s) => s.recordPuzzleAttempt('clash/p-1', true, 3),
  },
  {
    name: 'imported puzzles',
    rel: 'puzzles-imported.json',
    kind: 'imported-puzzles',
    hostile: { puzzles: [{ ...PUZZLE, id: '<script>' }] },
    read: (s) => s.getImportedPuzzles(),
    write: (s) => s.addImportedPuzzle(PUZZLE as never),
  },
  {
    name: 'the replay index',
    rel: 'replay-index.json',
    kind: 'replay-index',
    hostile: { appVersion: '0.1.0', entries: [{ summary: { id: '../x' } }] },
    prepare: async (s) => {
      await startGame(s, 'g-r');
      await s.finishGame('g-r', { winner: 0, reason: 'won' });
    },
    read: (s) => s.listReplays(),
    // The index is written by the listing that rebuilt it.
    write: async (s) => {
      await s.deleteReplay('g-r');
      await s.flush();
    },
  },
  {
    name: 'a game header with its hint count',
    rel: 'games/g-h.json',
    kind: 'game-in-progress',
    hostile: 'hints', // built from the real header below
    prepare: async (s) => {
      await startGame(s, 'g-h');
      await s.setGameHints('g-h', 2);
    },
    read: (s) => s.listGames(),
    // A hint counted: the header is rewritten (a fresh game when the old one was set aside).
    write: (s) =>
      s.setGameHints('g-h', 1).catch(async (e: { code?: string }) => {
        if (e.code !== 'not-found') throw e;
        await startGame(s, 'g-h');
        await s.setGameHints('g-h', 1);
      }),
  },
];

async function startGame(s: SaveStore, id: string): Promise<unknown> {
  return s.startGame({
    id,
    game: 'clash',
    options: { pool: 'initiation' },
    seed: 7,
    mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'normal' },
    seats: [{ name: 'Ann' }, { name: 'AI' }],
  });
}

async function fresh(c: Case): Promise<{ root: string; store: SaveStore }> {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-hostile-'));
  roots.push(root);
  const store = await openSaveStore({ root, appVersion: '0.1.0' });
  await c.prepare?.(store);
  await store.flush();
  return { root, store };
}

function envelope(c: Case, data: unknown, schemaVersion = 1): string {
  return JSON.stringify({ kind: c.kind, schemaVersion, savedAt: AT, appVersion: '0.1.0', data });
}

function hostileBytes(c: Case, root: string): string {
  if (c.hostile !== 'hints') return envelope(c, c.hostile);
  // The game's real header with a forged hint count.
  const file = JSON.parse(readFileSync(join(root, c.rel), 'utf8'));
  expect(file.data.hints).toBe(2);
  file.data.hints = -3;
  return JSON.stringify(file);
}

describe('damaged and hostile copies of the newer file kinds', () => {
  for (const c of CASES) {
    for (const variant of ['torn', 'hostile'] as const) {
      it(`${c.name} (${c.rel}), ${variant}: set aside byte for byte, reported, then written afresh`, async () => {
        const { root } = await fresh(c);
        const bytes =
          variant === 'torn' ? envelope(c, c.hostile).slice(0, 40) : hostileBytes(c, root);
        writeFileSync(join(root, c.rel), bytes);
        // A new process meets the file.
        const s = await openSaveStore({ root, appVersion: '0.1.0' });
        await expect(c.read(s)).resolves.toBeDefined();
        const problem = s.problems().find((p) => p.file === c.rel);
        expect(problem, JSON.stringify(s.problems())).toMatchObject({
          kind: c.kind,
          reason: variant === 'torn' ? 'bad-json' : 'invalid-data',
        });
        expect(problem!.movedTo).toMatch(/^damaged\//);
        expect(readFileSync(join(root, problem!.movedTo!), 'utf8')).toBe(bytes);
        await c.write(s);
        await s.flush();
        // The copy set aside is never overwritten by the fresh file.
        expect(readFileSync(join(root, problem!.movedTo!), 'utf8')).toBe(bytes);
        if (existsSync(join(root, c.rel)))
          expect(readFileSync(join(root, c.rel), 'utf8')).not.toBe(bytes);
      });
    }

    it(`${c.name} (${c.rel}) from a newer Cardhall: reported, left in place, never overwritten`, async () => {
      const { root } = await fresh(c);
      const bytes = envelope(c, { from: 'the future' }, 99);
      writeFileSync(join(root, c.rel), bytes);
      const s = await openSaveStore({ root, appVersion: '0.1.0' });
      await c.read(s).catch(() => undefined);
      await c.write(s).catch((e: { code?: string }) => expect(e.code).toBe('newer-version'));
      await s.flush();
      expect(readFileSync(join(root, c.rel), 'utf8')).toBe(bytes);
      expect(s.problems().find((p) => p.file === c.rel)).toMatchObject({
        reason: 'newer-version',
        movedTo: null,
      });
    });
  }
});
