/**
 * `npm run bench -- saves`: the first replay list after a start with 2,000 replays (issue #32
 * item 8). The replays are one real finished Clash game (computer against computer, easy
 * level) copied under 2,000 ids. Three figures, each a fresh store and save
 * service over the folder, as the app has after a start:
 * - no index yet (the first start after this change, or after the index is lost): every
 *   replay read and replayed for its row facts, as every first list was before;
 * - with the index (every later start): one file read;
 * - the second list in the same run (memory only).
 * Target: ≤ 300 ms for the first list with the index.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { playRecordedGame } from '../main/ai/review/selfplay';
import { gameRegistry } from '../main/games/registry';
import { FOLDERS } from '../main/saves';
import { openSaveStoreSync } from '../main/services/open-save-store-sync';
import { createSaveService } from '../main/services/save-service';

const REPLAYS = Number(process.env['BENCH_REPLAYS'] ?? 2000);
const TARGET_MS = 300;

function open(root: string) {
  const store = openSaveStoreSync({ root, appVersion: 'bench' });
  return { store, saves: createSaveService({ store, registry: gameRegistry }) };
}

async function timed(f: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

export async function runSavesBench(): Promise<{ heading: string; body: string; summary: string }> {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-bench-saves-'));
  try {
    const g = playRecordedGame('clash', ['easy', 'easy'], 7);
    const seed = open(root);
    await seed.store.startGame({
      id: 'r0',
      game: 'clash',
      options: g.options as never,
      seed: g.seed,
      mode: { kind: 'hotseat' },
      seats: [{ name: 'A' }, { name: 'B' }],
      actions: g.actions,
    });
    await seed.store.finishGame('r0', { winner: 0 });
    await seed.store.flush();
    const file = (id: string) => join(root, FOLDERS.replays, `${id}.json`);
    for (let i = 1; i < REPLAYS; i++) copyFileSync(file('r0'), file(`r${i}`));

    const cold = open(root);
    let count = 0;
    const noIndex = await timed(async () => (count = (await cold.saves.listReplays()).length));
    await cold.store.flush();
    const warm = await timed(() => cold.saves.listReplays());
    const restarted = open(root);
    const withIndex = await timed(() => restarted.saves.listReplays());
    const ok = withIndex <= TARGET_MS;
    const ms = (x: number) => `${Math.round(x)} ms`;
    const body = [
      `${count} replays (one finished Clash game of ${g.actions.length} actions, copied). Each figure is a fresh store and save service over the folder, as after a start. Target: first list with the index ≤ ${TARGET_MS} ms.`,
      '',
      '| first `replays.list` after a start | time |',
      '|---|---|',
      `| without the replay index (every replay read and replayed; every first list before issue #32 item 8) | ${ms(noIndex)} |`,
      `| with the replay index (replay-index.json: one file) | ${ms(withIndex)} ${ok ? '(target met)' : '(OVER the target)'} |`,
      `| the second list of a run (memory) | ${ms(warm)} |`,
    ].join('\n');
    return {
      heading: '## Replay list after a start (issue #32 item 8)',
      body,
      summary: `replays.list with ${count} replays: ${ms(withIndex)} with the index (target ${TARGET_MS} ms), ${ms(noIndex)} without, ${ms(warm)} warm`,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
