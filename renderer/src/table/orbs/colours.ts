/** The Orbs table's colours and one size its parts share. */
export const GOLD = 0xe8c66a;
export const LIT = 0xffd97a;
export const TARGET = 0x56b4e9;
export const ATTACK = 0xe8453c;
/** The graveyard's count and word, in table units (≥ 11 CSS px at 1280×720, zoom ≈ 0.79). */
export const GRAVEYARD_COUNT_PX = 15;
