/**
 * One hit group: a primary hit and its secondary hits — clash.md §7.3, §7.4, §7.6,
 * §8.8 (Indestructible ignores incantations' secondary hits), §8.9 Perforation,
 * §8.10 Protection, §8.12 Splash.
 *
 * All victims take the damage at the same moment; then those with damage ≥ health are
 * destroyed and return to their owner's hand in the order target, behind-target, other lane.
 */
import { HEALTH as HEALTH_ } from '../cards';
import { CARD_ID, LANE_NAME } from './ids';
import { KW, kwAt as kwAt_ } from './keywords';
import { removeAt as removeAt_, returnToHand as returnToHand_ } from './hand';
import type { ClashCreature, ClashEvent, ClashState, LaneIndex } from '../types';
import type { PlayerId } from '../../../engine/types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const HEALTH = HEALTH_;
const kwAt = kwAt_;
const returnToHand = returnToHand_;
const removeAt = removeAt_;
const K_INDESTRUCTIBLE = KW.Indestructible;
const K_PERFORATION = KW.Perforation;
const K_PROTECTION = KW.Protection;
const K_SPLASH = KW.Splash;

/**
 * Hit the creature at (side, lane, t) with damage `d` from a source whose keyword mask is
 * `srcKw`. `fromIncantation`: Indestructible creatures ignore the secondary hits.
 * Returns how many creatures were destroyed.
 */
export function hitGroup(
  state: ClashState,
  side: PlayerId,
  lane: LaneIndex,
  t: number,
  d: number,
  srcKw: number,
  srcCard: number,
  fromIncantation: boolean,
  ev: ClashEvent[] | null,
): number {
  if (d <= 0) return 0; // §7.6: a 0-damage attack does nothing
  const pl = state.players[side];
  const q = pl.lanes[lane];
  const other = pl.lanes[(1 - lane) as LaneIndex];
  const target = q[t]!;

  // Primary hit, possibly stopped by Protection.
  let amount = d;
  if (!target.protectionUsed && kwAt(q, t) & K_PROTECTION) {
    target.protectionUsed = true;
    amount = 0;
    if (ev)
      ev.push({
        type: 'protectionUsed',
        card: CARD_ID[target.card]!,
        place: { side, lane: LANE_NAME[lane], index: t },
      });
  }
  target.damage += amount;
  if (ev) hitEvent(ev, srcCard, target, side, lane, t, amount, true);

  // Secondary hits (never stopped by Protection).
  let behind: ClashCreature | null = null;
  if (srcKw & K_PERFORATION && t + 1 < q.length) {
    const b = q[t + 1]!;
    if (!(fromIncantation && kwAt(q, t + 1) & K_INDESTRUCTIBLE)) {
      behind = b;
      b.damage += d;
      if (ev) hitEvent(ev, srcCard, b, side, lane, t + 1, d, false);
    }
  }
  let splash: ClashCreature | null = null;
  if (srcKw & K_SPLASH && t < other.length) {
    const s = other[t]!;
    if (!(fromIncantation && kwAt(other, t) & K_INDESTRUCTIBLE)) {
      splash = s;
      s.damage += d;
      if (ev) hitEvent(ev, srcCard, s, side, (1 - lane) as LaneIndex, t, d, false);
    }
  }

  // Destruction, decided for all victims before any queue compacts.
  const killT = target.damage >= HEALTH[target.card]!;
  const killB = behind !== null && behind.damage >= HEALTH[behind.card]!;
  const killS = splash !== null && splash.damage >= HEALTH[splash.card]!;
  if (!killT && !killB && !killS) return 0;
  if (killB) removeAt(q, t + 1);
  if (killT) removeAt(q, t);
  if (killS) removeAt(other, t);
  let n = 0;
  if (killT) {
    n++;
    destroyedEvent(state, ev, target, side, lane, t);
  }
  if (killB) {
    n++;
    destroyedEvent(state, ev, behind!, side, lane, t + 1);
  }
  if (killS) {
    n++;
    destroyedEvent(state, ev, splash!, side, (1 - lane) as LaneIndex, t);
  }
  return n;
}

function hitEvent(
  ev: ClashEvent[],
  src: number,
  c: ClashCreature,
  side: PlayerId,
  lane: LaneIndex,
  index: number,
  amount: number,
  primary: boolean,
): void {
  ev.push({
    type: 'hit',
    source: CARD_ID[src]!,
    card: CARD_ID[c.card]!,
    place: { side, lane: LANE_NAME[lane], index },
    amount,
    primary,
    damageNow: c.damage,
  });
}

/** §7.4: the destroyed creature goes to the rightmost space of its owner's hand. */
function destroyedEvent(
  state: ClashState,
  ev: ClashEvent[] | null,
  c: ClashCreature,
  side: PlayerId,
  lane: LaneIndex,
  index: number,
): void {
  const at = returnToHand(state, side, c.card);
  if (ev)
    ev.push({
      type: 'destroyed',
      card: CARD_ID[c.card]!,
      place: { side, lane: LANE_NAME[lane], index },
      owner: side,
      handIndex: at,
    });
}
