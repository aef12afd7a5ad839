/**
 * Summoning — clash.md §6.2 with §5.3 (the building check after each complete action),
 * §5.5 (window, checked by the caller), §8.7 Focus, §8.8 Indestructible (checked by the caller),
 * §8.9/§8.12 secondary hits of incantations on the target's side.
 * Callers validate; these functions only perform.
 */
import { ATTACK as ATTACK_, COST as COST_, KW, OWN_KW as OWN_KW_ } from '../cards';
import { CARD_ID, LANE_NAME } from './ids';
import {
  checkBuilding as checkBuilding_,
  removeAt as removeAt_,
  returnToHand as returnToHand_,
} from './hand';
import { hitGroup as hitGroup_ } from './combat';
import type { ClashEvent, ClashState, LaneIndex } from '../types';
import type { PlayerId } from '../../../engine/types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const COST = COST_;
const ATTACK = ATTACK_;
const OWN_KW = OWN_KW_;
const checkBuilding = checkBuilding_;
const returnToHand = returnToHand_;
const hitGroup = hitGroup_;
const removeAt = removeAt_;
const K_FOCUS = KW.Focus;

export function playCreature(
  state: ClashState,
  handIdx: number,
  lane: LaneIndex,
  ev: ClashEvent[] | null,
): void {
  const p = state.active;
  const pl = state.players[p];
  const card = pl.hand[handIdx]!;
  removeAt(pl.hand, handIdx);
  pl.mana -= COST[card]!;
  const q = pl.lanes[lane];
  const c = { card, damage: 0, isNew: true, protectionUsed: false, sprintBonus: 0 };
  // Focus is the card's own keyword: when played it has no neighbours yet.
  const focus = (OWN_KW[card]! & K_FOCUS) !== 0;
  if (focus) q.unshift(c);
  else q.push(c);
  if (ev) {
    ev.push({
      type: 'played',
      player: p,
      card: CARD_ID[card]!,
      handIndex: handIdx,
      lane: LANE_NAME[lane],
      index: focus ? 0 : q.length - 1,
      manaLeft: pl.mana,
    });
  }
  checkBuilding(state, p, ev);
}

export function castIncantation(
  state: ClashState,
  handIdx: number,
  side: PlayerId,
  lane: LaneIndex,
  index: number,
  ev: ClashEvent[] | null,
): void {
  const p = state.active;
  const pl = state.players[p];
  const card = pl.hand[handIdx]!;
  removeAt(pl.hand, handIdx);
  pl.mana -= COST[card]!;
  if (ev) {
    const target = state.players[side].lanes[lane][index]!;
    ev.push({
      type: 'cast',
      player: p,
      card: CARD_ID[card]!,
      handIndex: handIdx,
      target: { side, lane: LANE_NAME[lane], index },
      targetCard: CARD_ID[target.card]!,
      manaLeft: pl.mana,
    });
  }
  hitGroup(state, side, lane, index, ATTACK[card]!, OWN_KW[card]!, card, true, ev);
  const at = returnToHand(state, p, card);
  if (ev) ev.push({ type: 'incantationReturned', player: p, card: CARD_ID[card]!, handIndex: at });
  checkBuilding(state, p, ev);
}
