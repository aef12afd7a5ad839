/**
 * Work done when the browser is idle, one job at a time while an idle period clearly has room
 * for one (`requestIdleCallback`, or a timer without it): the tables paint card looks ahead
 * with it, so a later frame only shows them (issue #30). Jobs are keyed: adding a job already
 * waiting replaces it.
 */
type IdleDeadline = { timeRemaining(): number };

function whenIdle(run: (d: IdleDeadline) => void, timeoutMs: number): void {
  const ric = (
    globalThis as {
      requestIdleCallback?: (cb: (d: IdleDeadline) => void, o?: { timeout: number }) => number;
    }
  ).requestIdleCallback;
  if (ric) ric(run, { timeout: timeoutMs });
  // Without idle callbacks: a timer, and a frame's worth of room measured from its start (a
  // fixed figure under a queue's `roomMs` would never let a job run).
  else
    setTimeout(() => {
      const start = performance.now();
      run({ timeRemaining: () => Math.max(0, 16 - (performance.now() - start)) });
    }, 50);
}

export class IdleQueue<J> {
  private readonly jobs = new Map<string, J>();
  private scheduled = false;

  /**
   * `work` does one job; one starts only while the idle period has more than `roomMs` left
   * (a job takes a few ms); a period without room waits for the next (at most `timeoutMs`).
   */
  constructor(
    private readonly work: (job: J) => void,
    private readonly roomMs = 10,
    private readonly timeoutMs = 2000,
  ) {}

  get size(): number {
    return this.jobs.size;
  }

  add(key: string, job: J): void {
    this.jobs.set(key, job);
  }

  /** Start working through the jobs in idle periods (nothing to do when already started). */
  start(): void {
    if (this.scheduled || this.jobs.size === 0) return;
    this.scheduled = true;
    const run = (d: IdleDeadline) => {
      while (this.jobs.size > 0 && d.timeRemaining() > this.roomMs) {
        const [key, job] = this.jobs.entries().next().value!;
        this.jobs.delete(key);
        this.work(job);
      }
      if (this.jobs.size > 0) whenIdle(run, this.timeoutMs);
      else this.scheduled = false;
    };
    whenIdle(run, this.timeoutMs);
  }
}
