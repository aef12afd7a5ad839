/**
 * Load a battle table's code (Phaser is most of it: ~1.3 MB to compile and run, several hundred
 * ms on a loaded machine without a GPU) while the player is still on the setup or draft screen,
 * in idle time, instead of when the battle appears. The later `import()` of the same module
 * then resolves at once. Each step runs in its own idle period, after the previous one ended.
 * Failures are ignored: the table loads what it needs again when it is shown.
 */
export function preloadWhenIdle(...steps: (() => unknown)[]): () => void {
  let cancelled = false;
  let cancelCurrent: () => void = () => undefined;
  const w = globalThis as {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  const schedule = (run: () => void) => {
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(run, { timeout: 3000 });
      cancelCurrent = () => w.cancelIdleCallback?.(id);
    } else {
      const id = setTimeout(run, 200);
      cancelCurrent = () => clearTimeout(id);
    }
  };
  const next = (i: number) => {
    const step = steps[i];
    if (cancelled || !step) return;
    schedule(() => {
      if (cancelled) return;
      void Promise.resolve()
        .then(step)
        .catch(() => undefined)
        .then(() => next(i + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelCurrent();
  };
}
