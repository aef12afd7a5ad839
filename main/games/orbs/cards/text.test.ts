import { describe, expect, it } from 'vitest';
import type { OrbsCardDef } from '../types';
import { ORBS_CARDS, cardDefById } from './pool';
import { CS_ORB_TYPES, cardText, orbTypeName } from './text';

/** Every Orb type the pool names: on Orbs, in auras, and in "becomes an Orb" abilities. */
function orbTypesIn(cards: readonly OrbsCardDef[]): Set<string> {
  const types = new Set<string>();
  for (const c of cards) {
    if (c.orbType) types.add(c.orbType);
    for (const a of c.auras ?? []) if (a.orbType) types.add(a.orbType);
    const effects = [
      ...(c.triggers ?? []).flatMap((t) => t.effects),
      ...(c.abilities ?? []).flatMap((a) => a.effects),
      ...(c.trap?.effects ?? []),
    ];
    for (const e of effects) if (e.do === 'becomeOrb') types.add(e.orbType);
  }
  return types;
}

describe('Orb types in the Czech card text', () => {
  const types = [...orbTypesIn(ORBS_CARDS)].sort();

  it('every Orb type of the pool has a Czech name', () => {
    expect(types.length).toBeGreaterThan(10);
    expect(types.filter((t) => !(t in CS_ORB_TYPES))).toEqual([]);
  });

  it('no English Orb type name appears in any Czech card text', () => {
    // Types whose Czech name is the same word (Velk, a made-up people) are names, not English.
    const english = types.filter((t) => orbTypeName(t, 'cs').toLowerCase() !== t.toLowerCase());
    const found: string[] = [];
    for (const c of ORBS_CARDS) {
      const text = cardText(c, 'cs');
      for (const t of english)
        if (new RegExp(`(?<!\\p{L})${t}(?!\\p{L})`, 'iu').test(text)) found.push(`${c.id}: ${t}`);
    }
    expect(found).toEqual([]);
  });

  it('auras and "becomes an Orb" name the type in Czech, English stays English', () => {
    expect(cardText(cardDefById('imp-chieftain')!, 'cs')).toContain(
      'Místní: tvé orby typu skřet mají +1 k útoku.',
    );
    expect(cardText(cardDefById('knight-captain')!, 'cs')).toContain(
      'orby typu rytíř mají brnění 1',
    );
    expect(cardText(cardDefById('imp-chieftain')!, 'en')).toContain('your Imps have +1 AP');
    expect(orbTypeName('Knight', 'en')).toBe('Knight');
    expect(orbTypeName('Knight', 'cs')).toBe('rytíř');
  });
});

describe('issue #34 text fixes', () => {
  const text = (id: string, lang: 'en' | 'cs'): string => cardText(cardDefById(id)!, lang);

  it('Siphon Rune (a trap, on the opponent turn) does not promise energy at once', () => {
    expect(text('siphon-rune', 'en')).not.toContain('available at once');
    expect(text('siphon-rune', 'en')).toContain('usable from your next turn');
    expect(text('siphon-rune', 'cs')).toContain('použitelná od tvého příštího tahu');
    expect(text('wild-growth', 'en')).toContain('(available at once)');
  });

  it('Czech: Horror is hrůza as in Bažinná hrůza, Velk a capitalised name, possessive first', () => {
    expect(orbTypeName('Horror', 'cs')).toBe('hrůza');
    expect(text('velk-totem', 'cs')).toContain('tvé orby typu Velk mají +1 k útoku');
    expect(text('living-idol', 'cs')).toContain('orbem typu Velk 3/3');
    expect(text('mutagen', 'cs')).toMatch(/^Tvůj cílový orb získá \+2/);
    expect(text('mutagen', 'cs')).not.toMatch(/cílový tvůj/i);
  });

  it('ability costs are energy symbols, never cost letters', () => {
    expect(text('anthill', 'en')).toMatch(/^●♣, once per turn:/m);
    expect(text('scrap-cannon', 'cs')).toMatch(/^●●, jednou za tah:/m);
    expect(text('chrysalis', 'en')).toMatch(/^●●●⬢: This object becomes/m);
    for (const c of ORBS_CARDS)
      for (const lang of ['en', 'cs'] as const)
        for (const line of cardText(c, lang).split('\n'))
          expect(line, `${c.id} ${lang}`).not.toMatch(/^\d*[RGUYBP]*[,:]/u);
  });
});
