/**
 * Opens the save store synchronously, for createServices (which builds the handler table
 * synchronously in both the Electron entry and the browser host). Does exactly what
 * main/saves openSaveStore does first — create the folders, delete the temp files of
 * interrupted atomic writes — then constructs the store.
 *
 * Run once per save root (Electron holds the single-instance lock; the browser host is one
 * process per --data-dir).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FOLDERS, SaveStore, type SaveStoreOptions } from '../saves';

/** write-file-atomic's temp files: `<name>.json.<uint32>` (same rule as save-store.ts). */
const STALE_TEMP = /\.json\.\d+$/;

export function openSaveStoreSync(opts: SaveStoreOptions): SaveStore {
  mkdirSync(opts.root, { recursive: true });
  for (const dir of ['', ...Object.values(FOLDERS)]) {
    const abs = join(opts.root, dir);
    mkdirSync(abs, { recursive: true });
    for (const name of readdirSync(abs)) {
      if (STALE_TEMP.test(name)) rmSync(join(abs, name), { force: true });
    }
  }
  return new SaveStore(opts);
}
