/**
 * Finishing queued saves before the process ends. Saves are written in the background while
 * a game is played (save-service.ts); quitting the app or stopping the browser host right
 * after an action must not drop them. The wait is bounded — a hung disk must not keep the
 * app from quitting — and whatever is still unsaved at the deadline is logged by name.
 */
import type { SaveService } from './save-service';

/** How long quitting waits for queued saves (they normally take milliseconds). */
export const DEFAULT_SHUTDOWN_WAIT_MS = 5000;

export interface FlushReport {
  /** Every queued save finished in time. */
  flushed: boolean;
  waitedMs: number;
  /** Still unsaved when the wait ended (empty when flushed). */
  lost: { games: string[]; files: string[] };
}

export interface FlushOptions {
  timeoutMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export async function flushWithin(
  saves: Pick<SaveService, 'flush' | 'pending'>,
  opts: FlushOptions = {},
): Promise<FlushReport> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_SHUTDOWN_WAIT_MS;
  const log = opts.log ?? ((line: string) => console.error(line));
  const now = opts.now ?? (() => Date.now());
  const started = now();
  const before = saves.pending();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  let outcome: 'done' | 'timeout';
  try {
    outcome = await Promise.race([saves.flush().then(() => 'done' as const), timedOut]);
  } catch (err) {
    // flush() itself does not reject (failed writes are recorded by the save service), but
    // quitting must go on whatever happens here.
    log(
      `[saves] waiting for queued saves failed: ${err instanceof Error ? err.message : String(err)}`,
    );
    outcome = 'done';
  } finally {
    clearTimeout(timer);
  }
  const waitedMs = now() - started;
  if (outcome === 'done') {
    if (before.games.length + before.files.length > 0)
      log(`[saves] finished queued saves before quitting (${waitedMs} ms)`);
    return { flushed: true, waitedMs, lost: { games: [], files: [] } };
  }
  const lost = saves.pending();
  log(
    `[saves] quitting after waiting ${waitedMs} ms; not saved: ` +
      [
        lost.games.length ? `games ${lost.games.join(', ')}` : '',
        lost.files.length ? `files ${lost.files.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
  );
  return { flushed: false, waitedMs, lost };
}
