/**
 * Orbs on the shared play session (../../../play/session.svelte.ts). What Orbs adds: each
 * hotseat seat keeps its own log (a card one player drew stays hidden from the other), and the
 * table's own animation sets the pace (no extra pause after a computer move).
 */
import type { OrbsAction, OrbsEvent, OrbsView } from '../../../../../main/ipc/contract';
import {
  PlaySession,
  type Batch,
  type GamePart,
  type LogEntry,
  type SessionView,
} from '../../../play/session.svelte';

export type OrbsPlayerView = SessionView<OrbsView, OrbsAction>;
export type OrbsBatch = Batch<OrbsView, OrbsAction, OrbsEvent>;
export type OrbsLogEntry = LogEntry<OrbsView, OrbsAction, OrbsEvent>;
export type OrbsSession = PlaySession<OrbsView, OrbsAction, OrbsEvent>;

export const orbsPart: GamePart<OrbsView, OrbsAction, OrbsEvent> = {
  game: 'orbs',
  seatLogs: true,
};

export function orbsSession(): OrbsSession {
  return new PlaySession(orbsPart);
}
