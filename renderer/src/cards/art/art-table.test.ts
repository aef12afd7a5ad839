import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ORBS_CARDS } from '../../../../main/games/orbs/cards/pool';
import { CLASH_CARDS } from '../../../../main/games/clash/cards';
import { CARD_BACK_ART, CLASH_ART, KEYWORD_ART, ORBS_ART, usedArtIcons } from './art-table';
import { KEYWORDS } from '../../../../main/games/clash/cards';
import {
  CARD_ART_FILE,
  UI_ICONS_FILE,
  generated,
  roundPath,
} from '../../../../scripts/extract-icons';

const require = createRequire(import.meta.url);
const gameIcons = require('@iconify-json/game-icons/icons.json') as {
  icons: Record<string, unknown>;
};

describe('card art table', () => {
  it('gives every Orbs card and token a picture', () => {
    const missing = ORBS_CARDS.filter((c) => !ORBS_ART[c.id]).map((c) => c.id);
    expect(missing).toEqual([]);
    expect(ORBS_CARDS.some((c) => c.token)).toBe(true);
  });

  it('gives every Clash card of both sets a picture', () => {
    const missing = CLASH_CARDS.filter((c) => !CLASH_ART[c.id]).map((c) => c.id);
    expect(missing).toEqual([]);
    expect(new Set(CLASH_CARDS.map((c) => c.set))).toEqual(new Set(['initiation', 'cardhall']));
  });

  it('names no card that is not in the pools (a renamed card would lose its art)', () => {
    const orbsIds = new Set(ORBS_CARDS.map((c) => c.id));
    const clashIds = new Set(CLASH_CARDS.map((c) => c.id));
    expect(Object.keys(ORBS_ART).filter((id) => !orbsIds.has(id))).toEqual([]);
    expect(Object.keys(CLASH_ART).filter((id) => !clashIds.has(id))).toEqual([]);
  });

  it('gives every Clash keyword a badge picture', () => {
    expect(KEYWORDS.filter((k) => !KEYWORD_ART[k])).toEqual([]);
    expect(new Set(Object.values(KEYWORD_ART)).size).toBe(Object.keys(KEYWORD_ART).length);
  });

  it('uses only icons that exist in the game-icons set', () => {
    expect(usedArtIcons().filter((n) => !gameIcons.icons[n])).toEqual([]);
    expect(usedArtIcons()).toContain(CARD_BACK_ART);
  });

  it('gives each card of a game its own picture', () => {
    for (const table of [ORBS_ART, CLASH_ART]) {
      const names = Object.values(table);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('bundles exactly the used icons, each with its author, and is up to date (npm run art)', () => {
    const g = generated();
    expect(readFileSync(CARD_ART_FILE, 'utf8')).toBe(g.cardArt);
    expect(readFileSync(UI_ICONS_FILE, 'utf8')).toBe(g.uiIcons);
    const bundled = JSON.parse(g.cardArt) as {
      icons: Record<string, { d: string; author: string }>;
    };
    expect(Object.keys(bundled.icons).sort()).toEqual(usedArtIcons());
    for (const icon of Object.values(bundled.icons)) {
      expect(icon.d).toMatch(/^[Mm]/);
      expect(icon.author.length).toBeGreaterThan(0);
    }
  });
});

describe('bundled path rounding', () => {
  it('keeps one decimal and never merges two numbers', () => {
    expect(roundPath('M3.313 19.406l.5.5l3.04.5L-0.04.2')).toBe('M3.3 19.4l.5.5l3 .5L0 .2');
    expect(roundPath('M10 20h-5.55z')).toBe('M10 20h-5.5z');
    expect(roundPath('c-1.1-.002-2.2.002-3.3.1')).toBe('c-1.1 0-2.2 0-3.3.1');
    expect(roundPath('c.002.002.002').replace(/ +/g, ' ')).toBe('c0 0 0');
  });
});
