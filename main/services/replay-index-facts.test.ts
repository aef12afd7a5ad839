/**
 * Issue #32 item 8: the replay list's rows and their facts live in the replay index
 * (replay-index.json), so the first list after a start reads that one file — no replay is read
 * or replayed — and gives the same rows as the list before the restart. Facts of another app
 * version's rules are worked out again; a damaged index is rebuilt from the replays. (The
 * speed with 2,000 replays is a benchmark row: `npm run bench -- saves`.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSaveStoreSync } from './open-save-store-sync';
import { createSaveService } from './save-service';
import { gameRegistry } from '../games/registry';
import { clashRules } from '../games/clash';
import { REPLAY_INDEX_FILE } from '../saves/replay-index';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

/** `n` finished Clash games and one whose options today's rules refuse. */
async function folderWithReplays(n: number): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-replay-index-'));
  roots.push(root);
  const store = openSaveStoreSync({ root, appVersion: '1.0.0' });
  const seats = [{ name: 'A' }, { name: 'B' }];
  for (let i = 0; i < n; i++) {
    const state = clashRules.create({ mode: 'preconstructed' }, 10 + i);
    const actions: unknown[] = [];
    for (let k = 0; k < 5 + i; k++) {
      const a = clashRules.legalActions(state)[0]!;
      clashRules.apply(state, a);
      actions.push(a);
    }
    const id = `game-${i}`;
    await store.startGame({
      id,
      game: 'clash',
      options: { mode: 'preconstructed' },
      seed: 10 + i,
      mode: { kind: 'hotseat' },
      seats,
      actions,
    });
    await store.finishGame(id, { winner: 0 });
  }
  await store.startGame({
    id: 'refused',
    game: 'orbs',
    options: { decks: [['No Such Card'], ['No Such Card']] },
    seed: 1,
    mode: { kind: 'hotseat' },
    seats,
    actions: [],
  });
  await store.finishGame('refused', { winner: 1 });
  await store.flush();
  return root;
}

function open(root: string, appVersion = '1.0.0') {
  const store = openSaveStoreSync({ root, appVersion });
  const saves = createSaveService({ store, registry: gameRegistry, logError: () => undefined });
  return { store, saves };
}

describe('replay rows from the replay index (issue #32 item 8)', () => {
  it('after a restart the list reads only the index, and its rows are the same', async () => {
    const root = await folderWithReplays(4);
    const first = open(root);
    const before = await first.saves.listReplays();
    expect(before).toHaveLength(5);
    expect(before.find((r) => r.id === 'refused')).toMatchObject({ broken: true, decks: null });
    expect(before.filter((r) => !r.broken).every((r) => r.turn !== null && r.decks)).toBe(true);
    await first.store.flush();

    const again = open(root);
    const reads = again.store.documentReads;
    expect(await again.saves.listReplays()).toEqual(before);
    expect(again.store.documentReads - reads).toBe(1); // replay-index.json, no replay
  });

  it('facts from another version are worked out again; a damaged index is rebuilt', async () => {
    const root = await folderWithReplays(2);
    const first = open(root);
    const before = await first.saves.listReplays();
    await first.store.flush();

    const updated = open(root, '2.0.0');
    const reads = updated.store.documentReads;
    expect(await updated.saves.listReplays()).toEqual(before);
    expect(updated.store.documentReads - reads).toBe(1 + 3); // the index, then every replay
    await updated.store.flush();

    writeFileSync(join(root, REPLAY_INDEX_FILE), '{"kind":"replay-index","sch');
    const damaged = open(root, '2.0.0');
    expect(await damaged.saves.listReplays()).toEqual(before);
    await damaged.store.flush();
    const rebuilt = open(root, '2.0.0');
    const r0 = rebuilt.store.documentReads;
    expect(await rebuilt.saves.listReplays()).toEqual(before);
    expect(rebuilt.store.documentReads - r0).toBe(1);
  });

  it('a finished or deleted replay updates the index', async () => {
    const root = await folderWithReplays(2);
    const first = open(root);
    await first.saves.listReplays();
    await first.saves.deleteReplay('game-0');
    await first.store.flush();
    const again = open(root);
    expect((await again.saves.listReplays()).map((r) => r.id).sort()).toEqual([
      'game-1',
      'refused',
    ]);
  });
});
