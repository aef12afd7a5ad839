import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import '../../../i18n';
import { deckTextErrorText } from './deck-text-error';

const t = ((key: string, params?: Record<string, unknown>) =>
  i18next.t(key, { lng: 'en', ...params })) as never;
const cs = ((key: string, params?: Record<string, unknown>) =>
  i18next.t(key, { lng: 'cs', ...params })) as never;
const names = (id: string) => (id === 'ember-imp' ? 'Ember Imp' : id);

describe('deck text errors in words', () => {
  it('names the line and the card', () => {
    expect(
      deckTextErrorText(
        { code: 'unknown-card', line: 3, card: 'Nope', message: '' },
        'a\nb\nc',
        t,
        names,
      ),
    ).toBe('Line 3: there is no card “Nope”.');
    expect(
      deckTextErrorText(
        { code: 'count-out-of-range', line: 2, cardId: 'ember-imp', count: 5, message: '' },
        '',
        cs,
        names,
      ),
    ).toBe('Řádek 2: 5× Ember Imp; balíček smí mít jednu až čtyři kopie karty.');
  });

  it('a single pasted code keeps the code messages; in a file the line is named', () => {
    const e = { code: 'bad-code' as const, line: 1, codeError: 'bad-prefix' as const, message: '' };
    expect(deckTextErrorText(e, 'HELLO', t, names)).toBe('A deck code starts with “ORBS1:”.');
    expect(deckTextErrorText({ ...e, line: 5 }, '4 Ember Imp\n\nCode: X', t, names)).toBe(
      'Line 5: A deck code starts with “ORBS1:”.',
    );
  });
});
