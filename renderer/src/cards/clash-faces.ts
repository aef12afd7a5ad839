/**
 * Clash of Decks cards as `CardFaceModel`s for the shared painter, plus the keyword icons.
 * Data comes from the catalogue main sends (./clash-catalogue.ts; no rule is decided
 * here: we only read printed values). Icons are glyph + colour, so they stay apart for
 * colour-blind players too.
 */
import type { ClashCardDef, ClashKeyword, ClashTextLanguage } from '../../../main/ipc/contract';
import { clashCardById, clashCardName, keywordText } from './clash-catalogue';
import type { CardBadge, CardFaceModel, CardPalette } from './card-face';
import { artIconOf } from './art/card-art';
import { KEYWORD_ART, MARK_ART } from './art/art-table';

export const KEYWORD_ICON: Record<ClashKeyword, CardBadge> = {
  Aerial: { glyph: '☁', color: '#3d8bd9' },
  Aim: { glyph: '◎', color: '#a05a00' },
  Aquatic: { glyph: '≈', color: '#1769aa' },
  Aura: { glyph: '✶', color: '#8e44ad' },
  Berserk: { glyph: '⚔', color: '#b3261e' },
  Catalyst: { glyph: '⚗', color: '#2e7d32' },
  Focus: { glyph: '⇤', color: '#00796b' },
  Indestructible: { glyph: '♜', color: '#455a64' },
  Perforation: { glyph: '⇉', color: '#c2185b' },
  Protection: { glyph: '◈', color: '#5c6bc0' },
  Rage: { glyph: '✸', color: '#d84315' },
  Splash: { glyph: '⇅', color: '#0097a7' },
  Sprint: { glyph: '»', color: '#f57c00' },
  Wrecker: { glyph: '⚒', color: '#6d4c41' },
};

/** The mark of an incantation on a compact face: it hits one creature in play (rules §7). */
export const TARGET_BADGE: CardBadge = { glyph: '◎', color: '#7a1f1f', icon: MARK_ART.target };

const PALETTE: Record<
  'creature' | 'incantation',
  Record<'initiation' | 'cardhall', CardPalette>
> = {
  creature: {
    initiation: { frame: '#c9a24a', frameDark: '#7a5a1c', art: '#3b2a14', artGlow: '#8a6a32' },
    cardhall: { frame: '#5fa37a', frameDark: '#245238', art: '#16321f', artGlow: '#3f8058' },
  },
  incantation: {
    initiation: { frame: '#9c6ad6', frameDark: '#4b2a7a', art: '#251338', artGlow: '#6a3fa0' },
    cardhall: { frame: '#6a8ad6', frameDark: '#2a3f7a', art: '#131f38', artGlow: '#3f5ea0' },
  },
};

export function clashCard(id: string): ClashCardDef | null {
  return clashCardById(id);
}

/** The card's keywords in display order, the Aura one first as "Aura: X". */
export function printedKeywords(def: ClashCardDef): { keyword: ClashKeyword; aura: boolean }[] {
  const out: { keyword: ClashKeyword; aura: boolean }[] = [];
  if (def.aura) out.push({ keyword: def.aura, aura: true });
  for (const k of def.keywords) out.push({ keyword: k, aura: false });
  return out;
}

export function keywordLabel(k: ClashKeyword, aura: boolean, lang: ClashTextLanguage): string {
  const name = keywordText()[k][lang].name;
  return aura ? `${keywordText().Aura[lang].name}: ${name}` : name;
}

export interface ClashFaceLabels {
  creature: string;
  incantation: string;
  cardhallSet: string;
  /**
   * When given, an incantation's text box opens with what it does ("3 damage to a creature",
   * rules §7) instead of showing only its keywords, or "—" when it has none (the draft grid).
   */
  incantationLine?: (damage: number) => string;
}

/**
 * The face of card `id`. `keywords` overrides the printed ones (a creature in play shows the
 * keywords in effect now, Aura gifts included).
 */
export function clashFaceModel(
  id: string,
  lang: ClashTextLanguage,
  labels: ClashFaceLabels,
  keywords?: ClashKeyword[],
): CardFaceModel {
  const def = clashCard(id);
  if (!def) {
    const p = PALETTE.creature.initiation;
    return {
      title: id,
      cost: null,
      attack: null,
      health: null,
      subtitle: '',
      lines: [],
      badges: [],
      palette: p,
      art: { icon: null, light: p.artGlow, dark: p.art },
    };
  }
  const shown = keywords
    ? [
        ...(def.aura ? [{ keyword: def.aura, aura: true }] : []),
        ...keywords.filter((k) => k !== 'Aura').map((k) => ({ keyword: k, aura: false })),
      ]
    : printedKeywords(def);
  const kind = def.kind === 'creature' ? labels.creature : labels.incantation;
  return {
    title: clashCardName(def.id, lang),
    cost: def.cost,
    attack: def.attack,
    health: def.health,
    subtitle: def.set === 'cardhall' ? `${kind} · ${labels.cardhallSet}` : kind,
    lines: [
      ...(def.kind === 'incantation' && labels.incantationLine
        ? [labels.incantationLine(def.attack)]
        : []),
      ...shown.map((s) => keywordLabel(s.keyword, s.aura, lang)),
    ],
    // An Aura gift shows the Aura badge; each badge draws its game-icons picture (art-table.ts).
    badges: shown.map((s) => {
      const k: ClashKeyword = s.aura ? 'Aura' : s.keyword;
      return { ...KEYWORD_ICON[k], icon: KEYWORD_ART[k] ?? null };
    }),
    palette: PALETTE[def.kind][def.set],
    art: {
      icon: artIconOf('clash', def.id),
      light: PALETTE[def.kind][def.set].artGlow,
      dark: PALETTE[def.kind][def.set].art,
    },
  };
}

/** Keyword explanations for a tooltip: one entry per keyword the card shows. */
export function keywordHelp(
  id: string,
  lang: ClashTextLanguage,
  keywords?: ClashKeyword[],
): { name: string; glyph: string; icon: string; text: string }[] {
  const def = clashCard(id);
  if (!def) return [];
  const list: { keyword: ClashKeyword; aura: boolean }[] = keywords
    ? [
        ...(def.aura ? [{ keyword: def.aura, aura: true }] : []),
        ...keywords.filter((k) => k !== 'Aura').map((k) => ({ keyword: k, aura: false })),
      ]
    : printedKeywords(def);
  return list.map(({ keyword, aura }) => {
    if (aura) {
      return {
        name: keywordLabel(keyword, true, lang),
        glyph: KEYWORD_ICON.Aura.glyph,
        text: `${keywordText().Aura[lang].explanation} (${keywordText()[keyword][lang].name}: ${keywordText()[keyword][lang].explanation})`,
        icon: KEYWORD_ART.Aura!,
      };
    }
    return {
      name: keywordText()[keyword][lang].name,
      glyph: KEYWORD_ICON[keyword].glyph,
      icon: KEYWORD_ART[keyword]!,
      text: keywordText()[keyword][lang].explanation,
    };
  });
}
