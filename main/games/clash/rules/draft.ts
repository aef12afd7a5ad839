/**
 * The draft — clash.md §3.1–3.4. Four rounds of 4 face-up cards: the round's first picker
 * takes 1, the other takes 2, the first picker gets the last card automatically (no action).
 * The first picker alternates. Afterwards each player's 8 cards are shuffled into a hand row
 * behind the Bastion, and whoever received the draft's last card takes turn 1 with 6 mana.
 */
import { randInt as randInt_, seedRng, type RngState } from '../../../engine/rng';
import { CARD_ID } from './ids';
import { startTurn } from './turn';
import { BUILDING, type ClashDraftState, type ClashEvent, type ClashState } from '../types';
import type { PlayerId } from '../../../engine/types';

// An imported binding becomes a getter call when transpiled to CommonJS (tsx, vitest).
const randInt = randInt_;

export const DRAFT_SIZE = 16;

/** First picker of round r (0-based). */
export function roundFirstPicker(d: ClashDraftState, r: number): PlayerId {
  return (d.firstPicker ^ (r & 1)) as PlayerId;
}

/** Who picks now: the round's first picker for its first pick, the other player for picks 2–3. */
export function pickerNow(d: ClashDraftState): PlayerId {
  const fp = roundFirstPicker(d, d.picks >> 2);
  return (d.picks & 3) === 0 ? fp : ((1 - fp) as PlayerId);
}

/** Pool positions open for picking now are 4r..4r+3 without the taken ones. */
export function isOpen(d: ClashDraftState, pos: number): boolean {
  const r = d.picks >> 2;
  return pos >> 2 === r && pos < DRAFT_SIZE && !(d.takenMask & (1 << pos));
}

export function revealEvent(d: ClashDraftState, r: number): ClashEvent {
  return {
    type: 'roundRevealed',
    round: r + 1,
    firstPicker: roundFirstPicker(d, r),
    cards: d.pool.slice(4 * r, 4 * r + 4).map((c) => CARD_ID[c]!),
  };
}

function take(
  state: ClashState,
  d: ClashDraftState,
  pos: number,
  p: PlayerId,
  auto: boolean,
  ev: ClashEvent[] | null,
): void {
  d.takenMask |= 1 << pos;
  d.picks++;
  const card = d.pool[pos]!;
  state.players[p].drafted.push(card);
  if (ev) ev.push({ type: 'picked', player: p, card: CARD_ID[card]!, auto });
}

/** Perform a pick of pool position `pos` (already validated) by the picker now. */
export function pick(state: ClashState, pos: number, ev: ClashEvent[] | null): void {
  const d = state.draft!;
  take(state, d, pos, state.active, false, ev);
  if ((d.picks & 3) !== 3) {
    state.active = pickerNow(d);
    return;
  }
  // The round's last card goes to its first picker.
  const r = d.picks >> 2;
  let last = 4 * r;
  while (d.takenMask & (1 << last)) last++;
  const fp = roundFirstPicker(d, r);
  take(state, d, last, fp, true, ev);
  if (d.picks < DRAFT_SIZE) {
    state.active = pickerNow(d);
    if (ev) ev.push(revealEvent(d, r + 1));
    return;
  }
  formHands(state, ev);
  startTurn(state, fp, 1, ev); // §3.4
}

/**
 * §3.3: each player's cards shuffled into a row, the Bastion in the leftmost space. With a
 * `handSeed` option the shuffle starts a generator of its own (a draft played again: same
 * pool and picks, fresh hand orders); nothing random happens after this.
 */
export function formHands(state: ClashState, ev: ClashEvent[] | null): void {
  state.phase = 'summoning';
  if (state.options.handSeed !== undefined) state.rng = seedRng(state.options.handSeed);
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const pl = state.players[p];
    pl.hand = shuffledBehindBuilding(state.rng, pl.drafted);
    pl.fort = false;
    if (ev)
      ev.push({
        type: 'handFormed',
        player: p,
        hand: pl.hand.slice(1).map((c) => CARD_ID[c]!),
        size: pl.hand.length - 1,
        buildingIndex: 0,
      });
  }
}

/**
 * `[BUILDING, ...shuffleInPlace(rng, cards.slice())]` in one array: the same Fisher–Yates
 * draws on the entries behind the building (one allocation and no spread per hand; every new
 * game forms two).
 */
export function shuffledBehindBuilding(rng: RngState, cards: number[]): number[] {
  const n = cards.length;
  const row: number[] = [BUILDING];
  for (let i = 0; i < n; i++) row.push(cards[i]!);
  for (let i = n - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    const t = row[i + 1]!;
    row[i + 1] = row[j + 1]!;
    row[j + 1] = t;
  }
  return row;
}
