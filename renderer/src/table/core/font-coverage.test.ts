/**
 * Every character the battle tables draw as text is in the bundled font (issue #14 item 4):
 * Noto Sans, latin + latin-ext subsets (theme/fonts.ts). A character outside it (♥ ⚔ ◈ → ◆ …)
 * shows as an empty box on a system without a symbol font, so those are drawn as pictures
 * (mark-textures.ts). Read from the font files' own character maps (WOFF 1: zlib tables).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORBS_CARDS } from '../../../../main/games/orbs/cards/pool';
import { CLASH_CARDS } from '../../../../main/games/clash/cards';
import { orbsCatalog } from '../../../../main/ipc/orbs-handlers';
import { catalogues, LANGUAGES } from '../../i18n/catalogues';
import { withoutArrow } from './mark-textures';

/** The code points a WOFF 1 font maps (cmap formats 4 and 12). */
function woffCodepoints(path: string): Set<number> {
  const b = readFileSync(path);
  let cmap: Buffer | null = null;
  for (let i = 0; i < b.readUInt16BE(12); i++) {
    const o = 44 + i * 20;
    if (b.toString('latin1', o, o + 4) !== 'cmap') continue;
    const off = b.readUInt32BE(o + 4);
    const comp = b.readUInt32BE(o + 8);
    const raw = b.subarray(off, off + comp);
    cmap = comp < b.readUInt32BE(o + 12) ? inflateSync(raw) : raw;
  }
  if (!cmap) throw new Error(`${path}: no cmap table`);
  const out = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const off = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(off);
    if (format === 4) {
      const segX2 = cmap.readUInt16BE(off + 6);
      const ends = off + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = cmap.readUInt16BE(ends + 2 * s);
        const start = cmap.readUInt16BE(starts + 2 * s);
        const delta = cmap.readInt16BE(deltas + 2 * s);
        const ro = cmap.readUInt16BE(ranges + 2 * s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let g =
            ro === 0
              ? (c + delta) & 0xffff
              : cmap.readUInt16BE(ranges + 2 * s + ro + 2 * (c - start));
          if (ro !== 0 && g) g = (g + delta) & 0xffff;
          if (g) out.add(c);
        }
      }
    } else if (format === 12) {
      for (let k = 0; k < cmap.readUInt32BE(off + 12); k++) {
        const go = off + 16 + k * 12;
        for (let c = cmap.readUInt32BE(go); c <= cmap.readUInt32BE(go + 4); c++) out.add(c);
      }
    }
  }
  return out;
}

const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
/** The bundled weights (theme/fonts.ts: 400, 600, 700, 800), latin and latin-ext. */
const fontFiles = readdirSync(files).filter((f) =>
  /^noto-sans-latin(-ext)?-(400|600|700|800)-normal\.woff$/.test(f),
);
const covered = new Set<number>();
for (const f of fontFiles) for (const c of woffCodepoints(join(files, f))) covered.add(c);

function missing(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of texts)
    for (const ch of t)
      if (!/\s/.test(ch) && !covered.has(ch.codePointAt(0)!)) out.add(`${ch} in "${t}"`);
  return [...out];
}

function at(cat: Record<string, unknown>, path: string): string[] {
  const v = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], cat);
  if (typeof v === 'string') return [v];
  if (v && typeof v === 'object') return Object.values(v).filter((x) => typeof x === 'string');
  throw new Error(`no catalogue entry ${path}`);
}

/** Catalogue entries the tables draw on the canvas (scene-labels.ts, orbs/game/labels.ts). */
const TABLE_KEYS = [
  'clash.battle.bastion',
  'clash.battle.fort',
  'clash.battle.upper',
  'clash.battle.lower',
  'clash.battle.windowLabel',
  'orbs.game.phase',
  'orbs.game.turn',
  'orbs.game.deck',
  'orbs.game.hand',
  'orbs.game.bench',
  'orbs.game.graveyard',
  'orbs.game.energy',
  'orbs.game.trap',
  'orbs.game.waiting',
];
/** Plural groups (lifeValue_one, …) as objects of their forms. */
const TABLE_PLURALS = ['clash.battle.lifeValue', 'clash.battle.handSize'];

describe('the bundled font has every character the tables draw', () => {
  it('reads the font files (the check can fail: ♥ ⚔ ◈ → are not in Noto Sans latin)', () => {
    expect(fontFiles.length).toBe(8);
    expect(missing(['Příliš žluťoučký kůň · − —'])).toEqual([]);
    expect(missing(['♥', '⚔', '◈', '→']).length).toBe(4);
  });

  it('the words from the catalogues, in both languages (arrows drawn as shapes)', () => {
    for (const lang of LANGUAGES) {
      const cat = catalogues[lang];
      const texts = TABLE_KEYS.flatMap((k) => at(cat, k));
      for (const k of TABLE_PLURALS) {
        const leaf = k.slice(k.lastIndexOf('.') + 1);
        const group = k
          .slice(0, k.lastIndexOf('.'))
          .split('.')
          .reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], cat) as Record<
          string,
          unknown
        >;
        const forms = Object.entries(group).filter(([key]) => key.startsWith(`${leaf}_`));
        expect(forms.length, k).toBeGreaterThan(0);
        for (const [, v] of forms) texts.push(String(v));
      }
      for (const k of ['orbs.act.toMain', 'orbs.act.end'])
        texts.push(withoutArrow(at(cat, k)[0]!).text);
      expect(missing(texts), lang).toEqual([]);
    }
  });

  it('every card name of both games (Orbs in both languages)', () => {
    expect(missing(CLASH_CARDS.map((c) => c.name))).toEqual([]);
    expect(missing(ORBS_CARDS.map((c) => c.name))).toEqual([]);
    const cs = orbsCatalog('cs');
    expect(missing([...cs.cards, ...cs.tokens].map((c) => c.displayName))).toEqual([]);
  });
});
