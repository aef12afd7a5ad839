/**
 * Who is calling a channel. Its own module so that the handlers (which read it) and
 * dispatch.ts (which passes it) do not import each other.
 */
export interface CallContext {
  /** The connection (browser tab or Electron window) that sent the call; it owns the games it opens. */
  conn?: string;
}
