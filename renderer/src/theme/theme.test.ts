import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ENERGY_COLOURS } from '../../../main/games/orbs/types';
import { ENERGY_GLYPHS, costSymbols } from '../../../main/games/orbs/cards/text';
import {
  ENERGY_ORDER,
  ENERGY_STYLES,
  colourOfLetter,
  contrastRatio,
  energyCssVariables,
  hexToNumber,
  luminance,
  phaserEnergyStyle,
} from './orbs-colours';
import { parseCost } from './cost';
import { energyLabel } from './energy-label';
import {
  clampTextScale,
  rootFontSize,
  savedTextScale,
  setTextScale,
  getTextScale,
  TEXT_SCALE_MAX,
  TEXT_SCALE_MIN,
  TEXT_SCALE_STEPS,
} from './text-scale';

describe('Orbs energy palette', () => {
  it('is the one the engine writes ability costs with (rules text: "1G" → "●♣")', () => {
    for (const c of ENERGY_COLOURS) {
      const letter = c === 'generic' ? 'generic' : ENERGY_STYLES[c].letter;
      expect(ENERGY_GLYPHS[letter], c).toBe(ENERGY_STYLES[c].glyph);
    }
    expect(costSymbols('1G')).toBe('●♣');
    expect(costSymbols('2')).toBe('●●');
    expect(costSymbols('3PP')).toBe('●●●⬢⬢');
  });

  it('covers exactly the engine colours, in the engine order', () => {
    expect([...ENERGY_ORDER]).toEqual([...ENERGY_COLOURS]);
    expect(Object.keys(ENERGY_STYLES).sort()).toEqual([...ENERGY_COLOURS].sort());
  });

  it('gives every colour its own fill, shape and glyph', () => {
    const styles = ENERGY_ORDER.map((c) => ENERGY_STYLES[c]);
    for (const field of ['fill', 'shape', 'glyph', 'path', 'letter'] as const) {
      expect(new Set(styles.map((s) => s[field].toLowerCase())).size, field).toBe(styles.length);
    }
  });

  it('outlines and ink have at least 3:1 contrast with the fill (WCAG 1.4.11)', () => {
    for (const c of ENERGY_ORDER) {
      const s = ENERGY_STYLES[c];
      expect(contrastRatio(s.fill, s.outline), `${c} outline`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(s.fill, s.ink), `${c} ink`).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps the fills apart in lightness too (readable in greyscale)', () => {
    // The shape is the main cue; this guards against two fills collapsing to the same grey.
    const lum = ENERGY_ORDER.map((c) => luminance(ENERGY_STYLES[c].fill)).sort((a, b) => a - b);
    for (let i = 1; i < lum.length; i++) expect(lum[i]! - lum[i - 1]!).toBeGreaterThan(0.005);
  });

  it('maps cost letters to colours (orbs.md §1.3)', () => {
    expect(['R', 'G', 'U', 'Y', 'B', 'P'].map(colourOfLetter)).toEqual([
      'red',
      'green',
      'blue',
      'yellow',
      'black',
      'purple',
    ]);
    expect(colourOfLetter('X')).toBeNull();
  });

  it('theme.css declares the same colours as the data', () => {
    const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(energyCssVariables())) {
      const m = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6});`).exec(css);
      expect(m?.[1]?.toLowerCase(), name).toBe(value.toLowerCase());
    }
  });

  it('gives Phaser the glyph, numeric colours and a text style', () => {
    expect(hexToNumber('#D55E00')).toBe(0xd55e00);
    const blue = phaserEnergyStyle('blue');
    expect(blue.glyph).toBe('◆');
    expect(blue.fill).toBe(0x0072b2);
    expect(blue.textStyle).toMatchObject({
      color: '#0072B2',
      stroke: ENERGY_STYLES.blue.outline,
      strokeThickness: 3,
    });
    expect(() => hexToNumber('0072B2')).toThrow(/#rrggbb/);
  });

  it('rejects a malformed colour', () => {
    expect(() => luminance('red')).toThrow(/#rrggbb/);
  });
});

describe('parseCost', () => {
  it('splits generic and coloured parts', () => {
    expect(parseCost('2R')).toEqual([
      { colour: 'generic', amount: 2 },
      { colour: 'red', amount: 1 },
    ]);
    expect(parseCost('1RB')).toEqual([
      { colour: 'generic', amount: 1 },
      { colour: 'red', amount: 1 },
      { colour: 'black', amount: 1 },
    ]);
    expect(parseCost('G')).toEqual([{ colour: 'green', amount: 1 }]);
    expect(parseCost('UU')).toEqual([{ colour: 'blue', amount: 2 }]);
    expect(parseCost('3')).toEqual([{ colour: 'generic', amount: 3 }]);
    expect(parseCost('0')).toEqual([{ colour: 'generic', amount: 0 }]);
  });

  it('rejects bad costs with a clear error', () => {
    expect(() => parseCost('')).toThrow(/not an Orbs cost/);
    expect(() => parseCost('2X')).toThrow(/"X" is not a colour letter/);
    expect(() => parseCost('R2')).toThrow(/not an Orbs cost/);
  });
});

describe('energy labels', () => {
  it('name colours in both languages', () => {
    expect(energyLabel('red', 'en')).toBe('red energy');
    expect(energyLabel('red', 'cs')).toBe('červená energie');
    expect(energyLabel('generic', 'en', 2)).toBe('2 × generic energy');
    expect(energyLabel('generic', 'cs', 2)).toBe('2 × generická energie');
  });
});

describe('text scale', () => {
  it('clamps into the allowed range and rejects non-numbers', () => {
    expect(clampTextScale(0.1)).toBe(TEXT_SCALE_MIN);
    expect(clampTextScale(9)).toBe(TEXT_SCALE_MAX);
    expect(clampTextScale(1.25)).toBe(1.25);
    expect(() => clampTextScale(Number.NaN)).toThrow(TypeError);
    expect(() => clampTextScale(Infinity)).toThrow(TypeError);
    for (const step of TEXT_SCALE_STEPS) expect(clampTextScale(step)).toBe(step);
  });

  it('sets the root font size as a percentage and the --text-scale variable', () => {
    const props = new Map<string, string>();
    const root = {
      style: { fontSize: '', setProperty: (k: string, v: string) => props.set(k, v) },
    } as unknown as HTMLElement;
    expect(setTextScale(1.5, root)).toBe(1.5);
    expect(root.style.fontSize).toBe('150%');
    expect(props.get('--text-scale')).toBe('1.5');
    expect(setTextScale(5, root)).toBe(2);
    expect(root.style.fontSize).toBe('200%');
    expect(getTextScale()).toBe(2);
    expect(rootFontSize(1.125)).toBe('112.5%');
    expect(() => setTextScale(Number.NaN, root)).toThrow(TypeError);
    expect(root.style.fontSize).toBe('200%');
  });

  it('reads a saved scale, ignoring junk', () => {
    expect(savedTextScale('1.25')).toBe(1.25);
    expect(savedTextScale('9')).toBe(TEXT_SCALE_MAX);
    expect(savedTextScale('big')).toBe(1);
    expect(savedTextScale(null)).toBe(1);
  });
});
