/**
 * The tables' animation queue: engine events arrive in batches (a move's events, the
 * computer's turn) and are played one batch after another, never two at once. Each batch is
 * a job (an async function that animates it); `settled` is true when no job runs or waits.
 *
 * Phaser-free so it is tested on its own; both tables (Clash, Orbs) feed theirs from the
 * engine events the screen hands them, and the base scene reports `settled` to the page.
 */
export class AnimationQueue {
  private jobs: (() => Promise<void>)[] = [];
  private running = false;
  private listeners = new Set<(settled: boolean) => void>();

  /** Run `job` after the ones already queued; resolves when it has run (or failed). */
  run(job: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      this.jobs.push(async () => {
        try {
          await job();
        } catch {
          // A failed animation must not stall the table: the next view snaps it right.
        } finally {
          resolve();
        }
      });
      if (!this.running) void this.pump();
    });
  }

  /** Jobs queued behind the one running. */
  get pending(): number {
    return this.jobs.length;
  }

  get settled(): boolean {
    return !this.running && this.jobs.length === 0;
  }

  /** Called with false when a job starts on an idle queue, with true when the last one ends. */
  onChange(listener: (settled: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drop the jobs not started yet (the table closed). */
  clear(): void {
    this.jobs = [];
  }

  private async pump(): Promise<void> {
    this.running = true;
    for (const l of this.listeners) l(false);
    while (this.jobs.length > 0) await this.jobs.shift()!();
    this.running = false;
    for (const l of this.listeners) l(true);
  }
}
