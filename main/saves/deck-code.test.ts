import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import {
  DECK_CODE_PREFIX,
  decodeDeckCode,
  DeckCodeCard,
  encodeDeckCode,
  fromBase64Url,
  toBase64Url,
} from './deck-code';

const KNOWN = new Set([
  'ember-imp',
  'ember-lord',
  'fireball',
  'stone-knight',
  'spider-queen',
  'dragon-egg',
]);
const deck: DeckCodeCard[] = [
  { id: 'stone-knight', count: 4 },
  { id: 'ember-imp', count: 3 },
  { id: 'ember-lord', count: 1 },
  { id: 'fireball', count: 2 },
];

/** Build a code from raw body bytes with a correct checksum (to reach the checks after it). */
function codeFromBody(body: number[]): string {
  const crc = crc32(Uint8Array.from(body));
  return (
    DECK_CODE_PREFIX +
    toBase64Url(
      Uint8Array.from([...body, crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255]),
    )
  );
}
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('deck codes', () => {
  it('round-trip a deck (sorted by id) and stay short', () => {
    const code = encodeDeckCode(deck);
    expect(code.startsWith('ORBS1:')).toBe(true);
    expect(code).toMatch(/^ORBS1:[A-Za-z0-9_-]+$/);
    const r = decodeDeckCode(code, { knownCardIds: KNOWN });
    expect(r).toEqual({ ok: true, cards: [...deck].sort((a, b) => (a.id < b.id ? -1 : 1)) });
    // 1 (card count) + ember-imp 3+9 + ember-lord 3+4 (front coding keeps only "lord")
    // + fireball 3+8 + stone-knight 3+12 + 4 (CRC) = 50 bytes = 67 base64url characters.
    expect(code.length).toBe(DECK_CODE_PREFIX.length + 67);
  });

  it('gives one code per deck whatever the input order', () => {
    expect(encodeDeckCode([...deck].reverse())).toBe(encodeDeckCode(deck));
  });

  it('ignores whitespace and line breaks from pasting', () => {
    const code = encodeDeckCode(deck);
    const pasted = `  ${code.slice(0, 10)}\n${code.slice(10)}  `;
    expect(decodeDeckCode(pasted, { knownCardIds: KNOWN }).ok).toBe(true);
  });

  it('round-trips any deck (property)', () => {
    const idArb = fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: idArb, count: fc.integer({ min: 1, max: 4 }) }), {
          selector: (c) => c.id,
          maxLength: 40,
        }),
        (cards) => {
          const r = decodeDeckCode(encodeDeckCode(cards), {
            knownCardIds: new Set(cards.map((c) => c.id)),
          });
          expect(r).toEqual({
            ok: true,
            cards: [...cards].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
          });
        },
      ),
    );
  });

  it('base64url round-trips every length', () => {
    for (let n = 0; n < 10; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 13) & 255);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it('encode refuses impossible input', () => {
    expect(() => encodeDeckCode([{ id: 'a', count: 0 }])).toThrow(RangeError);
    expect(() =>
      encodeDeckCode([
        { id: 'a', count: 1 },
        { id: 'a', count: 2 },
      ]),
    ).toThrow(/twice/);
    expect(() => encodeDeckCode([{ id: '', count: 1 }])).toThrow(/empty/);
  });

  describe('malformed codes name the problem', () => {
    const good = encodeDeckCode(deck);
    const cases: [string, string, string, Partial<{ cardId: string; count: number }>?][] = [
      ['no prefix', good.slice(DECK_CODE_PREFIX.length), 'bad-prefix'],
      ['another prefix', 'HSDECK:' + good.slice(DECK_CODE_PREFIX.length), 'bad-prefix'],
      ['non-base64 characters', good.slice(0, 12) + '*+/' + good.slice(15), 'bad-base64'],
      [
        'an impossible length',
        good +
          'A'.repeat(
            ((good.length - DECK_CODE_PREFIX.length) % 4 === 0
              ? 1
              : 5 - ((good.length - DECK_CODE_PREFIX.length) % 4)) % 4 || 1,
          ),
        'bad-base64',
      ],
      ['nothing after the prefix', DECK_CODE_PREFIX, 'truncated'],
      [
        'a typo',
        good.slice(0, 10) + (good[10] === 'A' ? 'B' : 'A') + good.slice(11),
        'bad-checksum',
      ],
      ['a cut-off paste', good.slice(0, good.length - 4), 'bad-checksum'],
      [
        'an unknown card',
        encodeDeckCode([
          { id: 'ember-imp', count: 2 },
          { id: 'moon-whale', count: 1 },
        ]),
        'unknown-card',
        { cardId: 'moon-whale' },
      ],
      [
        'too many copies',
        encodeDeckCode([{ id: 'fireball', count: 5 }]),
        'count-out-of-range',
        { cardId: 'fireball', count: 5 },
      ],
      [
        'zero copies',
        codeFromBody([1, 0, 0, 8, ...ascii('fireball')]),
        'count-out-of-range',
        { cardId: 'fireball', count: 0 },
      ],
      [
        'a card listed twice',
        codeFromBody([2, 1, 0, 8, ...ascii('fireball'), 1, 8, 0]),
        'duplicate-card',
        { cardId: 'fireball' },
      ],
      ['fewer cards than announced', codeFromBody([3, 1, 0, 8, ...ascii('fireball')]), 'malformed'],
      [
        'extra bytes after the cards',
        codeFromBody([1, 1, 0, 8, ...ascii('fireball'), 7]),
        'malformed',
      ],
      [
        'a shared prefix longer than the previous id',
        codeFromBody([1, 1, 3, 1, ...ascii('x')]),
        'malformed',
      ],
    ];
    for (const [name, code, expected, extra] of cases) {
      it(`${name} → ${expected}`, () => {
        const r = decodeDeckCode(code, { knownCardIds: KNOWN });
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe(expected);
          expect(r.error.message.length).toBeGreaterThan(5);
          if (extra) expect(r.error).toMatchObject(extra);
        }
      });
    }
  });

  it('respects a custom copy limit', () => {
    const code = encodeDeckCode([{ id: 'fireball', count: 6 }]);
    expect(decodeDeckCode(code, { knownCardIds: KNOWN, maxCopies: 8 }).ok).toBe(true);
    expect(decodeDeckCode(code, { knownCardIds: KNOWN }).ok).toBe(false);
  });

  describe('the deck name (issue #16)', () => {
    it('travels with the cards and comes back', () => {
      const r = decodeDeckCode(encodeDeckCode(deck, '  Ohnivý útok č. 2  '), {
        knownCardIds: KNOWN,
      });
      expect(r).toEqual({
        ok: true,
        cards: [...deck].sort((a, b) => (a.id < b.id ? -1 : 1)),
        name: 'Ohnivý útok č. 2',
      });
    });

    it('is left out when empty, and a code without it imports with no name', () => {
      expect(encodeDeckCode(deck, '   ')).toBe(encodeDeckCode(deck));
      const r = decodeDeckCode(encodeDeckCode(deck), { knownCardIds: KNOWN });
      expect(r.ok && 'name' in r).toBe(false);
    });

    it('decodes a code made before names existed (fixed text)', () => {
      // One fireball, written by the format without a name section.
      const old = codeFromBody([1, 1, 0, 8, ...ascii('fireball')]);
      expect(decodeDeckCode(old, { knownCardIds: KNOWN })).toEqual({
        ok: true,
        cards: [{ id: 'fireball', count: 1 }],
      });
    });

    it('is cut to 60 characters', () => {
      const r = decodeDeckCode(encodeDeckCode(deck, 'x'.repeat(80)), { knownCardIds: KNOWN });
      expect(r.ok && r.name).toBe('x'.repeat(60));
    });

    it('refuses a cut-off or overlong name section', () => {
      const cut = codeFromBody([1, 1, 0, 8, ...ascii('fireball'), 0x4e, 5, ...ascii('ab')]);
      expect(decodeDeckCode(cut, { knownCardIds: KNOWN })).toMatchObject({
        ok: false,
        error: { code: 'malformed' },
      });
      const long = codeFromBody([
        1,
        1,
        0,
        8,
        ...ascii('fireball'),
        0x4e,
        61,
        ...ascii('y'.repeat(61)),
      ]);
      expect(decodeDeckCode(long, { knownCardIds: KNOWN })).toMatchObject({
        ok: false,
        error: { code: 'malformed' },
      });
    });
  });
});
