import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { en } from '../i18n/en';
import { cs } from '../i18n/cs';
import { explainDecision, moveText } from './words';
import type { ReviewDecision } from '../../../main/ipc/contract';

async function tr(lang: 'en' | 'cs') {
  const i = createInstance();
  await i.init({
    lng: lang,
    resources: { [lang]: { translation: lang === 'en' ? en : cs } },
    interpolation: { escapeValue: false },
  });
  return i.t.bind(i) as unknown as Parameters<typeof moveText>[0];
}

const base: ReviewDecision = {
  step: 4,
  player: 0,
  turn: 3,
  played: { kind: 'play', card: 'ogre', lane: 'upper' },
  preferred: { kind: 'assault' },
  before: 0.8,
  after: 0.45,
  drop: 0.35,
  mark: 'blunder',
  facts: {},
};

describe('review words', () => {
  it('names moves in both languages', async () => {
    const t = await tr('en');
    expect(moveText(t, 'clash', base.played, (id) => id.toUpperCase())).toBe(
      'Play OGRE in the upper lane',
    );
    expect(moveText(t, 'orbs', { kind: 'defend', card: 'a', target: 'b' }, (id) => id)).toBe(
      'Defend with a against b',
    );
    const c = await tr('cs');
    expect(moveText(c, 'clash', { kind: 'assault' }, (id) => id)).toBe('Útok');
  });

  it('says the template that fits, else only the numbers', async () => {
    const t = await tr('en');
    expect(explainDecision(t, 'clash', base, (id) => id)).toBe(
      'Win chance 80 % → 45 % (−35 points).',
    );
    expect(
      explainDecision(t, 'clash', { ...base, facts: { bestWinsNow: true } }, (id) => id),
    ).toMatch(/^You had a winning move: Assault\./);
    expect(
      explainDecision(
        t,
        'clash',
        { ...base, facts: { fortExposed: { life: 2, threat: 5 } } },
        (id) => id,
      ),
    ).toMatch(/Fort 2 life against 5 damage/);
    expect(
      explainDecision(t, 'orbs', { ...base, facts: { wastedEnergy: { energy: 3 } } }, (id) => id),
    ).toMatch(/3 energy left/);
    const c = await tr('cs');
    expect(
      explainDecision(c, 'clash', { ...base, facts: { bestWinsNow: true } }, (id) => id),
    ).toMatch(/^Byl tu vítězný tah: Útok\./);
    // Someone else's decision names them; Czech picks the plural form of the life left.
    const computer = { name: 'Počítač', you: false };
    expect(
      explainDecision(c, 'clash', { ...base, facts: { bestWinsNow: true } }, (id) => id, computer),
    ).toMatch(/^Počítač: byl tu vítězný tah Útok\./);
    expect(
      explainDecision(
        c,
        'clash',
        { ...base, facts: { fortExposed: { life: 3, threat: 5 } } },
        (id) => id,
      ),
    ).toMatch(/^Tvé pevnosti tím zůstaly 3 životy proti 5 zranění/);
    expect(
      explainDecision(t, 'orbs', { ...base, facts: { wastedEnergy: { energy: 3 } } }, (id) => id, {
        name: 'Computer',
        you: false,
      }),
    ).toMatch(/^Computer ended the phase with 3 energy left/);
  });
});
