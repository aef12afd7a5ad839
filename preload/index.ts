/**
 * The only bridge between the sandboxed renderer and the main process.
 *
 * Exposes `window.api = { invoke(channel, arg), on(event, listener) }`, restricted to the
 * names in the IPC contract: no raw ipcRenderer, no Node API, and the Electron event object
 * never reaches the page. Built as CommonJS (a sandboxed preload cannot be an ES module).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { isChannelName, isPushName } from '../main/ipc/channels';

const api = {
  invoke(channel: unknown, arg?: unknown): Promise<unknown> {
    if (!isChannelName(channel)) {
      return Promise.resolve({
        ok: false,
        error: {
          code: 'unknown-channel',
          message: `no such channel: ${String(channel).slice(0, 64)}`,
        },
      });
    }
    return ipcRenderer.invoke(channel, arg);
  },
  on(event: unknown, listener: unknown): () => void {
    if (!isPushName(event))
      throw new TypeError(`no such push event: ${String(event).slice(0, 64)}`);
    if (typeof listener !== 'function') throw new TypeError('listener must be a function');
    const wrapped = (_e: IpcRendererEvent, payload: unknown) =>
      (listener as (p: unknown) => void)(payload);
    ipcRenderer.on(event, wrapped);
    return () => {
      ipcRenderer.removeListener(event, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
