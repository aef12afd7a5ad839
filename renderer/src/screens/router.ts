/**
 * Which screen is showing. Plain store, no URL routing: the desktop app has no address bar,
 * and the browser host's URL carries only the connection token.
 */
import { writable } from 'svelte/store';
import type { GameId } from '../../../main/engine/types';

export type Screen = { name: 'menu' } | { name: 'settings' } | { name: 'about' } | { name: 'table'; game: GameId } | { name: 'clash' } | { name: 'orbs' }
  | { name: 'rules'; game?: GameId; section?: string };

export const screen = writable<Screen>({ name: 'menu' });

export function go(next: Screen): void {
  screen.set(next);
}
