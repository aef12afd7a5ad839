/**
 * Review jobs belong to the pages that asked for them (issue #32): pushes go to those pages
 * only, one page may run a bounded number (one more answers `busy`), a page that goes away
 * stops its jobs, and deleting the replay stops its review without writing a review file.
 * The worker pool is a stand-in whose jobs wait until stopped (or answered by the test).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReviewService, type ReviewPush } from './review-service';
import { openSaveStoreSync } from './open-save-store-sync';
import { clashRules } from '../games/clash';
import type { GameSessions } from './game-sessions';
import type { WorkerPool } from '../ai/worker-pool';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

async function setup(opts: { elsewhere?: string } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-review-jobs-'));
  roots.push(root);
  const store = openSaveStoreSync({ root, appVersion: '0.1.0' });
  const state = clashRules.create({ mode: 'draft' }, 5);
  const actions: unknown[] = [];
  for (let i = 0; i < 6; i++) {
    const a = clashRules.legalActions(state)[0]!;
    clashRules.apply(state, a);
    actions.push(a);
  }
  for (const id of ['r1', 'r2', 'r3']) {
    await store.startGame({
      id,
      game: 'clash',
      options: { mode: 'draft' },
      seed: 5,
      mode: { kind: 'hotseat' },
      seats: [{ name: 'A' }, { name: 'B' }],
      actions,
    });
    await store.finishGame(id, { winner: 0 });
  }
  const stopped: string[] = [];
  const pool = {
    run: (_msg: unknown, signal?: AbortSignal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          stopped.push('job');
          reject(new Error('aborted'));
        });
      }),
    warm: async () => {},
    dispose: async () => {},
  } as unknown as WorkerPool;
  const pushes: { p: ReviewPush; to: string | undefined }[] = [];
  // One open game against the computer ('g1', the human in seat 0, to move), for hints.
  const sessions = {
    openElsewhere: (id: string, caller: string | undefined) =>
      id === opts.elsewhere && caller !== 'owner',
    record: (id: string) =>
      id === 'g1'
        ? {
            game: 'clash',
            options: { mode: 'draft' },
            seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }],
          }
        : null,
    view: () => ({ ok: true, value: { toMove: 0, view: {} } }),
  } as unknown as GameSessions;
  const review = createReviewService({
    store,
    pool: () => pool,
    sessions,
    settled: async () => {},
    push: (p, to) => pushes.push({ p, to }),
  });
  return { store, review, pushes, stopped, root };
}

const flush = () => new Promise((r) => setTimeout(r, 20));

describe('review jobs per page', () => {
  it('pushes go only to the pages that asked; a page that closes stops its job', async () => {
    const { review, pushes, stopped } = await setup();
    const a = await review.start({ replayId: 'r1', mode: 'full' }, 'page-a');
    expect(a.status).toBe('running');
    // Page B asks for the same review: it joins the job.
    const b = await review.start({ replayId: 'r1', mode: 'full' }, 'page-b');
    expect(b).toEqual(a);
    review.release('page-a');
    await flush();
    expect(stopped).toEqual([]); // B still waits for it
    review.release('page-b');
    await flush();
    expect(stopped.length).toBeGreaterThan(0);
    const to = new Set(pushes.map((x) => x.to));
    expect([...to].every((t) => t === 'page-a' || t === 'page-b')).toBe(true);
    // The job stopped when its last page left: that page (only) hears it.
    expect(pushes.filter((x) => x.p.event === 'review.failed').map((x) => x.to)).toEqual([
      'page-b',
    ]);
  });

  it('a page may run two reviews; a third answers busy; another page is not held up', async () => {
    const { review } = await setup();
    await review.start({ replayId: 'r1', mode: 'full' }, 'page-a');
    await review.start({ replayId: 'r2', mode: 'full' }, 'page-a');
    await expect(review.start({ replayId: 'r3', mode: 'full' }, 'page-a')).rejects.toMatchObject({
      code: 'rule',
      ruleCode: 'busy',
    });
    expect((await review.start({ replayId: 'r3', mode: 'full' }, 'page-b')).status).toBe('running');
    // Cancelling only works for a page that waits for the job.
    const job = await review.start({ replayId: 'r3', mode: 'full' }, 'page-b');
    if (job.status !== 'running') throw new Error('expected a running job');
    expect(review.cancel(job.jobId, 'page-a')).toBe(false);
    expect(review.cancel(job.jobId, 'page-b')).toBe(true);
    review.dispose();
  });

  it('deleting the replay stops its review, and no review file is written', async () => {
    const { review, store, stopped } = await setup();
    await review.start({ replayId: 'r1', mode: 'full' }, 'page-a');
    review.forgetReplay('r1');
    await store.deleteReplay('r1');
    await flush();
    expect(stopped.length).toBeGreaterThan(0);
    expect(await store.getReview('r1')).toBeNull();
  });

  it(
    'a page that goes away stops its hint: the worker job is stopped, nothing is counted',
    { timeout: 10_000 },
    async () => {
      const { review, stopped } = await setup();
      const hint = review.hint('g1', 0, 'page-a');
      await flush();
      expect(stopped).toEqual([]);
      review.release('page-a');
      await expect(hint).rejects.toMatchObject({ code: 'rule' });
      expect(stopped).toEqual(['job']);
      expect(review.hintsUsed('g1')).toBe(0);
    },
  );

  it('a stored replay is checked again before a review: size bounds on what it copies', async () => {
    const { review, store, stopped } = await setup();
    const seats = [{ name: 'A' }, { name: 'B' }];
    const base = { game: 'clash' as const, seed: 5, mode: { kind: 'hotseat' as const }, seats };
    // 100 KB of junk in the options; one 10 KB action: each is refused before any worker runs.
    await store.startGame({
      ...base,
      id: 'big-options',
      options: { mode: 'draft', junk: 'x'.repeat(100_000) },
      actions: [],
    });
    await store.finishGame('big-options', { winner: 0 });
    await store.startGame({
      ...base,
      id: 'big-action',
      options: { mode: 'draft' },
      actions: [{ pick: 0, junk: 'y'.repeat(10_000) }],
    });
    await store.finishGame('big-action', { winner: 0 });
    for (const replayId of ['big-options', 'big-action'])
      await expect(review.start({ replayId, mode: 'full' }, 'page-a')).rejects.toMatchObject({
        code: 'rule',
        ruleCode: 'replay-too-large',
      });
    expect(stopped).toEqual([]);
    // A normal replay still runs.
    expect((await review.start({ replayId: 'r1', mode: 'full' }, 'page-a')).status).toBe('running');
    review.dispose();
  });

  it("another page's open game cannot be reviewed or hinted", async () => {
    const { review } = await setup({ elsewhere: 'r1' });
    await expect(review.start({ replayId: 'r1', mode: 'full' }, 'page-b')).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(review.hint('r1', 0, 'page-b')).rejects.toMatchObject({ code: 'not-found' });
  });
});
