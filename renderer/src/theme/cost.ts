/**
 * Orbs cost strings (orbs.md §1.3: "2R" = 2 generic + 1 red, "1RB", "G", "3") split into
 * parts for drawing with energy symbols. Coloured parts keep the order written; repeated
 * letters add up ("RR" → 2 red).
 */
import { colourOfLetter, type EnergyColour } from './orbs-colours';

export interface CostPart {
  colour: EnergyColour;
  amount: number;
}

/** Parse a cost; throws a clear error on anything that is not digits followed by colour letters. */
export function parseCost(cost: string): CostPart[] {
  const m = /^(\d*)([A-Za-z]*)$/.exec(cost.trim());
  if (!m || cost.trim() === '')
    throw new Error(`not an Orbs cost: "${cost}" (expected e.g. 2R, 1RB, G, 3)`);
  const parts: CostPart[] = [];
  const generic = m[1] ? Number(m[1]) : 0;
  if (generic > 0 || (m[1] !== '' && m[2] === ''))
    parts.push({ colour: 'generic', amount: generic });
  for (const letter of m[2] ?? '') {
    const colour = colourOfLetter(letter);
    if (!colour)
      throw new Error(
        `not an Orbs cost: "${cost}" ("${letter}" is not a colour letter R G U Y B P)`,
      );
    const existing = parts.find((p) => p.colour === colour);
    if (existing) existing.amount += 1;
    else parts.push({ colour, amount: 1 });
  }
  return parts;
}

export interface CostPips {
  generic: number;
  /** One entry per coloured energy, in the order written. */
  coloured: EnergyColour[];
  /** Total energy (the mana curve's x axis). */
  total: number;
}

/** A cost as pips: the generic amount and one colour per coloured energy (throws like parseCost). */
export function readCost(cost: string): CostPips {
  const parts = parseCost(cost);
  const generic = parts.find((p) => p.colour === 'generic')?.amount ?? 0;
  // parseCost adds up repeated letters; pips keep them in the written order.
  const letters = cost.trim().replace(/^\d*/, '');
  const coloured = [...letters].map((l) => colourOfLetter(l)!);
  return { generic, coloured, total: generic + coloured.length };
}
