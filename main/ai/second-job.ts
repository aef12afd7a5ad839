/**
 * "A second job" for measurements (issue #19 item 2: decision-time targets hold on a 2-core
 * machine with one other CPU-bound job running): one child process spinning a busy loop
 * until stopped. A separate process, not a thread of ours, so it competes for a core exactly
 * like another program would, and stopping it cannot disturb the measured process.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface SecondJob {
  /** Process id of the busy loop. */
  pid: number;
  /** Stop the busy loop (idempotent); resolves when the child has exited. */
  stop(): Promise<void>;
}

/** Start one CPU-bound child process; resolves once it is running. */
export async function startSecondJob(): Promise<SecondJob> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', 'process.stdout.write("spinning\\n"); for (;;) {}'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', () => resolve());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never outlive the measuring process (a crash or Ctrl-C must not leave a core busy).
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  return {
    pid: child.pid!,
    async stop() {
      process.removeListener('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
