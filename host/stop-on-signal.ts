/**
 * Ctrl-C / SIGTERM for the browser host: close it — which finishes queued saves, waiting a
 * few seconds at most (RunningHost.close) — then exit. A second signal while closing exits at
 * once, for a user who really means it.
 */
import type { RunningHost } from './server';

export function stopOnSignals(
  host: Pick<RunningHost, 'close'>,
  opts: {
    log?: (line: string) => void;
    exit?: (code: number) => void;
    signals?: NodeJS.Signals[];
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
    host.close().then(
      (report) => exit(report.flushed ? 0 : 1),
      (err: unknown) => {
        log(`[host] stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        exit(1);
      },
    );
  };
  for (const signal of opts.signals ?? (['SIGINT', 'SIGTERM'] as NodeJS.Signals[]))
    process.on(signal, stop);
}
