/**
 * Keywords in effect (clash.md §8.4 Aura): a creature has its own keywords plus the Aura
 * keyword of the owner's creatures directly in front of and behind it in the same queue.
 * Evaluated every time a keyword is checked, because queues change during a turn.
 */
import { AURA_KW as AURA_KW_, KW, OWN_KW as OWN_KW_ } from '../cards';
import type { ClashCreature } from '../types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const AURA_KW = AURA_KW_;
const OWN_KW = OWN_KW_;

/** Keyword mask of the creature at `i` in queue `q`. */
export function kwAt(q: ClashCreature[], i: number): number {
  let m = OWN_KW[q[i]!.card]!;
  if (i > 0) m |= AURA_KW[q[i - 1]!.card]!;
  if (i + 1 < q.length) m |= AURA_KW[q[i + 1]!.card]!;
  return m;
}

export function hasKw(q: ClashCreature[], i: number, bit: number): boolean {
  return (kwAt(q, i) & bit) !== 0;
}

export { KW };
