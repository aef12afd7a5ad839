/**
 * Ctrl-C / SIGTERM for the browser host: close it — which finishes queued saves, waiting a
 * few seconds at most (RunningHost.close) — then exit. A second signal while closing exits at
 * once, for a user who really means it.
 */
import type { RunningHost } from './server';

/** The host ends at most this long after SIGTERM / Ctrl-C. */
export const STOP_DEADLINE_MS = 4800;

export function stopOnSignals(
  host: Pick<RunningHost, 'close'>,
  opts: {
    log?: (line: string) => void;
    exit?: (code: number) => void;
    signals?: NodeJS.Signals[];
    /**
     * However stopping goes, the process ends this long after the signal (issue #32 item 9:
     * "stops on SIGTERM within 5 s"; a hung file read once kept it alive for good). Default
     * 4.8 s; the saves get SHUTDOWN_WAIT_MS of it (web-host.ts passes 4 s).
     */
    deadlineMs?: number;
  } = {},
): void {
  const log = opts.log ?? ((line: string) => console.error(line));
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`[host] ${signal} again: exiting without waiting for saves`);
      exit(1);
      return;
    }
    stopping = true;
    log(`[host] ${signal}: finishing saves and stopping`);
    const deadlineMs = opts.deadlineMs ?? STOP_DEADLINE_MS;
    const deadline = setTimeout(() => {
      log(`[host] not stopped within ${deadlineMs} ms: exiting without waiting any longer`);
      exit(1);
    }, deadlineMs);
    host.close().then(
      (report) => {
        clearTimeout(deadline);
        exit(report.flushed ? 0 : 1);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log(`[host] stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        exit(1);
      },
    );
  };
  for (const signal of opts.signals ?? (['SIGINT', 'SIGTERM'] as NodeJS.Signals[]))
    process.on(signal, stop);
}
