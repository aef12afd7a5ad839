/**
 * The optional seed field of the new-game screens (Clash setup, Orbs lobby): the same seed
 * gives the same shuffle, so a player can replay a deal or share it.
 */

/** Parse the seed field: '' → null, a whole number 0..2^32-1 → it, anything else → undefined (invalid). */
export function parseSeed(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  if (!/^\d{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= 0xffffffff ? n : undefined;
}
