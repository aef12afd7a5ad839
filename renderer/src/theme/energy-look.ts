/**
 * The energy palette (orbs-colours.ts, the one with the contrast tests) in the flat form the
 * screens and Phaser tables draw with: CSS fill, Phaser number, ink, outline and the colour's
 * glyph. Derived, never copied, so ◆ is blue and ● generic everywhere (the table, the deck
 * builder, the rules reference).
 */
import { ENERGY_ORDER, ENERGY_STYLES, hexToNumber, type EnergyColour } from './orbs-colours';

export interface EnergyLook {
  colour: EnergyColour;
  /** Cost letter (orbs.md §1.3); '' for generic. */
  letter: string;
  css: string;
  hex: number;
  ink: string;
  outline: string;
  /** The colour's shape as one character (for text in Phaser and compact DOM pips). */
  symbol: string;
}

function lookOf(colour: EnergyColour): EnergyLook {
  const s = ENERGY_STYLES[colour];
  return {
    colour,
    letter: colour === 'generic' ? '' : s.letter,
    css: s.fill,
    hex: hexToNumber(s.fill),
    ink: s.ink,
    outline: s.outline,
    symbol: s.glyph,
  };
}

/** Every colour in the engine's energy-vector order (red … purple, generic last). */
export const ENERGY_LOOKS: readonly EnergyLook[] = ENERGY_ORDER.map(lookOf);

export function energyLook(colour: EnergyColour): EnergyLook {
  return ENERGY_LOOKS.find((l) => l.colour === colour) ?? lookOf('generic');
}

/** Multicoloured cards and filters: gold with its own symbol. */
export const MULTI_LOOK = { css: '#c9a227', hex: 0xc9a227, ink: '#1a1a1a', symbol: '✦' } as const;
/** Colourless (generic) card frames. */
export const COLOURLESS_LOOK = { css: '#8d8d8d', hex: 0x8d8d8d } as const;

/** Card frame colour: its single colour, gold for multicoloured, grey for none. */
export function frameOf(colours: readonly string[]): { css: string; hex: number } {
  if (colours.length === 0) return COLOURLESS_LOOK;
  if (colours.length > 1) return MULTI_LOOK;
  const l = energyLook(colours[0] as EnergyColour);
  return { css: l.css, hex: l.hex };
}
