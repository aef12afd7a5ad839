/**
 * Take back and concede from the page (issue #35): the page asks, main decides (the view's
 * `takeBack` says whether a take-back is allowed now; main refuses anything else). After
 * either, the game is shown afresh from main — its view and log as main now has them — by
 * showing the same game again (the `resumed` screen with a new revision), so no screen keeps
 * an undone move in its log or animation queue.
 */
import type { GameId, PlayerId, SeatSpec } from '../../../../main/ipc/contract';
import { get } from 'svelte/store';
import { getApi } from '../../ipc/api';
import { go, screen } from '../router';

export interface PlayGame {
  game: GameId;
  gameId: string;
  seats: [SeatSpec, SeatSpec];
}

let revision = 0;

/**
 * Games being handed from the screen that shows them to a fresh one: the old screen must not
 * close the game in main as it goes away (a screen closes its game when it is left).
 */
const handedOver = new Set<string>();

/** True (once) when the screen going away hands its game over instead of leaving it. */
export function handsOver(gameId: string | null | undefined): boolean {
  return !!gameId && handedOver.delete(gameId);
}

/** Show the game afresh, attached to the session main runs. */
export function showAfresh(g: PlayGame, toMove: PlayerId | null): void {
  handedOver.add(g.gameId);
  // A screen that never closes its game (Orbs) does not ask: forget it after the switch.
  setTimeout(() => handedOver.delete(g.gameId), 1000);
  // A gauntlet game stays one (its end leads back to the run).
  const now = get(screen);
  const runId = now.name === 'resumed' && now.gameId === g.gameId ? now.runId : undefined;
  go({
    ...(runId ? { runId } : {}),
    name: 'resumed',
    game: g.game,
    gameId: g.gameId,
    seats: g.seats,
    toMove,
    revision: ++revision,
  });
}

/** Take back `player`'s last action; null when done, else main's reason. */
export async function takeBack(g: PlayGame, player: PlayerId): Promise<string | null> {
  const r = await getApi().invoke('game.takeBack', { gameId: g.gameId, player });
  if (!r.ok) return r.error.message;
  showAfresh(g, r.value.view.toMove);
  return null;
}

/** `player` concedes (the game ends as their loss); null when done, else main's reason. */
export async function concede(gameId: string, player: PlayerId): Promise<string | null> {
  const r = await getApi().invoke('game.concede', { gameId, player });
  return r.ok ? null : r.error.message;
}
