import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { OrbsEvent } from '../../../../../main/games/orbs/types';
import { logLines, type LogNames } from './log';
import { orbsEn } from '../../../i18n/orbs.en';
import { orbsCs } from '../../../i18n/orbs.cs';

const names: LogNames = {
  players: ['You', 'Computer'],
  card: (id) => ({ firebolt: 'Firebolt', 'ember-imp': 'Ember Imp' })[id] ?? null,
  hidden: 'a card',
  energy: (c) => c,
  you: null,
};

describe('game log', () => {
  it('names cards, hides hidden ones and resolves targets from the same batch', () => {
    const events: OrbsEvent[] = [
      { type: 'drew', player: 1, card: { id: 4, cardId: null } },
      { type: 'tokenCreated', player: 1, card: { id: 9, cardId: 'ember-imp' } },
      {
        type: 'played',
        player: 0,
        card: { id: 2, cardId: 'firebolt' },
        from: 'hand',
        targets: [{ card: 9 }],
      },
      { type: 'playerDamaged', player: 1, amount: 3, hp: 15 },
      { type: 'paid', player: 0, amounts: [1, 0, 0, 0, 0, 0, 0] },
    ];
    const lines = logLines(events, names);
    expect(lines.map((l) => l.key)).toEqual([
      'drewHidden',
      'tokenCreated',
      'playedTarget',
      'playerDamaged',
    ]);
    expect(lines[2]!.params).toMatchObject({
      player: 'You',
      card: 'Firebolt',
      target: 'Ember Imp',
    });
    expect(lines[3]!.params).toMatchObject({ player: 'Computer', count: 3, hp: 15 });
  });

  it('has every log key in both languages, with Czech plurals', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'cs',
      resources: { cs: { translation: { orbs: orbsCs } }, en: { translation: { orbs: orbsEn } } },
      interpolation: { escapeValue: false },
    });
    const line = logLines([{ type: 'playerDamaged', player: 0, amount: 3, hp: 15 }], {
      ...names,
      players: ['Hráč 1', 'Hráč 2'],
    })[0]!;
    expect(i18n.t(`orbs.log.${line.key}`, line.params)).toContain('3 životy');
    expect(i18n.t('orbs.log.playerDamaged', { player: 'Hráč 1', count: 5, hp: 13 })).toContain(
      '5 životů',
    );
    expect(i18n.t('orbs.log.playerDamaged', { player: 'Hráč 1', count: 1, hp: 13 })).toContain(
      '1 život ',
    );
    const you = logLines([{ type: 'drew', player: 0, card: { id: 1, cardId: 'firebolt' } }], {
      ...names,
      you: 0,
    })[0]!;
    expect(i18n.t(`orbs.log.${you.key}`, you.params)).toBe('Lížeš kartu Firebolt.');
    await i18n.changeLanguage('en');
    expect(i18n.t(`orbs.log.${you.key}`, you.params)).toBe('You draw Firebolt.');
    const them = logLines([{ type: 'drew', player: 1, card: { id: 2, cardId: null } }], {
      ...names,
      you: 0,
    })[0]!;
    expect(i18n.t(`orbs.log.${them.key}`, them.params)).toBe('Computer draws a card.');
    for (const key of Object.keys(orbsEn.log)) {
      const base = key.replace(/_(one|other)$/, '');
      const csKeys = Object.keys(orbsCs.log);
      expect(
        csKeys.some((k) => k === base || k.startsWith(`${base}_`)),
        `cs log key ${base}`,
      ).toBe(true);
    }
  });
});
