import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { reasonText } from './reason';
import { endEn } from '../../i18n/end.en';
import { endCs } from '../../i18n/end.cs';

async function translator(lng: 'en' | 'cs') {
  const i = createInstance();
  await i.init({
    lng,
    resources: { en: { translation: endEn }, cs: { translation: endCs } },
    interpolation: { escapeValue: false },
  });
  return (k: string, p?: Record<string, unknown>) => (p ? i.t(k, p) : i.t(k)) as string;
}

const names = ['You', 'Computer'] as const;
const card = (id: string) => ({ troll: 'Troll', firebolt: 'Firebolt' })[id] ?? id;

describe('reasonText', () => {
  it('tells the final blow from the side of the player who lost, won, or from neither', async () => {
    const t = await translator('en');
    expect(
      reasonText(t, 'clash', { kind: 'card', by: 1, card: 'troll', loser: 0 }, names, 0, card),
    ).toBe("Computer's Troll destroyed your Fort.");
    expect(
      reasonText(t, 'clash', { kind: 'card', by: 0, card: 'troll', loser: 1 }, names, 0, card),
    ).toBe('Your Troll destroyed the Fort of Computer.');
    expect(
      reasonText(t, 'orbs', { kind: 'card', by: 0, card: 'firebolt', loser: 1 }, names, 0, card),
    ).toBe('Your Firebolt took the last HP.');
    expect(
      reasonText(
        t,
        'orbs',
        { kind: 'card', by: 1, card: 'troll', loser: 0 },
        ['Player 1', 'Player 2'],
        null,
        card,
      ),
    ).toBe("Player 2's Troll took the last HP of Player 1.");
    expect(reasonText(t, 'orbs', { kind: 'deck', loser: 1 }, names, 0, card)).toBe(
      'Computer had to draw from an empty deck.',
    );
    expect(reasonText(t, 'clash', { kind: 'lastCard', loser: 0 }, names, 0, card)).toBe(
      'No card was left to the right of your Fort.',
    );
  });

  it('has a Czech sentence for every case', async () => {
    const t = await translator('cs');
    const s = reasonText(
      t,
      'clash',
      { kind: 'card', by: 1, card: 'troll', loser: 0 },
      ['Ty', 'Počítač'],
      0,
      card,
    );
    expect(s).toBe('Počítač: karta Troll ti zničila pevnost.');
    for (const blow of [
      { kind: 'hp', loser: 0 },
      { kind: 'deck', loser: 1 },
      { kind: 'draw' },
      { kind: 'unknown' },
    ] as const) {
      expect(reasonText(t, 'orbs', blow, ['Ty', 'Počítač'], 0, card)).not.toMatch(/endScreen/);
    }
  });
});
