/**
 * What the keyword legend lists (KeywordLegend.svelte): each icon a compact card face shows,
 * with its name and a one-line meaning, in the reader's language. Built from the same data the
 * cards use — the Clash keywords' names and explanations from the catalogue main sends (the
 * zoom's text), the Orbs keyword words from the card catalogue's strings, the icons and colours
 * from the faces' own tables — so the legend and the cards cannot disagree.
 */
import type { ClashKeyword, ClashTextLanguage } from '../../../main/ipc/contract';
import { keywordText } from './clash-catalogue';
import { KEYWORD_ICON, TARGET_BADGE } from './clash-faces';
import { KEYWORD_ART } from './art/art-table';
import { ORBS_KEYWORD_BADGES } from './orbs-faces';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface LegendEntry {
  id: string;
  name: string;
  text: string;
  /** A keyword disc: its game-icons picture on its colour. */
  icon?: { art: string; color: string };
  /** A figure gem as the faces draw it. */
  figure?: 'cost' | 'pips' | 'attack' | 'health' | 'armor';
}

export interface Legend {
  figures: LegendEntry[];
  keywords: LegendEntry[];
}

export function clashLegend(lang: ClashTextLanguage, t: Translate): Legend {
  const kw = keywordText();
  const keywords: LegendEntry[] = (Object.keys(KEYWORD_ICON) as ClashKeyword[])
    .map((k) => ({
      id: k,
      name: kw[k][lang].name,
      text: kw[k][lang].explanation,
      icon: { art: KEYWORD_ART[k]!, color: KEYWORD_ICON[k].color },
    }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  return {
    figures: [
      { id: 'cost', figure: 'cost', ...entry(t, 'tableUi.legend.clash.cost') },
      { id: 'attack', figure: 'attack', ...entry(t, 'tableUi.legend.clash.attack') },
      { id: 'health', figure: 'health', ...entry(t, 'tableUi.legend.clash.health') },
    ],
    keywords: [
      {
        id: 'target',
        icon: { art: TARGET_BADGE.icon!, color: TARGET_BADGE.color },
        ...entry(t, 'tableUi.legend.clash.target'),
      },
      ...keywords,
    ],
  };
}

export function orbsLegend(t: Translate): Legend {
  return {
    figures: [
      { id: 'cost', figure: 'pips', ...entry(t, 'tableUi.legend.orbs.cost') },
      { id: 'attack', figure: 'attack', ...entry(t, 'tableUi.legend.orbs.attack') },
      { id: 'health', figure: 'health', ...entry(t, 'tableUi.legend.orbs.health') },
    ],
    keywords: [
      {
        id: 'armor',
        figure: 'armor',
        // The same words the cards print ("Armor 1"), with N for the number.
        name: t('orbs.card.armor', { n: 'N' }),
        text: t('tableUi.legend.orbs.armor.text'),
      },
      {
        id: 'ambush',
        icon: { art: ORBS_KEYWORD_BADGES.ambush.icon, color: ORBS_KEYWORD_BADGES.ambush.color },
        name: t('orbs.card.ambush'),
        text: t('tableUi.legend.orbs.ambush.text'),
      },
    ],
  };
}

function entry(t: Translate, key: string): { name: string; text: string } {
  return { name: t(`${key}.name`), text: t(`${key}.text`) };
}
