/**
 * Reading a cost string (orbs.md 1.3: `2R`, `1RB`, `G`, `3`) for display: the generic part
 * and one pip per coloured energy. Display only: paying is the engine's business.
 */
import type { EnergyColour } from '../../../../main/ipc/contract';

const BY_LETTER: Record<string, EnergyColour> = { R: 'red', G: 'green', U: 'blue', Y: 'yellow', B: 'black', P: 'purple' };

export interface CostPips {
  generic: number;
  coloured: EnergyColour[];
  /** Total energy (the curve's x axis). */
  total: number;
}

export function readCost(cost: string): CostPips {
  const m = /^(\d*)([RGUYBP]*)$/.exec(cost.trim());
  if (!m) return { generic: 0, coloured: [], total: 0 };
  const generic = m[1] ? Number(m[1]) : 0;
  const coloured = [...(m[2] ?? '')].map((l) => BY_LETTER[l]!);
  return { generic, coloured, total: generic + coloured.length };
}
