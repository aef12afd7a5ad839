/**
 * The browser version of `window.api`: the same CardhallApi interface, spoken over the
 * browser host's WebSocket (host/server.ts). Calls made before the socket opens wait for it;
 * if the connection is lost, pending and later calls resolve to a typed 'internal' error
 * (they never throw), exactly like an IPC failure in Electron.
 */
import { isChannelName, isPushName } from '../../../main/ipc/channels';
import type { CardhallApi, IpcResult, PushName } from '../../../main/ipc/contract';

type Pending = (result: IpcResult<unknown>) => void;

export function createWsApi(url: string, WebSocketImpl: typeof WebSocket = WebSocket): CardhallApi {
  const socket = new WebSocketImpl(url);
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true), { once: true });
    socket.addEventListener('close', () => resolve(false), { once: true });
  });
  const pending = new Map<number, Pending>();
  const listeners = new Map<PushName, Set<(payload: unknown) => void>>();
  let nextId = 1;
  let closed = false;

  const lost = (): IpcResult<never> => ({
    ok: false,
    error: { code: 'internal', message: 'connection to the game service lost' },
  });

  socket.addEventListener('message', (ev: MessageEvent) => {
    let msg: { id?: unknown; result?: IpcResult<unknown>; push?: unknown; payload?: unknown };
    try {
      msg = JSON.parse(String(ev.data));
    } catch {
      return;
    }
    if (typeof msg.id === 'number' && msg.result) {
      pending.get(msg.id)?.(msg.result);
      pending.delete(msg.id);
    } else if (isPushName(msg.push)) {
      for (const listener of listeners.get(msg.push) ?? []) listener(msg.payload);
    }
  });
  // A failed handshake fires 'error' then 'close'; 'close' does the cleanup.
  socket.addEventListener('error', () => {});
  socket.addEventListener('close', () => {
    closed = true;
    for (const resolve of pending.values()) resolve(lost());
    pending.clear();
  });

  const api = {
    async invoke(channel: string, arg?: unknown): Promise<IpcResult<unknown>> {
      if (!isChannelName(channel))
        return {
          ok: false,
          error: { code: 'unknown-channel', message: `no such channel: ${channel}` },
        };
      if (!(await opened) || closed) return lost();
      const id = nextId++;
      return new Promise<IpcResult<unknown>>((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, channel, arg }));
      });
    },
    on(event: PushName, listener: (payload: unknown) => void): () => void {
      if (!isPushName(event)) throw new TypeError(`no such push event: ${String(event)}`);
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
  return api as CardhallApi;
}
