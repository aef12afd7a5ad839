/**
 * Sounds for events as a table shows them. Tables report what they have just put on screen:
 * one event at a time while animating, or the rest of a batch at once (skipped, or the
 * "instant" speed). One event makes its own sound; a batch shown at once makes only its last
 * sound, so a skipped turn does not fire a chord of every effect. The end-of-game sounds
 * (win/lose/draw) are left to the end screen, which plays them once when it appears.
 */
import type { GameId, PlayerId } from '../../../main/ipc/contract';
import type { OrbsEvent } from '../../../main/ipc/contract';
import type { ClashEvent } from '../../../main/ipc/contract';
import type { SoundName } from './names';
import { soundsForEvents } from './events';
import { sound } from './sound';

const END_SOUNDS: ReadonlySet<SoundName> = new Set(['win', 'lose', 'draw']);

/** The one sound (or none) for events just shown together. */
export function soundForShown(
  game: GameId,
  events: readonly (OrbsEvent | ClashEvent)[],
  viewer: PlayerId,
): SoundName | null {
  const names = soundsForEvents(game, events, viewer).filter((s) => !END_SOUNDS.has(s));
  return names[names.length - 1] ?? null;
}

/** Play the sound for events just shown (never throws: sound is never worth breaking a game). */
export function playShown(
  game: GameId,
  events: readonly (OrbsEvent | ClashEvent)[],
  viewer: PlayerId,
): void {
  try {
    const s = soundForShown(game, events, viewer);
    if (s) sound.play(s);
  } catch (err) {
    console.warn('[sound] could not play', err);
  }
}

/** The end screen's sound: `winner` is a player, 'draw', or null (no result yet: silence). */
export function endSound(
  winner: PlayerId | 'draw' | null,
  viewer: PlayerId,
  hotseat: boolean,
): SoundName | null {
  if (winner === null) return null;
  if (winner === 'draw') return 'draw';
  // Hotseat: both players are at this screen, and one of them won.
  return hotseat || winner === viewer ? 'win' : 'lose';
}

export function playEnd(
  winner: PlayerId | 'draw' | null,
  viewer: PlayerId,
  hotseat: boolean,
): void {
  try {
    const s = endSound(winner, viewer, hotseat);
    if (s) sound.play(s);
  } catch (err) {
    console.warn('[sound] could not play', err);
  }
}
