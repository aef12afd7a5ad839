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

export function wireIpc(ipcMain: IpcMain, dispatch: Dispatch, app: AppLocation): void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event, arg: unknown) => {
      if (!isTrustedFrame(event.senderFrame, app)) return fail('bad-request', 'caller is not the app window');
      return dispatch(channel, arg);
    });
  }
}
