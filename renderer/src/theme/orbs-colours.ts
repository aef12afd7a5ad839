/**
 * The Orbs energy colours (orbs.md §1.2–1.3: red, green, blue, yellow, black, purple, generic),
 * as colour-blind-safe fills plus a distinct shape per colour.
 *
 * Why these values: the fills are the Okabe–Ito palette (Okabe & Ito, "Color Universal Design",
 * 2008), chosen so the colours stay distinguishable for protanopia, deuteranopia and tritanopia:
 * red → vermillion, green → bluish green, blue → blue, yellow → yellow, purple → reddish purple,
 * black → black; generic is a neutral grey outside the hue set. Colour is never the only cue
 * (WCAG 1.4.1): every colour also has its own silhouette — triangle, clover, diamond, star,
 * square, hexagon, circle — that reads at 16 px and in greyscale, and each shape has an
 * outline colour with at least 3:1 contrast against its fill (WCAG 1.4.11), so black and blue
 * symbols stay visible on the dark felt. The shapes echo each colour's identity (§12.1): red
 * flame, green leaf, blue water crystal, yellow wizard's star, black tombstone, purple Velk hive
 * cell, generic plain orb.
 *
 * `glyph` is the same shape as a Unicode character (all in DejaVu Sans and Segoe UI Symbol) for
 * Phaser text and other places that cannot draw SVG.
 */
import type { EnergyColour } from '../../../main/ipc/contract';

export type { EnergyColour };

export interface EnergyColourStyle {
  colour: EnergyColour;
  /** The cost letter (orbs.md §1.3); generic costs are written as digits, shown here as '◯'. */
  letter: string;
  /** Fill, from the Okabe–Ito palette. */
  fill: string;
  /** Outline drawn around the shape: ≥ 3:1 contrast with the fill. */
  outline: string;
  /** Text drawn on top of the fill (numbers in a cost): the more readable of near-black and white. */
  ink: string;
  /** The shape's name (for tests and docs) and its SVG path in a 24×24 view box. */
  shape: 'triangle' | 'clover' | 'diamond' | 'star' | 'square' | 'hexagon' | 'circle';
  path: string;
  /** The same shape as one Unicode character (fallback for Phaser text). */
  glyph: string;
}

const DARK = '#111111';
const LIGHT = '#f6f1e3';

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

export const ENERGY_STYLES: Readonly<Record<EnergyColour, EnergyColourStyle>> = {
  red: {
    colour: 'red',
    letter: 'R',
    fill: '#D55E00',
    outline: DARK,
    ink: DARK,
    shape: 'triangle',
    path: 'M12 2 L22.5 20.5 H1.5 Z',
    glyph: '▲',
  },
  green: {
    colour: 'green',
    letter: 'G',
    fill: '#009E73',
    outline: DARK,
    ink: DARK,
    shape: 'clover',
    path: `${circle(12, 7, 4.6)} ${circle(6.6, 13.6, 4.6)} ${circle(17.4, 13.6, 4.6)} M10.6 12 H13.4 L14.6 22 H9.4 Z`,
    glyph: '♣',
  },
  blue: {
    colour: 'blue',
    letter: 'U',
    fill: '#0072B2',
    outline: LIGHT,
    ink: LIGHT,
    shape: 'diamond',
    path: 'M12 1.5 L22.5 12 L12 22.5 L1.5 12 Z',
    glyph: '◆',
  },
  yellow: {
    colour: 'yellow',
    letter: 'Y',
    fill: '#F0E442',
    outline: DARK,
    ink: DARK,
    shape: 'star',
    path: 'M12 2 L14.59 9.24 L22.27 9.46 L16.18 14.16 L18.35 21.54 L12 17.2 L5.65 21.54 L7.82 14.16 L1.73 9.46 L9.41 9.24 Z',
    glyph: '★',
  },
  black: {
    colour: 'black',
    letter: 'B',
    fill: '#000000',
    outline: LIGHT,
    ink: LIGHT,
    shape: 'square',
    path: 'M3 3 H21 V21 H3 Z',
    glyph: '■',
  },
  purple: {
    colour: 'purple',
    letter: 'P',
    fill: '#CC79A7',
    outline: DARK,
    ink: DARK,
    shape: 'hexagon',
    path: 'M12 1.5 L21.09 6.75 L21.09 17.25 L12 22.5 L2.91 17.25 L2.91 6.75 Z',
    glyph: '⬢',
  },
  generic: {
    colour: 'generic',
    letter: '◯',
    fill: '#999999',
    outline: DARK,
    ink: DARK,
    shape: 'circle',
    path: circle(12, 12, 10.5),
    glyph: '●',
  },
};

/** Display order, as in the rules (orbs.md §1.2) and the engine's energy arrays. */
export const ENERGY_ORDER: readonly EnergyColour[] = [
  'red',
  'green',
  'blue',
  'yellow',
  'black',
  'purple',
  'generic',
];

const LETTER_TO_COLOUR: Readonly<Record<string, EnergyColour>> = {
  R: 'red',
  G: 'green',
  U: 'blue',
  Y: 'yellow',
  B: 'black',
  P: 'purple',
};

/** The colour a cost letter (R G U Y B P) stands for, or null for anything else. */
export function colourOfLetter(letter: string): EnergyColour | null {
  return LETTER_TO_COLOUR[letter.toUpperCase()] ?? null;
}

export function isEnergyColour(value: string): value is EnergyColour {
  return (ENERGY_ORDER as readonly string[]).includes(value);
}

// ------------------------------------------------------------- contrast (WCAG 2.x definitions)

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => channel(parseInt(h, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CSS custom properties for the palette (`--energy-red` …), as written in theme.css. */
export function energyCssVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const c of ENERGY_ORDER) {
    const s = ENERGY_STYLES[c];
    vars[`--energy-${c}`] = s.fill;
    vars[`--energy-${c}-outline`] = s.outline;
    vars[`--energy-${c}-ink`] = s.ink;
  }
  return vars;
}

/** `#rrggbb` → 0xrrggbb, the form Phaser's Graphics API takes. */
export function hexToNumber(hex: string): number {
  luminance(hex); // validates the format with a clear error
  return parseInt(hex.slice(1), 16);
}

export interface PhaserEnergyStyle {
  /** The shape as one character, for a Phaser Text object. */
  glyph: string;
  /** Fill and outline as numbers, for Phaser Graphics (e.g. a token disc behind the glyph). */
  fill: number;
  outline: number;
  /** A Phaser Text style that draws the glyph in the colour with its contrasting outline. */
  textStyle: { color: string; stroke: string; strokeThickness: number; fontFamily: string };
}

/**
 * Everything a Phaser scene needs to draw an energy symbol without SVG. The font list starts
 * with fonts known to contain all seven glyphs (DejaVu Sans on Linux, Segoe UI Symbol on Windows).
 */
export function phaserEnergyStyle(colour: EnergyColour, strokeThickness = 3): PhaserEnergyStyle {
  const s = ENERGY_STYLES[colour];
  return {
    glyph: s.glyph,
    fill: hexToNumber(s.fill),
    outline: hexToNumber(s.outline),
    textStyle: {
      color: s.fill,
      stroke: s.outline,
      strokeThickness,
      fontFamily:
        '"DejaVu Sans", "Segoe UI Symbol", "Apple Symbols", "Noto Sans Symbols 2", sans-serif',
    },
  };
}
