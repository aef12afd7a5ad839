/**
 * Czech is complete and Czech only (issue #16 item 4):
 * - every key of the English catalogue exists in Czech and the other way round, plural keys by
 *   their base, and each key's interpolation variables ({{player}}, {{count}} …) are the same;
 * - no Czech string (UI catalogues, generated Orbs card texts and names, Clash keyword and card
 *   names, ready-made deck names) contains an English word: the word list is the English
 *   catalogue's own vocabulary plus every English card and keyword name, so any sentence left
 *   untranslated is caught; the short allow-list below holds proper names and words spelled
 *   the same in both languages;
 * - no Czech string equals its English value, except proper names (EQUAL_ALLOWED).
 */
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { ORBS_CARDS, READY_DECKS, cardName, cardText } from '../../../main/games/orbs';
import { CLASH_CARDS, CARD_NAME_CS, KEYWORD_TEXT, SET_LABEL } from '../../../main/games/clash';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (v !== null && typeof v === 'object')
      for (const [kk, vv] of flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
const vars = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]!);

const en = flatten(catalogues.en);
const cs = flatten(catalogues.cs);

/** Keys whose Czech value may equal the English one: names and symbols, not sentences. */
const EQUAL_ALLOWED = new Set([
  'app.title',
  'games.orbs.name',
  'games.clash.name',
  'clash.title',
  'orbs.title',
  'language.en',
  'language.cs',
  'about.electron',
  'about.chrome',
  'about.node',
  // Game terms Czech players use as they are (the Orbs creature, Clash's mana).
  'orbs.types.orb',
  'saves.view.mana',
  'clash.battle.mana',
  'rules.ui.symbol',
]);
/** Values that are the same in every language: pure placeholders, numbers and symbols. */
const isSymbolic = (s: string) => s.replace(/\{\{[^}]+\}\}/g, '').replace(/[\s\d\W]/gu, '') === '';

/**
 * Words an English and a Czech text may share: proper names (the app, the games, the software
 * and licences credited), a made-up people of Orbs (Velk), and words spelled the same in both
 * languages (Aura, Baron, Druid, Mutant …).
 */
const SHARED_WORDS = new Set([
  // proper names
  'cardhall',
  'orbs',
  'clash',
  'of',
  'decks',
  'electron',
  'chromium',
  'node',
  'js',
  'noto',
  'sans',
  'symbols',
  'lucide',
  'dev',
  'isc',
  'sil',
  'open',
  'font',
  'license',
  'project',
  'authors',
  'creative',
  'commons',
  'game',
  'icons',
  'net',
  'creativecommons',
  'org',
  'licenses',
  'by',
  'the',
  'velk',
  'english',
  'orbs1',
  'f11',
  'esc',
  'escape',
  'enter',
  'tab',
  'cc',
  // the same word in both languages
  'aura',
  'baron',
  'druid',
  'mutant',
  'kraken',
  'paladin',
  'mutagen',
  'golem',
  'hotseat',
  'draft',
  'mana',
  'seed',
  'orb',
  'orbu',
  'trol',
  'a',
  'i',
  'o',
  'u',
  'v',
  's',
  'k',
  'z',
  'to',
  'no',
  'on',
  'ten',
  'hp',
  'ap',
  'e',
  'h',
  'r',
  'g',
  'x',
  'pro',
  'me',
  'ne',
  'je',
  'jet',
  'pot',
  'let',
  'host',
  'list',
  'tip',
  'start',
  'stop',
  'test',
  'plus',
  'mini',
  'max',
  'demo',
  'top',
  'web',
  'do',
  'data',
  'disk',
  'many',
  'had',
  'symbol',
  'text',
  'minus',
  'menu',
  'offline',
  'licence',
  'bonus',
  'totem',
  'miasma',
  'larva',
  'initiation',
]);

const englishWords = (() => {
  const words = new Set<string>();
  const add = (s: string) => {
    for (const w of s
      .replace(/\{\{[^}]+\}\}/g, ' ')
      .toLowerCase()
      .match(/[a-z]+/g) ?? [])
      if (!SHARED_WORDS.has(w)) words.add(w);
  };
  for (const v of en.values()) add(v);
  for (const c of ORBS_CARDS) add(c.name);
  for (const c of CLASH_CARDS) add(c.name);
  for (const k of Object.values(KEYWORD_TEXT)) add(`${k.en.name} ${k.en.explanation}`);
  return words;
})();

/** Words of `s` (Czech letters count as letters, so "útok" is not "t" + "ok"). */
const wordsOf = (s: string) =>
  s
    .replace(/\{\{[^}]+\}\}/g, ' ')
    .replace(/\{[A-Z0-9]+\}/g, ' ') // cost symbols such as {1G}
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

function englishIn(s: string): string[] {
  return wordsOf(s).filter((w) => w.length > 1 && englishWords.has(w));
}

/** Every Czech text the app shows, labelled by where it comes from. */
function czechTexts(): [string, string][] {
  const out: [string, string][] = [...cs].map(([k, v]) => [`catalogue ${k}`, v]);
  for (const c of ORBS_CARDS) {
    out.push([`orbs card name ${c.id}`, cardName(c, 'cs')]);
    out.push([`orbs card text ${c.id}`, cardText(c, 'cs')]);
  }
  for (const d of READY_DECKS) {
    out.push([`orbs deck ${d.id} name`, d.name.cs]);
    out.push([`orbs deck ${d.id} plan`, d.plan.cs]);
  }
  for (const c of CLASH_CARDS) out.push([`clash card name ${c.id}`, CARD_NAME_CS[c.id] ?? c.name]);
  for (const [k, v] of Object.entries(KEYWORD_TEXT)) {
    out.push([`clash keyword ${k}`, v.cs.name]);
    out.push([`clash keyword ${k} explanation`, v.cs.explanation]);
  }
  for (const [k, v] of Object.entries(SET_LABEL)) out.push([`clash set ${k}`, v.cs]);
  return out;
}

describe('Czech catalogue', () => {
  it('has every English key and no other (plural keys by their base)', () => {
    const enBases = new Set([...en.keys()].map(base));
    const csBases = new Set([...cs.keys()].map(base));
    expect(
      [...enBases].filter((k) => !csBases.has(k)),
      'missing in Czech',
    ).toEqual([]);
    expect(
      [...csBases].filter((k) => !enBases.has(k)),
      'missing in English',
    ).toEqual([]);
  });

  it('uses the same interpolation variables as English in every key', () => {
    const varsByBase = (m: Map<string, string>) => {
      const out = new Map<string, Set<string>>();
      for (const [k, v] of m) {
        const b = base(k);
        const set = out.get(b) ?? new Set<string>();
        for (const x of vars(v)) set.add(x);
        out.set(b, set);
      }
      return out;
    };
    const e = varsByBase(en);
    const c = varsByBase(cs);
    const differ: string[] = [];
    for (const [k, set] of e) {
      const other = c.get(k);
      if (!other) continue; // reported by the key test
      const a = [...set].sort().join(',');
      const b = [...other].sort().join(',');
      if (a !== b) differ.push(`${k}: en {${a}} cs {${b}}`);
    }
    expect(differ).toEqual([]);
  });

  it('has no English word in any Czech text (UI, card texts and names, keywords, decks)', () => {
    const found = czechTexts()
      .map(([where, text]) => [where, englishIn(text)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([where, words]) => `${where}: ${words.join(', ')}`);
    expect(found).toEqual([]);
  });

  it('has no Czech string equal to its English value, except names', () => {
    const same = [...cs]
      .filter(([k, v]) => en.get(k) === v && !EQUAL_ALLOWED.has(k) && !isSymbolic(v))
      .map(([k, v]) => `${k}: ${v}`);
    expect(same).toEqual([]);
  });

  it('catches what it is meant to catch (the checks can fail)', () => {
    expect(englishIn('Hraješ kartu Fireball.')).toEqual(['fireball']);
    expect(englishIn('Schopnost Rage: útočí hned.')).toEqual(['rage']);
    expect(englishIn('Vyber cíl, then press Enter.')).toContain('then');
    expect(englishIn('Lížeš kartu Ohnivá koule.')).toEqual([]);
  });
});
