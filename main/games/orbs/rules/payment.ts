/**
 * Paying a cost from a player's energy pool when a card is played, benched or an ability is
 * activated. Implements orbs.md 4.4 (automatic payment: the way that leaves the most other
 * hand cards affordable, then the most generic energy spent, then the fullest colour).
 */
import type { OrbsState, PlayerId } from '../types';
import { COMPILED } from '../cards/pool';
import { onlyWay, searchPayment } from './energy';
import { ctx, emit } from './effects';

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
  const pl = state.players[p];
  const e = pl.energy;
  if (e[6]! >= cost[6]!) {
    // No generic part, or generic energy covers it: there is only one way to pay (for the
    // latter, the way §4.4 picks: see choosePayment), so no search and no other hand costs.
    let any = false;
    for (let i = 0; i < 7; i++)
      if (cost[i]) {
        e[i]! -= cost[i]!;
        any = true;
      }
    if (any && ctx.log) emit({ type: 'paid', player: p, amounts: cost.slice() });
    return;
  }
  const paid = PAID;
  for (let i = 0; i < 6; i++) paid[i] = cost[i]!;
  paid[6] = 0;
  // The other hand costs are gathered only when §4.4 has ways to compare.
  if (!onlyWay(e, cost, paid)) searchPayment(e, cost, otherHandCosts(state, p, except), paid);
  for (let i = 0; i < 7; i++) e[i]! -= paid[i]!;
  if (ctx.log) emit({ type: 'paid', player: p, amounts: paid.slice() });
}
