/**
 * Every stored document is built from its schema, not copied from the request (issue #32
 * item 5): fields the schema does not name — at the top, in a seat, in a deck card, in a
 * draft, in a game result — are not written, however they are sent. (The opaque engine
 * fields, options and actions, are the engine's: game.start stores the options as the engine
 * normalises them, and actions as the engine lists them — canonical-actions.test.ts.)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSaveStore } from './save-store';

const root = mkdtempSync(join(tmpdir(), 'cardhall-schema-built-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MARK = 'planted-field-xyz';
const extra = { [MARK]: 'x'.repeat(1000), __proto__x: MARK };

function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? everyFile(p) : [p];
  });
}

describe('stored documents are built from their schemas', () => {
  it('unknown fields of decks, drafts, games and results are not written; settings refuse them', async () => {
    const store = await openSaveStore({ root, appVersion: '1.0.0' });
    await store.saveDeck({
      name: 'Mine',
      cards: [{ id: 'ember-imp', count: 2, ...extra }],
      ...extra,
    });
    await store.saveDraft({
      name: 'D',
      options: { mode: 'draft' },
      seed: 1,
      actions: [],
      pool: [],
      picks: [[], []],
      firstPicker: 0,
      ...extra,
    });
    await store.startGame({
      id: 'g1',
      game: 'clash',
      options: { mode: 'draft' },
      seed: 1,
      mode: { kind: 'hotseat', ...extra },
      seats: [{ name: 'A', ...extra }, { name: 'B' }],
      actions: [],
      ...extra,
    });
    await store.finishGame('g1', { winner: 0, ...extra });
    // Settings patches are strict: an unknown field refuses the patch.
    await expect(store.updateSettings({ language: 'cs', ...extra })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await store.updateSettings({ language: 'cs' });
    await store.flush();
    const files = everyFile(root);
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toContain(MARK);
  });
});
