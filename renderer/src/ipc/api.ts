/**
 * How the renderer reaches the main process: `window.api` (exposed by the preload) in the
 * desktop app, or the WebSocket client when the page is served by the browser host. Both
 * implement the contract's CardhallApi, so screens never know which one they use.
 */
import type { CardhallApi } from '../../../main/ipc/contract';
import { createWsApi } from './ws-client';

declare global {
  interface Window {
    /** Set by preload/index.ts in Electron; absent in a plain browser. */
    api?: CardhallApi;
  }
}

let cached: CardhallApi | null = null;

export function getApi(): CardhallApi {
  if (cached) return cached;
  if (window.api) {
    cached = window.api;
  } else {
    // The host prints a URL like http://127.0.0.1:PORT/?token=…; the WebSocket needs that token.
    const token = new URLSearchParams(location.search).get('token') ?? '';
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    cached = createWsApi(`${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`);
  }
  return cached;
}
