/**
 * Runs async jobs one at a time per key (a file path), in call order. Every read-modify-write
 * and every write of a save file goes through here, so two saves of the same deck can never
 * interleave, while different files still proceed in parallel.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(key) ?? Promise.resolve();
    // A failed job must not block the next one, hence the catch on the chain only.
    const result = prev.catch(() => undefined).then(job);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /**
   * Resolves when no job is queued on any key any more — including jobs queued while waiting
   * (a job may queue another, e.g. finishing a game writes the history).
   */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }

  /** Keys that still have a job queued or running, for "what was not saved" at shutdown. */
  pendingKeys(): string[] {
    return [...this.tails.keys()];
  }
}
