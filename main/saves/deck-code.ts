/**
 * Orbs deck codes: a short text a player can paste to share a deck, e.g. `ORBS1:AwJ…`.
 *
 * Layout after the prefix, base64url without padding, of these bytes:
 *   varint  number of distinct cards N
 *   N times, cards sorted by id (so one deck has one code):
 *     u8      count
 *     u8      bytes shared with the previous id (front coding: ids share prefixes)
 *     varint  length of the rest, then the rest of the id (UTF-8)
 *   optional, since the deck's name travels with it (issue #16):
 *     u8      0x4E ('N')
 *     varint  length of the name, then the name (UTF-8, at most 60 characters)
 *   u32 BE  CRC-32 of all the bytes above (catches typos and cut-off pastes)
 * Codes without the name section (made before it existed) still decode, with no name.
 * Card ids are stored as text, not as indices into the card list, so a code stays valid when
 * cards are added or reordered. Decoding checks ids against the card pool it is given
 * (`knownCardIds`) and counts against the copy limit (orbs.md 2.1: at most 4).
 * No Node APIs: the renderer can use this module as is.
 */
import { crc32 } from './crc32';

export const DECK_CODE_PREFIX = 'ORBS1:';
export const DEFAULT_MAX_COPIES = 4;
/** Longest deck name a code carries (the saved decks' own limit). */
export const MAX_DECK_NAME = 60;
/** Marks the optional name section after the cards. */
const NAME_TAG = 0x4e;

export interface DeckCodeCard {
  id: string;
  count: number;
}

export type DeckCodeErrorCode =
  | 'bad-prefix'
  | 'bad-base64'
  | 'truncated'
  | 'bad-checksum'
  | 'malformed'
  | 'duplicate-card'
  | 'unknown-card'
  | 'count-out-of-range';

export interface DeckCodeError {
  code: DeckCodeErrorCode;
  /** English prose naming the problem (the UI localizes by `code`, using `cardId`/`count`). */
  message: string;
  cardId?: string;
  count?: number;
}

export type DeckCodeResult =
  | { ok: true; cards: DeckCodeCard[]; /** absent in codes made without a name */ name?: string }
  | { ok: false; error: DeckCodeError };

// ---- base64url ----------------------------------------------------------------------------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map([...ALPHABET].map((c, i) => [c, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i]!,
      b1 = bytes[i + 1],
      b2 = bytes[i + 2];
    out += ALPHABET[b0 >> 2]! + ALPHABET[((b0 & 3) << 4) | ((b1 ?? 0) >> 4)]!;
    if (b1 !== undefined) out += ALPHABET[((b1 & 15) << 2) | ((b2 ?? 0) >> 6)]!;
    if (b2 !== undefined) out += ALPHABET[b2 & 63]!;
  }
  return out;
}

/** null if `text` is not canonical unpadded base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const vals: number[] = [];
  for (const c of text) {
    const v = LOOKUP.get(c);
    if (v === undefined) return null;
    vals.push(v);
  }
  const out = new Uint8Array(Math.floor((vals.length * 6) / 8));
  let o = 0;
  for (let i = 0; i < vals.length; i += 4) {
    const v0 = vals[i]!,
      v1 = vals[i + 1]!,
      v2 = vals[i + 2],
      v3 = vals[i + 3];
    out[o++] = (v0 << 2) | (v1 >> 4);
    if (v2 !== undefined) out[o++] = ((v1 & 15) << 4) | (v2 >> 2);
    if (v3 !== undefined) out[o++] = ((v2! & 3) << 6) | v3;
  }
  return out;
}

// ---- encode -------------------------------------------------------------------------------

function pushVarint(out: number[], n: number): void {
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Throws RangeError for input no deck could have (count outside 1–255, a duplicate or empty id).
 * `name` (trimmed, cut to MAX_DECK_NAME characters) is carried when it is not empty.
 */
export function encodeDeckCode(cards: readonly DeckCodeCard[], name?: string): string {
  const sorted = [...cards].sort((a, b) => compareIds(a.id, b.id));
  const enc = new TextEncoder();
  const out: number[] = [];
  pushVarint(out, sorted.length);
  let prev = new Uint8Array(0);
  let prevId: string | null = null;
  for (const c of sorted) {
    if (!Number.isInteger(c.count) || c.count < 1 || c.count > 255)
      throw new RangeError(`count ${c.count} of ${c.id} is not 1–255`);
    if (c.id === '') throw new RangeError('empty card id');
    if (c.id === prevId) throw new RangeError(`card ${c.id} is listed twice`);
    const id = enc.encode(c.id);
    let shared = 0;
    while (
      shared < 255 &&
      shared < prev.length &&
      shared < id.length &&
      prev[shared] === id[shared]
    )
      shared++;
    out.push(c.count, shared);
    pushVarint(out, id.length - shared);
    for (let i = shared; i < id.length; i++) out.push(id[i]!);
    prev = id;
    prevId = c.id;
  }
  const title = [...(name ?? '').trim()].slice(0, MAX_DECK_NAME).join('');
  if (title !== '') {
    const bytes = enc.encode(title);
    out.push(NAME_TAG);
    pushVarint(out, bytes.length);
    for (const b of bytes) out.push(b);
  }
  const crc = crc32(Uint8Array.from(out));
  out.push(crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255);
  return DECK_CODE_PREFIX + toBase64Url(Uint8Array.from(out));
}

// ---- decode -------------------------------------------------------------------------------

const fail = (
  code: DeckCodeErrorCode,
  message: string,
  extra: Partial<DeckCodeError> = {},
): DeckCodeResult => ({
  ok: false,
  error: { code, message, ...extra },
});

export function decodeDeckCode(
  code: string,
  opts: { knownCardIds: ReadonlySet<string>; maxCopies?: number },
): DeckCodeResult {
  const maxCopies = opts.maxCopies ?? DEFAULT_MAX_COPIES;
  // Pasted text often carries spaces or line breaks; they are never part of a code.
  const text = code.replace(/\s+/g, '');
  if (!text.startsWith(DECK_CODE_PREFIX)) {
    return fail('bad-prefix', `a deck code starts with "${DECK_CODE_PREFIX}"`);
  }
  const bytes = fromBase64Url(text.slice(DECK_CODE_PREFIX.length));
  if (!bytes)
    return fail('bad-base64', 'the code contains characters or a length a deck code cannot have');
  if (bytes.length < 5) return fail('truncated', 'the code is too short; part of it is missing');
  const body = bytes.subarray(0, bytes.length - 4);
  const stored =
    ((bytes[bytes.length - 4]! << 24) |
      (bytes[bytes.length - 3]! << 16) |
      (bytes[bytes.length - 2]! << 8) |
      bytes[bytes.length - 1]!) >>>
    0;
  if (crc32(body) !== stored)
    return fail('bad-checksum', 'the code does not check out; it was mistyped or cut off');

  let pos = 0;
  const varint = (): number | null => {
    let n = 0;
    for (let shift = 0; shift < 28; shift += 7) {
      if (pos >= body.length) return null;
      const b = body[pos++]!;
      n |= (b & 0x7f) << shift;
      if (!(b & 0x80)) return n;
    }
    return null;
  };
  const dec = new TextDecoder('utf-8', { fatal: true });
  const n = varint();
  if (n === null) return fail('malformed', 'the card count is unreadable');
  const cards: DeckCodeCard[] = [];
  let prev = new Uint8Array(0);
  for (let k = 0; k < n; k++) {
    if (pos + 2 > body.length) return fail('malformed', `card ${k + 1} of ${n} is missing`);
    const count = body[pos++]!;
    const shared = body[pos++]!;
    const restLen = varint();
    if (restLen === null || shared > prev.length || pos + restLen > body.length) {
      return fail('malformed', `card ${k + 1} of ${n} is unreadable`);
    }
    const idBytes = new Uint8Array(shared + restLen);
    idBytes.set(prev.subarray(0, shared), 0);
    idBytes.set(body.subarray(pos, pos + restLen), shared);
    pos += restLen;
    let id: string;
    try {
      id = dec.decode(idBytes);
    } catch {
      return fail('malformed', `card ${k + 1} of ${n} has an unreadable id`);
    }
    if (id === '') return fail('malformed', `card ${k + 1} of ${n} has an empty id`);
    if (cards.some((c) => c.id === id))
      return fail('duplicate-card', `card "${id}" is listed twice`, { cardId: id });
    if (!opts.knownCardIds.has(id))
      return fail('unknown-card', `there is no card "${id}"`, { cardId: id });
    if (count < 1 || count > maxCopies) {
      return fail(
        'count-out-of-range',
        `"${id}" has ${count} copies; a deck may have 1 to ${maxCopies}`,
        { cardId: id, count },
      );
    }
    cards.push({ id, count });
    prev = idBytes;
  }
  let name: string | undefined;
  if (pos < body.length && body[pos] === NAME_TAG) {
    pos++;
    const len = varint();
    if (len === null || pos + len > body.length)
      return fail('malformed', 'the deck name is unreadable');
    try {
      name = dec.decode(body.subarray(pos, pos + len)).trim();
    } catch {
      return fail('malformed', 'the deck name is unreadable');
    }
    pos += len;
    if ([...name].length > MAX_DECK_NAME) return fail('malformed', 'the deck name is too long');
  }
  if (pos !== body.length) return fail('malformed', 'the code has extra data after the last card');
  return name ? { ok: true, cards, name } : { ok: true, cards };
}
