// Saved game reviews (kinds/review.ts): round trip, refusal of invalid data, a damaged file
// read as "no review" (moved aside, the replay is analysed again), deleted with the replay.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSaveStore } from './save-store';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const review = {
  format: 'review/1',
  game: 'clash',
  mode: 'full',
  players: [0],
  iterations: 300,
  curve: [0.5, 0.6, 1],
  decisions: [
    {
      step: 0,
      player: 0,
      turn: 1,
      played: { kind: 'assault' },
      preferred: { kind: 'pick', card: 'ogre' },
      before: 0.6,
      after: 0.5,
      drop: 0.1,
      mark: 'mistake',
      facts: {},
    },
  ],
  accuracy: [60, null],
  swings: [{ step: 1, player: 1, delta: 0.4 }],
  elapsedMs: 12,
  actionCount: 2,
};

describe('saved reviews', () => {
  it('round trip, validation, damage, deletion with the replay', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-reviews-'));
    dirs.push(root);
    const store = await openSaveStore({ root, appVersion: '0.1.0' });
    expect(await store.getReview('r1')).toBeNull();
    await store.saveReview({ replayId: 'r1', reviews: [review] });
    expect((await store.getReview('r1'))!.reviews[0]).toEqual(review);
    await expect(
      store.saveReview({ replayId: 'r1', reviews: [{ ...review, curve: [2] }] }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(store.saveReview({ replayId: '../x', reviews: [] })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect((await store.getReview('r1'))!.reviews[0]).toEqual(review);

    writeFileSync(
      join(root, 'reviews', 'r2.json'),
      '{"kind":"replay-review","schemaVersion":1,"savedAt":"x","appVersion":"0","data":{"nope":1}}',
    );
    expect(await store.getReview('r2')).toBeNull();
    expect(JSON.stringify(store.problems())).toContain('r2');

    expect(existsSync(join(root, 'reviews', 'r1.json'))).toBe(true);
    await store.deleteReplay('r1');
    expect(existsSync(join(root, 'reviews', 'r1.json'))).toBe(false);
  });
});
