/**
 * The rules and app-extra catalogues: every key in both languages, in the same order, with the
 * same markup, costs and placeholders, and nothing empty. Plus the content helpers.
 */
import { describe, expect, it } from 'vitest';
import { rulesEn } from '../../i18n/rules.en';
import { rulesCs } from '../../i18n/rules.cs';
import { appExtraEn } from '../../i18n/app.extra.en';
import { appExtraCs } from '../../i18n/app.extra.cs';
import { KEYWORD_TEXT } from '../../../../main/games/clash/cards/text';
import { ENERGY_ORDER } from '../../theme/orbs-colours';
import { parseInline, plainText, strayMarkup } from './inline';
import {
  clashKeywordRows,
  fill,
  guideOf,
  isSectionOf,
  orbsColourRows,
  orbsTermRows,
  sectionIds,
  sectionsOf,
} from './content';

function entries(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    entries(v, prefix ? `${prefix}.${k}` : k),
  );
}

const tokens = (s: string, kind: string) =>
  parseInline(s)
    .filter((x) => x.kind === kind)
    .map((x) => x.text);

for (const [name, en, cs] of [
  ['rules', rulesEn, rulesCs],
  ['app.extra', appExtraEn, appExtraCs],
] as const) {
  describe(`${name} catalogues`, () => {
    const enEntries = entries(en);
    const csEntries = new Map(entries(cs));

    it('have exactly the same keys, in the same order', () => {
      expect(entries(cs).map(([k]) => k)).toEqual(enEntries.map(([k]) => k));
    });

    it('have no empty or untranslated-looking strings', () => {
      for (const [key, text] of entries(cs)) expect(text.trim(), `cs ${key}`).not.toBe('');
      for (const [key, text] of enEntries) expect(text.trim(), `en ${key}`).not.toBe('');
    });

    it('keep costs, code, placeholders and balanced markup in both languages', () => {
      for (const [key, enText] of enEntries) {
        const csText = csEntries.get(key)!;
        expect(strayMarkup(enText.replace(/\{\{\w+\}\}/g, '')), `en ${key}`).toEqual([]);
        expect(strayMarkup(csText.replace(/\{\{\w+\}\}/g, '')), `cs ${key}`).toEqual([]);
        expect(tokens(csText, 'cost'), `costs in ${key}`).toEqual(tokens(enText, 'cost'));
        expect(tokens(csText, 'code').length, `code in ${key}`).toBe(tokens(enText, 'code').length);
        expect(csText.match(/\{\{\w+\}\}/g) ?? [], `placeholders in ${key}`).toEqual(
          enText.match(/\{\{\w+\}\}/g) ?? [],
        );
      }
    });
  });
}

describe('rules content', () => {
  it('lists all 14 Clash keywords with English and Czech names and an explanation', () => {
    for (const lang of ['en', 'cs'] as const) {
      const rows = clashKeywordRows(lang);
      expect(rows.map((r) => r.keyword).sort()).toEqual(Object.keys(KEYWORD_TEXT).sort());
      expect(rows).toHaveLength(14);
      for (const r of rows) {
        expect(r.text.length, r.keyword).toBeGreaterThan(10);
        expect(r.cs).toBe(KEYWORD_TEXT[r.keyword].cs.name);
      }
    }
    expect(clashKeywordRows('cs').find((r) => r.keyword === 'Aerial')).toMatchObject({
      en: 'Aerial',
      cs: 'Anténa',
    });
    expect(Object.keys(rulesEn.rules.clash.glossary.keywords).sort()).toEqual(
      Object.keys(KEYWORD_TEXT).sort(),
    );
  });

  it('covers the Orbs glossary terms the brief names and every energy colour', () => {
    const ids = orbsTermRows('en').map((r) => r.id);
    for (const needed of [
      'armor',
      'ambush',
      'trap',
      'bench',
      'token',
      'object',
      'local',
      'global',
      'foreign',
    ]) {
      expect(ids).toContain(needed);
    }
    expect(orbsColourRows('cs').map((r) => r.colour)).toEqual([...ENERGY_ORDER]);
  });

  it('builds sections with paragraphs and lists', () => {
    const orbs = sectionsOf('orbs', 'cs');
    expect(orbs.map((s) => s.id)).toEqual(sectionIds('orbs').slice(0, -1));
    const turn = orbs.find((s) => s.id === 'turn')!;
    expect(turn.title).toBe('Tvůj tah');
    expect(turn.blocks.some((b) => b.kind === 'list' && b.items.length === 6)).toBe(true);
    expect(sectionsOf('clash', 'en').map((s) => s.title)).toContain('The assault');
  });

  it('knows which sections a table can open', () => {
    expect(isSectionOf('orbs', 'bench')).toBe(true);
    expect(isSectionOf('orbs', 'glossary')).toBe(true);
    expect(isSectionOf('orbs', 'guide')).toBe(true);
    expect(isSectionOf('clash', 'bench')).toBe(false);
    expect(isSectionOf('clash', 'assault')).toBe(true);
  });

  it('has a short first-game guide per game', () => {
    for (const game of ['orbs', 'clash'] as const) {
      for (const lang of ['en', 'cs'] as const) {
        const g = guideOf(game, lang);
        expect(g.steps.length).toBeGreaterThanOrEqual(3);
        expect(g.steps.length).toBeLessThanOrEqual(6);
      }
    }
  });

  it('fills placeholders', () => {
    expect(fill('Step {{n}}', { n: 2 })).toBe('Step 2');
    expect(fill('{{game}} rules', {})).toBe('{{game}} rules');
  });
});

describe('inline markup', () => {
  it('parses bold, code and costs', () => {
    expect(parseInline('pay {2R} or **not** `B a`')).toEqual([
      { kind: 'text', text: 'pay ' },
      { kind: 'cost', text: '2R' },
      { kind: 'text', text: ' or ' },
      { kind: 'strong', text: 'not' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'B a' },
    ]);
    expect(plainText('**18 life**')).toBe('18 life');
  });

  it('reports stray markup', () => {
    expect(strayMarkup('an **unclosed bold')).toEqual(['**']);
    expect(strayMarkup('a {bad} cost')).toEqual(['{', '}']);
    expect(strayMarkup('fine {1RB}')).toEqual([]);
  });
});
