/**
 * Player settings, `settings.json` (kinds/settings.ts): always usable — defaults for whatever
 * is missing, invalid or unreadable (a damaged file is set aside and reported). An update
 * reads, changes and writes the file inside its queue, so two updates never lose each other.
 * On the save store's own file context and per-file queue (save-store.ts owns one).
 */
import { readDocumentFile, writeDocumentFile, type FileContext } from './document-file';
import { validateInput } from './inputs';
import type { KeyedQueue } from './keyed-queue';
import {
  DEFAULT_SETTINGS,
  type Settings,
  SettingsKind,
  SettingsPatchSchema,
} from './kinds/settings';

export const SETTINGS_FILE = 'settings.json';

export class SettingsStore {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
  ) {}

  /** Always usable settings: defaults for whatever is missing, invalid or unreadable. */
  get(): Promise<Settings> {
    return this.queue.run(SETTINGS_FILE, () => this.read());
  }

  /** Apply a partial update; every given field must be valid. Returns the full new settings. */
  async update(patch: unknown): Promise<Settings> {
    const p = validateInput(SettingsPatchSchema, patch, 'settings');
    return this.queue.run(SETTINGS_FILE, async () => {
      const next: Settings = { ...(await this.read()) };
      for (const [k, val] of Object.entries(p))
        if (val !== undefined) (next as Record<string, unknown>)[k] = val;
      await writeDocumentFile(this.ctx, SETTINGS_FILE, SettingsKind, next);
      return next;
    });
  }

  /** Back to the defaults (the file is rewritten). */
  reset(): Promise<Settings> {
    return this.queue.run(SETTINGS_FILE, async () => {
      const next: Settings = { ...DEFAULT_SETTINGS };
      await writeDocumentFile(this.ctx, SETTINGS_FILE, SettingsKind, next);
      return next;
    });
  }

  private async read(): Promise<Settings> {
    const r = await readDocumentFile(this.ctx, SETTINGS_FILE, SettingsKind);
    return r.status === 'ok' ? r.value : { ...DEFAULT_SETTINGS };
  }
}
