/**
 * The log of a resumed game, rebuilt from what main kept of each action (`game.log`), as the
 * person who saw it live saw it: with seat logs each human seat its own; otherwise one line
 * per action, through the acting seat's eyes in hotseat and the human seat's against the
 * computer. `fetchSeatLogs` asks main; `rebuiltLog` and `logLines` are pure (tested without
 * main), so the session (./session.svelte.ts) only merges the result with live lines.
 */
import type { PlayerId } from '../../../main/ipc/contract';
import { getApi } from '../ipc/api';
import type { LogEntry, SessionView } from './session-types';

/** One action of a seat's log as main sends it. */
export interface SeatLogEntry {
  by: PlayerId;
  events: unknown[];
}

/** Log lines of `events`, seen by `viewer`, caused by action number `action` (0: none). */
export function logLines<V, A, E>(
  events: readonly unknown[],
  viewer: PlayerId,
  action: number,
  after: SessionView<V, A>,
  nextId: () => number,
): LogEntry<V, A, E>[] {
  return events.map((event) => ({ id: nextId(), event: event as E, viewer, action, after }));
}

export function rebuiltLog<V, A, E>(o: {
  /** Each human seat's log, in action order (every seat's has one entry per action). */
  logs: ReadonlyMap<PlayerId, readonly SeatLogEntry[]>;
  humans: readonly PlayerId[];
  /** The game's opening lines (no action carries them), seen by the first human seat. */
  opening: readonly E[];
  seatLogs: boolean;
  hotseat: boolean;
  /** The view every rebuilt line names its cards by (the game as it is now). */
  after: SessionView<V, A>;
  nextId: () => number;
}): LogEntry<V, A, E>[] {
  const first = o.humans[0]!;
  const lines = (events: readonly unknown[], viewer: PlayerId, action: number) =>
    logLines<V, A, E>(events, viewer, action, o.after, o.nextId);
  const entries = lines(o.opening, first, 0);
  const count = o.logs.get(first)?.length ?? 0;
  for (let i = 0; i < count; i++) {
    if (o.seatLogs) {
      for (const p of o.humans) entries.push(...lines(o.logs.get(p)?.[i]?.events ?? [], p, i + 1));
      continue;
    }
    const by = o.logs.get(first)![i]!.by;
    const viewer: PlayerId = o.hotseat ? by : first;
    entries.push(...lines(o.logs.get(viewer)![i]!.events, viewer, i + 1));
  }
  return entries;
}

/** Each human seat's log and the game's opening events from main, or main's refusal. */
export async function fetchSeatLogs(
  gameId: string,
  humans: readonly PlayerId[],
): Promise<{ logs: Map<PlayerId, SeatLogEntry[]>; opening: unknown[] } | string> {
  const logs = new Map<PlayerId, SeatLogEntry[]>();
  let opening: unknown[] = [];
  for (const p of humans) {
    const r = await getApi().invoke('game.log', { gameId, player: p });
    if (!r.ok) return r.error.message;
    logs.set(p, r.value.entries);
    if (p === humans[0]) opening = r.value.opening ?? [];
  }
  return { logs, opening };
}
