import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeDeckCode } from './deck-code';
import { deckFileName, parseDeckText, writeDeckFile } from './deck-file';

const NAMES: Record<string, { en: string; cs: string }> = {
  'ember-imp': { en: 'Ember Imp', cs: 'Uhlíkový skřet' },
  fireball: { en: 'Fireball', cs: 'Ohnivá koule' },
  'stone-knight': { en: 'Stone Knight', cs: 'Kamenný rytíř' },
};
const known = new Set(Object.keys(NAMES));
const byName = new Map<string, string>();
for (const [id, n] of Object.entries(NAMES)) {
  byName.set(id, id);
  byName.set(n.en.toLowerCase(), id);
  byName.set(n.cs.toLowerCase(), id);
}
const opts = { cardIdOf: (w: string) => byName.get(w.toLowerCase()), knownCardIds: known };
const nameOf = (id: string) => NAMES[id]!.en;
const deck = [
  { id: 'ember-imp', count: 4 },
  { id: 'fireball', count: 2 },
];

describe('deck files (issue #33 item 5)', () => {
  it('writes the name, a readable list and the code', () => {
    const text = writeDeckFile({ name: 'Ember Rush', cards: deck }, nameOf);
    expect(text.split('\n')).toEqual([
      '# Cardhall — Orbs deck',
      'Name: Ember Rush',
      '',
      '4 Ember Imp',
      '2 Fireball',
      '',
      `Code: ${encodeDeckCode(deck, 'Ember Rush')}`,
      '',
    ]);
  });

  it('reads back what it writes (round trip, any deck)', () => {
    const ids = Object.keys(NAMES);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 3 }),
        fc
          .string({ maxLength: 60 })
          .filter((s) => s.trim() !== '' && !/[\r\n\u2028\u2029]/.test(s)),
        (chosen, counts, name) => {
          const cards = chosen.map((id, i) => ({ id, count: counts[i]! }));
          const r = parseDeckText(writeDeckFile({ name, cards }, nameOf), opts);
          expect(r).toEqual({ ok: true, kind: 'list', cards, name: name.trim() });
        },
      ),
    );
  });

  it('reads a plain list pasted from a forum: "4x", Czech names, ids, comments, Windows line ends', () => {
    const text =
      '// my deck\r\n4x Ember Imp\r\n\r\n1 ohnivá koule\r\n# orbs\r\n1 fireball\r\n3 stone-knight\r\n';
    expect(parseDeckText(text, opts)).toEqual({
      ok: true,
      kind: 'list',
      cards: [
        { id: 'ember-imp', count: 4 },
        { id: 'fireball', count: 2 },
        { id: 'stone-knight', count: 3 },
      ],
    });
  });

  it('reads a bare code, with the name it carries', () => {
    expect(parseDeckText(`  ${encodeDeckCode(deck, 'Rush')}  `, opts)).toEqual({
      ok: true,
      kind: 'code',
      cards: deck,
      name: 'Rush',
    });
  });

  it('names the line of a line it cannot read', () => {
    const r = parseDeckText('Name: X\n4 Ember Imp\nEmber Imp four times\n', opts);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-line', line: 3 } });
    if (!r.ok) expect(r.error.message).toMatch(/^line 3: "Ember Imp four times"/);
  });

  it("reads one line that is no card line as a code, with the code's own error", () => {
    expect(parseDeckText('HELLO', opts)).toMatchObject({
      ok: false,
      error: { code: 'bad-code', line: 1, codeError: 'bad-prefix' },
    });
  });

  it('names the line and the card of an unknown card', () => {
    expect(parseDeckText('4 Ember Imp\n2 Ember Lord\n', opts)).toMatchObject({
      ok: false,
      error: { code: 'unknown-card', line: 2, card: 'Ember Lord' },
    });
  });

  it('refuses more copies than the limit, counting repeated lines together', () => {
    expect(parseDeckText('3 Ember Imp\n2 Ember Imp\n', opts)).toMatchObject({
      ok: false,
      error: { code: 'count-out-of-range', line: 2, count: 5, cardId: 'ember-imp' },
    });
    expect(parseDeckText('0 Fireball', opts)).toMatchObject({
      ok: false,
      error: { code: 'count-out-of-range', line: 1 },
    });
  });

  it('refuses a code that does not match the list, or a broken code, naming its line', () => {
    const other = encodeDeckCode([{ id: 'fireball', count: 1 }]);
    expect(parseDeckText(`4 Ember Imp\n\nCode: ${other}\n`, opts)).toMatchObject({
      ok: false,
      error: { code: 'code-mismatch', line: 3 },
    });
    expect(parseDeckText('4 Ember Imp\nCode: ORBS1:AAAA\n', opts)).toMatchObject({
      ok: false,
      error: { code: 'bad-code', line: 2, codeError: 'truncated' },
    });
    expect(parseDeckText(`${other}\n${other}`, opts)).toMatchObject({
      ok: false,
      error: { code: 'two-codes', line: 2 },
    });
  });

  it('refuses an empty text, a huge one, and a binary file', () => {
    expect(parseDeckText('\n# nothing\n', opts)).toMatchObject({
      ok: false,
      error: { code: 'empty' },
    });
    expect(parseDeckText('x'.repeat(10_001), opts)).toMatchObject({
      ok: false,
      error: { code: 'too-long' },
    });
    expect(parseDeckText('\u0089PNG\r\n\u001a\n\u0000\u0000', opts)).toMatchObject({
      ok: false,
      error: { code: 'bad-line', line: 1 },
    });
  });

  it('makes a safe file name from the deck name', () => {
    expect(deckFileName('Ember Rush')).toBe('Ember Rush.deck.txt');
    expect(deckFileName('a/b:c*?')).toBe('a b c.deck.txt');
    expect(deckFileName('  ..  ')).toBe('deck.deck.txt');
  });
});
