/**
 * Log entries put into words once (both games' logs): a game log only grows, and turning every
 * line of a long game into words again on each new event made the Orbs renderer's 50–150 ms
 * tasks late in a game (app benchmark, #30); Clash had learnt the same earlier.
 *
 * `words(key, make)` keeps what `make` returned for `key` (an entry or the first entry of a
 * group, compared by identity) until `reset(deps)` is called with a dependency that changed
 * (the translation function after a language switch, the seat names…).
 */
export class WordsMemo<K extends object, W> {
  private memo = new WeakMap<K, W>();
  private deps: readonly unknown[] | null = null;

  /** Forget everything when any of `deps` differs (by identity) from the last call's. */
  reset(deps: readonly unknown[]): void {
    const same =
      this.deps !== null &&
      this.deps.length === deps.length &&
      deps.every((d, i) => d === this.deps![i]);
    if (same) return;
    this.memo = new WeakMap();
    this.deps = deps.slice();
  }

  words(key: K, make: () => W): W {
    if (this.memo.has(key)) return this.memo.get(key)!;
    const w = make();
    this.memo.set(key, w);
    return w;
  }
}
