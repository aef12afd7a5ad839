/**
 * Seeded pseudo-random generator kept inside the game state as plain data.
 *
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): four 32-bit words, passes
 * PractRand to large sizes, and its state is a tiny array the AI copies with `slice()`.
 * Every random choice of a game goes through the state's generator, so seed + actions
 * reproduce a game exactly on every OS.
 */
export type RngState = [number, number, number, number];

/** Expand a 32-bit seed into a well-mixed generator state (splitmix32 for the words). */
export function seedRng(seed: number): RngState {
  const s = seed >>> 0;
  // splitmix32 words k = 1, 2, 3 of `s` (no closure: every new game and playout seeds one).
  const r: RngState = [splitmixWord(s, 1), splitmixWord(s, 2), splitmixWord(s, 3), 1];
  // Warm up so that nearby seeds diverge at once.
  for (let i = 0; i < 12; i++) nextU32(r);
  return r;
}

function splitmixWord(s: number, k: number): number {
  let z = (s + Math.imul(0x9e3779b9, k)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Next 32-bit unsigned value; advances `r` in place. */
export function nextU32(r: RngState): number {
  let a = r[0],
    b = r[1],
    c = r[2],
    d = r[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  r[0] = a;
  r[1] = b;
  r[2] = c;
  r[3] = d;
  return t >>> 0;
}

/** Uniform integer in [0, n) for n >= 1 (rejection sampling, no modulo bias). */
export function randInt(r: RngState, n: number): number {
  if (n <= 1) return 0;
  // Unsigned 32-bit operands throughout: V8 then divides in integer registers. The plain
  // `0x100000000 % n` and `x % n` are float modulos (a C call each), which were ~8 % of a
  // random Clash game. Same results: (2^32 - n) mod n = 2^32 mod n, and x ≤ 2^32 - 1 - that
  // ⇔ x < the old limit.
  const m = n >>> 0;
  const last = 4294967295 - (((-m >>> 0) % m) >>> 0);
  let x = nextU32(r);
  while (x > last) x = nextU32(r);
  return (x % m) >>> 0;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(r: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(r, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

export function cloneRng(r: RngState): RngState {
  return [r[0], r[1], r[2], r[3]];
}
