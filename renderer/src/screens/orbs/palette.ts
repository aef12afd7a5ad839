/**
 * Energy colours on screen: a colour-blind safe palette (Okabe & Ito, "Color Universal
 * Design") and a distinct symbol per colour, so no colour is told apart by hue alone.
 * Order follows the engine's energy vectors (ENERGY_COLOURS): red, green, blue, yellow,
 * black, purple, generic.
 */
import type { EnergyColour } from '../../../../main/ipc/contract';

export interface EnergyStyle {
  colour: EnergyColour;
  /** Cost letter (orbs.md 1.3); generic has none. */
  letter: string;
  /** Fill, as CSS and as a Phaser number. */
  css: string;
  hex: number;
  /** Text colour that reads on the fill. */
  ink: string;
  symbol: string;
}

export const ENERGY_STYLES: readonly EnergyStyle[] = [
  { colour: 'red', letter: 'R', css: '#D55E00', hex: 0xd55e00, ink: '#ffffff', symbol: '▲' },
  { colour: 'green', letter: 'G', css: '#009E73', hex: 0x009e73, ink: '#ffffff', symbol: '♣' },
  { colour: 'blue', letter: 'U', css: '#0072B2', hex: 0x0072b2, ink: '#ffffff', symbol: '●' },
  { colour: 'yellow', letter: 'Y', css: '#F0E442', hex: 0xf0e442, ink: '#1a1a1a', symbol: '★' },
  { colour: 'black', letter: 'B', css: '#2b2b2b', hex: 0x2b2b2b, ink: '#ffffff', symbol: '■' },
  { colour: 'purple', letter: 'P', css: '#CC79A7', hex: 0xcc79a7, ink: '#1a1a1a', symbol: '◆' },
  { colour: 'generic', letter: '', css: '#9a9a9a', hex: 0x9a9a9a, ink: '#1a1a1a', symbol: '○' },
];

export const GENERIC_INDEX = 6;

export function styleOf(colour: EnergyColour): EnergyStyle {
  return ENERGY_STYLES.find((s) => s.colour === colour) ?? ENERGY_STYLES[GENERIC_INDEX]!;
}

/** Card frame colour: its single colour, gold for multicoloured, grey for generic. */
export function frameOf(colours: readonly string[]): { css: string; hex: number } {
  if (colours.length === 0) return { css: '#8d8d8d', hex: 0x8d8d8d };
  if (colours.length > 1) return { css: '#c9a227', hex: 0xc9a227 };
  const s = styleOf(colours[0] as EnergyColour);
  return { css: s.css, hex: s.hex };
}
