import { describe, expect, it } from 'vitest';
import { ORBS_CARDS, ORBS_DECK_CARDS, cardDefById } from './pool';
import { cardDefIssues } from './schema';
import { cardText, cardName } from './text';
import { FIXED_CARDS } from './fixed';

describe('Orbs card pool (§12, §13)', () => {
  it('every definition passes the closed-vocabulary schema', () => {
    const bad = ORBS_CARDS.flatMap((c) => cardDefIssues(c).map((i) => `${c.id}: ${i}`));
    expect(bad).toEqual([]);
  });

  it('the schema rejects effects outside the vocabulary', () => {
    const base = { id: 'x', name: 'X', colours: ['red'], type: 'action', cost: 'R' };
    expect(
      cardDefIssues({ ...base, triggers: [{ on: 'play', effects: [{ do: 'teleport' }] }] }),
    ).not.toEqual([]);
    expect(cardDefIssues({ ...base, cost: 'R2' })).not.toEqual([]);
    expect(cardDefIssues({ ...base, type: 'orb' })).not.toEqual([]);
    expect(
      cardDefIssues({
        ...base,
        triggers: [{ on: 'play', effects: [{ do: 'draw', count: 1, who: 'you' }] }],
      }),
    ).toEqual([]);
  });

  it('has at least 90 cards, 12 per colour, 6 generic, 6 multicoloured, all four types', () => {
    expect(ORBS_DECK_CARDS.length).toBeGreaterThanOrEqual(90);
    for (const colour of ['red', 'green', 'blue', 'yellow', 'black', 'purple'] as const) {
      const mono = ORBS_DECK_CARDS.filter((c) => c.colours.length === 1 && c.colours[0] === colour);
      expect(mono.length, colour).toBeGreaterThanOrEqual(12);
    }
    expect(ORBS_DECK_CARDS.filter((c) => c.colours.length === 0).length).toBeGreaterThanOrEqual(6);
    expect(ORBS_DECK_CARDS.filter((c) => c.colours.length >= 2).length).toBeGreaterThanOrEqual(6);
    for (const type of ['orb', 'object', 'action', 'trap'] as const) {
      expect(ORBS_DECK_CARDS.some((c) => c.type === type)).toBe(true);
    }
  });

  it('has traps that answer at least five different events', () => {
    const events = new Set(ORBS_DECK_CARDS.filter((c) => c.trap).map((c) => c.trap!.on));
    expect(events.size).toBeGreaterThanOrEqual(5);
  });

  it('keeps the fixed cards of §13 exactly', () => {
    const row = (id: string) => {
      const c = cardDefById(id)!;
      return [
        c.name,
        c.colours.join('+') || 'generic',
        c.type,
        c.cost,
        c.ap === undefined ? '-' : `${c.ap}/${c.hp}`,
      ].join('|');
    };
    expect(FIXED_CARDS.length).toBe(22);
    expect(row('ember-imp')).toBe('Ember Imp|red|orb|R|2/1');
    expect(row('cinder-brute')).toBe('Cinder Brute|red|orb|2R|4/2');
    expect(row('stone-knight')).toBe('Stone Knight|yellow|orb|1Y|2/3');
    expect(row('forest-bear')).toBe('Forest Bear|green|orb|2G|3/3');
    expect(row('tide-sprite')).toBe('Tide Sprite|blue|orb|U|1/2');
    expect(row('gray-golem')).toBe('Gray Golem|generic|orb|3|3/2');
    expect(row('grave-ghoul')).toBe('Grave Ghoul|black|orb|1B|2/2');
    expect(row('velk-drone')).toBe('Velk Drone|purple|orb|1P|1/3');
    expect(row('ashen-wyrm')).toBe('Ashen Wyrm|red+black|orb|1RB|4/3');
    expect(row('trap-spider')).toBe('Trap Spider|green|trap|G|-');
    expect(row('booby-trap')).toBe('Booby Trap|red|trap|1R|-');
    expect(row('interfere')).toBe('Interfere|blue|trap|1U|-');
    expect(row('firebolt')).toBe('Firebolt|red|action|R|-');
    expect(row('slime-rain')).toBe('Slime Rain|green|action|1G|-');
    expect(row('gifts-from-above')).toBe('Gifts from Above|yellow|action|Y|-');
    expect(row('arcane-surge')).toBe('Arcane Surge|yellow|action|Y|-');
    expect(row('fresh-force')).toBe('Fresh Force|yellow|action|1Y|-');
    expect(row('tidal-insight')).toBe('Tidal Insight|blue|action|1U|-');
    expect(row('grave-uprisal')).toBe('Grave Uprisal|black|action|2B|-');
    expect(row('ant-invasion')).toBe('Ant Invasion|green|action|2G|-');
    expect(row('war-banner')).toBe('War Banner|generic|object|2|-');
    expect(row('velk-hatchery')).toBe('Velk Hatchery|purple|object|2P|-');
  });

  it('generates the §13 texts from data', () => {
    const en = (id: string) => cardText(cardDefById(id)!, 'en');
    expect(en('stone-knight')).toBe('Armor 1');
    expect(en('firebolt')).toBe('Deal 2 damage to target Orb or player.');
    expect(en('slime-rain')).toBe(
      'Cannot be played during your Defense Phase.\nDeal 1 damage to each Orb in play.',
    );
    expect(en('gifts-from-above')).toBe(
      'Play only if you have played at least two other cards this turn.\nDraw two cards.',
    );
    expect(en('interfere')).toBe('When an opponent plays an action, cancel it.');
    expect(en('booby-trap')).toBe(
      'When an opponent plays an Orb with 2 HP or less, destroy that Orb.',
    );
    expect(en('war-banner')).toBe('Local: your Orbs have +1 AP.');
    expect(en('trap-spider')).toBe(
      'When an opponent declares an attacker, create a Spider token (green Orb, 1/2) under your control.',
    );
  });

  it('writes Czech text with correct plural forms', () => {
    const cs = (id: string) => cardText(cardDefById(id)!, 'cs');
    expect(cs('tidal-insight')).toBe('Lízni si 2 karty.');
    expect(cs('glimpse')).toBe('Lízni si 1 kartu.');
    expect(cs('ant-invasion')).toContain('Vytvoř 3 žetony');
    expect(cs('velk-hatchery')).toContain('vytvoř 1 žeton');
    expect(cs('healing-potion')).toBe('Získáš 3 životy.');
    expect(cs('vampire-bat')).toContain('získáš 1 život.');
    expect(cs('arcane-surge')).toBe('Získej 2 generické energie do konce tahu.');
    expect(cs('mana-well')).toContain('získej 1 generickou energii');
    expect(cardName(cardDefById('ember-imp')!, 'cs')).toBe('Žhavý skřet');
  });

  it('has text for every card with rules and no leftover placeholders', () => {
    for (const c of ORBS_CARDS) {
      const has = !!(
        c.triggers?.length ||
        c.trap ||
        c.auras?.length ||
        c.abilities?.length ||
        c.armor ||
        c.ambush ||
        c.condition ||
        c.phaseLimit
      );
      for (const lang of ['en', 'cs'] as const) {
        const t = cardText(c, lang);
        if (has) expect(t.length, `${c.id} ${lang}`).toBeGreaterThan(0);
        expect(t).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });
});
