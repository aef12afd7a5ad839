/**
 * Wires the contract's handler table into Electron: one `ipcMain.handle` per channel, each
 * refusing callers that are not our own top-level page before the payload is even looked at.
 */
import type { IpcMain, WebFrameMain } from 'electron';
import { INVOKE_CHANNELS } from '../ipc/channels';
import { fail } from '../ipc/contract';
import type { Dispatch } from '../ipc/dispatch';
import { isAppUrl, type AppLocation } from './sender-check';

export function isTrustedFrame(frame: WebFrameMain | null | undefined, app: AppLocation): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url, app);
}

/** The connection id of a webContents (services.push / releaseConnection use it). */
export function connectionOf(webContentsId: number): string {
  return `wc-${webContentsId}`;
}

/** The webContents id of a connection id from connectionOf, or null. */
export function webContentsIdOf(conn: string): number | null {
  const m = /^wc-(\d+)$/.exec(conn);
  return m ? Number(m[1]) : null;
}

export function wireIpc(ipcMain: IpcMain, dispatch: Dispatch, app: AppLocation): void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event, arg: unknown) => {
      if (!isTrustedFrame(event.senderFrame, app))
        return fail('bad-request', 'caller is not the app window');
      // The webContents is the connection: its games are its own (pushes, view, act).
      return dispatch(channel, arg, { conn: connectionOf(event.sender.id) });
    });
  }
}
