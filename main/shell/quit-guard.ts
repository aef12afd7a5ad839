/**
 * Electron quits in steps: `before-quit`, windows close, `will-quit`, exit. Either event can be
 * cancelled with preventDefault(); we cancel the first one, run the (bounded) shutdown — stop
 * the computer players, finish queued saves — and then call app.quit() again, which this time
 * goes through. Every quit path (menu, Cmd-Q, last window closed → app.quit()) passes here.
 * Kept free of Electron imports so it can be tested with a fake app.
 */
export interface QuitEvent {
  preventDefault(): void;
}

export interface QuittableApp {
  on(event: 'before-quit' | 'will-quit', listener: (event: QuitEvent) => void): unknown;
  quit(): void;
}

export function guardQuit(
  app: QuittableApp,
  shutdown: () => Promise<unknown>,
  log: (line: string) => void = (l) => console.error(l),
): void {
  let state: 'running' | 'stopping' | 'done' = 'running';
  const onQuit = (event: QuitEvent): void => {
    if (state === 'done') return;
    event.preventDefault();
    if (state === 'stopping') return; // a second Cmd-Q while saving: the first one will quit
    state = 'stopping';
    void shutdown()
      .catch((err: unknown) =>
        log(`[quit] shutdown failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        state = 'done';
        app.quit();
      });
  };
  app.on('before-quit', onQuit);
  app.on('will-quit', onQuit);
}
