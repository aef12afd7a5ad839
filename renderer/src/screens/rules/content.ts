/**
 * The rules reference as data for the screens: sections in order, each a list of paragraphs
 * and bulleted lists, in the player's language. The text lives in i18n/rules.{en,cs}.ts; the
 * Clash keyword names come from the engine's text table (main/games/clash/cards/text.ts, sent as
 * `clash.catalog`) so cards, log and rules all use the same names.
 */
import type { GameId } from '../../../../main/ipc/contract';
import type { ClashKeyword } from '../../../../main/ipc/contract';
import { keywordText } from '../../cards/clash-catalogue';
import { rulesEn, type RulesCatalogue } from '../../i18n/rules.en';
import { rulesCs } from '../../i18n/rules.cs';
import { ENERGY_ORDER, type EnergyColour } from '../../theme/orbs-colours';

export type RulesLanguage = 'en' | 'cs';

const CATALOGUES: Record<RulesLanguage, RulesCatalogue> = { en: rulesEn, cs: rulesCs };

export function rulesText(lang: RulesLanguage): RulesCatalogue['rules'] {
  return CATALOGUES[lang].rules;
}

export type OrbsSectionId = keyof RulesCatalogue['rules']['orbs']['sections'];
export type ClashSectionId = keyof RulesCatalogue['rules']['clash']['sections'];
/** A place the table can open the rules at: a section, the glossary, or the first-game guide. */
export type RulesSectionId = OrbsSectionId | ClashSectionId | 'glossary' | 'guide';

export const GLOSSARY_ID = 'glossary';
export const GUIDE_ID = 'guide';

export type Block = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

function toBlocks(blocks: Record<string, string | Record<string, string>>): Block[] {
  return Object.values(blocks).map((b) =>
    typeof b === 'string' ? { kind: 'p', text: b } : { kind: 'list', items: Object.values(b) },
  );
}

export function sectionsOf(game: GameId, lang: RulesLanguage): Section[] {
  const sections = rulesText(lang)[game].sections as Record<
    string,
    { title: string; blocks: Record<string, string | Record<string, string>> }
  >;
  return Object.entries(sections).map(([id, s]) => ({
    id,
    title: s.title,
    blocks: toBlocks(s.blocks),
  }));
}

/** Section ids of a game, in order, glossary last (what the `section` prop accepts). */
export function sectionIds(game: GameId): string[] {
  return [...Object.keys(rulesEn.rules[game].sections), GLOSSARY_ID];
}

/** Is `id` a place the reference for `game` can open at? */
export function isSectionOf(game: GameId, id: string): boolean {
  return id === GUIDE_ID || sectionIds(game).includes(id);
}

// ------------------------------------------------------------------ glossaries

export interface KeywordRow {
  keyword: ClashKeyword;
  en: string;
  cs: string;
  text: string;
}

/** The 14 Clash keywords in alphabetical (English) order, both names, what each does. */
export function clashKeywordRows(lang: RulesLanguage): KeywordRow[] {
  const details = rulesText(lang).clash.glossary.keywords;
  return (Object.keys(keywordText()) as ClashKeyword[]).sort().map((k) => ({
    keyword: k,
    en: keywordText()[k].en.name,
    cs: keywordText()[k].cs.name,
    text: details[k],
  }));
}

export interface TermRow {
  id: string;
  term: string;
  text: string;
}

export function orbsTermRows(lang: RulesLanguage): TermRow[] {
  return Object.entries(rulesText(lang).orbs.glossary.terms).map(([id, t]) => ({
    id,
    term: t.term,
    text: t.text,
  }));
}

export interface ColourRow {
  colour: EnergyColour;
  text: string;
}

export function orbsColourRows(lang: RulesLanguage): ColourRow[] {
  const texts = rulesText(lang).orbs.glossary.colours;
  return ENERGY_ORDER.map((c) => ({ colour: c, text: texts[c] }));
}

export interface GuideStep {
  id: string;
  title: string;
  text: string;
}

export function guideOf(
  game: GameId,
  lang: RulesLanguage,
): { title: string; intro: string; steps: GuideStep[] } {
  const g = rulesText(lang)[game].guide;
  return {
    title: g.title,
    intro: g.intro,
    steps: Object.entries(g.steps).map(([id, s]) => ({ id, title: s.title, text: s.text })),
  };
}

/** Fill `{{name}}` placeholders of a rules UI string. */
export function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{\{(\w+)\}\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );
}
