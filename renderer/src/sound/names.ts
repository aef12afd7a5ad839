/** Every sound effect the app can make. Tables ask for these by name (`sound.play('attack')`). */
export const SOUND_NAMES = [
  'click',
  'draftPick',
  'play',
  'bench',
  'spell',
  'energy',
  'attack',
  'defend',
  'damage',
  'destroy',
  'trap',
  'turn',
  'win',
  'lose',
  'draw',
] as const;

export type SoundName = (typeof SOUND_NAMES)[number];

export function isSoundName(value: unknown): value is SoundName {
  return typeof value === 'string' && (SOUND_NAMES as readonly string[]).includes(value);
}
