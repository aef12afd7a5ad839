import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { OrbsEvent } from '../../../../../main/games/orbs/types';
import { logLines, openingLines, type LogNames } from './log';
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

  it('aims a play at a named player with a sentence of its own (Czech: "cíl: Počítač")', async () => {
    const played: OrbsEvent = {
      type: 'played',
      player: 0,
      card: { id: 2, cardId: 'firebolt' },
      from: 'hand',
      targets: [{ player: 1 }],
    };
    const [line] = logLines([played], { ...names, you: 0 });
    expect(line!.key).toBe('playedTargetPlayer');
    const i18n = createInstance();
    await i18n.init({
      lng: 'cs',
      resources: { cs: { translation: { orbs: orbsCs } } },
      interpolation: { escapeValue: false },
    });
    const cs = i18n.t(`orbs.log.${line!.key}`, {
      ...line!.params,
      context: 'you',
      card: 'Ohnivá střela',
      target: 'Počítač',
    });
    expect(cs).toBe('Hraješ kartu Ohnivá střela, cíl: Počítač.');
    expect(cs).not.toContain('na cíl');
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

  it('names the attacker or the card that hurt a player, in both persons and languages', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { cs: { translation: { orbs: orbsCs } }, en: { translation: { orbs: orbsEn } } },
      interpolation: { escapeValue: false },
    });
    const say = (lines: ReturnType<typeof logLines>) =>
      lines.map((l) => i18n.t(`orbs.log.${l.key}`, l.params));
    const attacked: OrbsEvent = {
      type: 'playerDamaged',
      player: 0,
      amount: 1,
      hp: 17,
      source: { id: 7, cardId: 'ant' },
      attack: true,
    };
    const hit: OrbsEvent = {
      type: 'playerDamaged',
      player: 1,
      amount: 3,
      hp: 15,
      source: { id: 2, cardId: 'firebolt' },
    };
    const n: LogNames = {
      ...names,
      card: (id) => ({ firebolt: 'Firebolt', ant: 'Ant' })[id] ?? null,
      you: 0,
    };
    expect(say(logLines([attacked, hit], n))).toEqual([
      'Ant attacks you: you lose 1 HP (17 left).',
      'Firebolt hits Computer: Computer loses 3 HP (15 left).',
    ]);
    await i18n.changeLanguage('cs');
    const cz: LogNames = {
      ...n,
      players: ['Ty', 'Počítač'],
      card: (id) => ({ firebolt: 'Ohnivá střela', ant: 'Mravenec' })[id] ?? null,
    };
    expect(say(logLines([attacked, { ...hit, amount: 5 }], cz))).toEqual([
      'Karta Mravenec na tebe útočí: ztrácíš 1 život (zbývá 17).',
      'Zásah kartou Ohnivá střela: Počítač ztrácí 5 životů (zbývá 15).',
    ]);
  });

  it('says "on you" / "on yourself" for a play aimed at the You seat, never the seat name', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { cs: { translation: { orbs: orbsCs } }, en: { translation: { orbs: orbsEn } } },
      interpolation: { escapeValue: false },
    });
    const play = (player: 0 | 1, target: 0 | 1): OrbsEvent => ({
      type: 'played',
      player,
      card: { id: 2, cardId: 'firebolt' },
      from: 'hand',
      targets: [{ player: target }],
    });
    const n: LogNames = { ...names, you: 0 };
    const say = (e: OrbsEvent) =>
      logLines([e], n).map((l) => i18n.t(`orbs.log.${l.key}`, l.params))[0];
    expect(say(play(1, 0))).toBe('Computer plays Firebolt on you.');
    expect(say(play(0, 0))).toBe('You play Firebolt on yourself.');
    expect(say(play(0, 1))).toBe('You play Firebolt on Computer.');
    await i18n.changeLanguage('cs');
    expect(say(play(1, 0))).toBe('Computer hraje kartu Firebolt na tebe.');
    expect(say(play(0, 0))).toBe('Hraješ kartu Firebolt na sebe.');
  });

  it('opens with the turn 1 line for the first player', () => {
    const lines = openingLines(1, { ...names, you: 0 });
    expect(lines.map((l) => [l.key, l.params.player, l.params.turn])).toEqual([
      ['turnStarted', 'Computer', 1],
      ['defensePhase', 'Computer', undefined],
    ]);
  });
});
