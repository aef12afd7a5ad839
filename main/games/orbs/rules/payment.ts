/**
 * Paying a cost from a player's energy pool when a card is played, benched or an ability is
 * activated. Implements orbs.md 4.4 (automatic payment: the way that leaves the most other
 * hand cards affordable, then the most generic energy spent, then the fullest colour).
 */
import type { OrbsState, PlayerId } from '../types';
import { COMPILED } from '../cards/pool';
import { directPayment, searchPayment } from './energy';
import { ctx, emit } from './action-context';

/** Costs of the other hand cards (for §4.4), `except` excluded. */
function otherHandCosts(state: OrbsState, p: PlayerId, except: number): number[][] {
  const hand = state.players[p].hand;
  const out = OTHERS;
  // pop() rather than `length = 0`: writing `length` is a runtime call in V8.
  while (out.length > 0) out.pop();
  for (let i = 0; i < hand.length; i++)
    if (hand[i] !== except) out.push(COMPILED[state.cards[hand[i]!]!.def]!.cost);
  return out;
}
const OTHERS: number[][] = [];
/** Scratch for the payment (the event, when there is one, gets a copy). */
const PAID = [0, 0, 0, 0, 0, 0, 0];

/** Pay `cost` automatically (§4.4); the caller has checked it is affordable. */
export function pay(state: OrbsState, p: PlayerId, cost: number[], except: number): void {
  const e = state.players[p].energy;
  const paid = PAID;
  // The other hand costs are gathered only when §4.4 has ways to compare.
  if (!directPayment(e, cost, paid)) searchPayment(e, cost, otherHandCosts(state, p, except), paid);
  let any = false;
  for (let i = 0; i < 7; i++)
    if (paid[i]) {
      e[i]! -= paid[i]!;
      any = true;
    }
  if (any && ctx.log) emit({ type: 'paid', player: p, amounts: paid.slice() });
}
