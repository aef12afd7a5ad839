/**
 * The single entry point for every IPC call, whatever the transport (Electron's ipcMain or
 * the browser host's WebSocket): check the channel name, bound the payload, validate it
 * against the contract's schema, run the handler, and turn anything unexpected into a
 * typed error. A handler never sees an unvalidated argument.
 */
import * as v from 'valibot';
import {
  contract,
  fail,
  isBoundedJson,
  isChannelName,
  type ChannelName,
  type IpcResult,
  type ResultOf,
} from './contract';
import type { Handlers } from './handlers';
import type { CallContext } from './call-context';
import { scrubOutgoing } from './scrub';

/** Who is calling: the transport's id of the page (a host WebSocket, an Electron webContents). */
export type { CallContext } from './call-context';

export type Dispatch = (
  channel: unknown,
  arg: unknown,
  ctx?: CallContext,
) => Promise<IpcResult<unknown>>;

export interface DispatchOptions {
  /** Where unexpected handler failures are reported (the caller only gets a short message). */
  logError?: (channel: string, err: unknown) => void;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export function createDispatch(handlers: Handlers, options: DispatchOptions = {}): Dispatch {
  const logError =
    options.logError ?? ((channel, err) => console.error(`[ipc] ${channel} failed:`, err));
  return async (channel, arg, ctx = {}) => {
    if (!isChannelName(channel)) {
      const shown =
        typeof channel === 'string' ? JSON.stringify(channel.slice(0, 64)) : typeof channel;
      return fail('unknown-channel', `no such channel: ${shown}`);
    }
    // Bound the whole payload first, so a schema never walks something huge or cyclic.
    if (arg !== undefined && !isBoundedJson(arg))
      return fail('bad-request', `${channel}: payload is not plain JSON within the size limits`);
    const parsed = v.safeParse(contract[channel].arg, arg);
    if (!parsed.success) return fail('bad-request', `${channel}: ${describeIssues(parsed.issues)}`);
    try {
      // Every answer leaves through the one scrubber (scrub.ts): no absolute path, no raw
      // Node error text in a message or a problem's detail.
      return scrubOutgoing(await runHandler(handlers, channel, parsed.output, ctx));
    } catch (err) {
      logError(channel, err);
      return fail('internal', `${channel}: internal error`);
    }
  };
}

// One generic call site keeps the per-channel typing of the handler table intact.
function runHandler<K extends ChannelName>(
  handlers: Handlers,
  channel: K,
  arg: unknown,
  ctx: CallContext,
): Promise<IpcResult<ResultOf<K>>> | IpcResult<ResultOf<K>> {
  const handler = handlers[channel] as (
    a: unknown,
    c: CallContext,
  ) => Promise<IpcResult<ResultOf<K>>> | IpcResult<ResultOf<K>>;
  return handler(arg, ctx);
}
