/**
 * Turn boundaries — clash.md §6.1 (mana regeneration, first-turn 6, Catalyst §8.6) and §6.4
 * (end of turn: damage, "new", Sprint bonuses and used Protections reset; mana lost), and
 * the §9.2 repetition check at each turn start (./repetition.ts).
 */
import { KW, kwAt as kwAt_ } from './keywords';
import {
  endOfTurnKey as endOfTurnKey_,
  endOfTurnWalk,
  recordKey as recordKey_,
  positionKey as positionKey_,
} from './repetition';
import type { ClashEvent, ClashState } from '../types';
import type { PlayerId } from '../../../engine/types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const kwAt = kwAt_;
const K_CATALYST = KW.Catalyst;
const recordKey = recordKey_;
const positionKey = positionKey_;
const endOfTurnKey = endOfTurnKey_;
const walk = endOfTurnWalk;

/** Mana `p` gets at the start of its turn `turn` (§6.1). */
export function regeneratedMana(state: ClashState, p: PlayerId, turn: number): number {
  if (turn === 1) return 6;
  const pl = state.players[p];
  let catalysts = 0;
  for (let l = 0; l < 2; l++) {
    const q = pl.lanes[l as 0 | 1];
    for (let i = 0; i < q.length; i++) if (kwAt(q, i) & K_CATALYST) catalysts++;
  }
  return pl.hand.length + 2 * catalysts;
}

/** §6.4 then the opponent's turn starts (§6.1). */
export function endTurn(state: ClashState, ev: ClashEvent[] | null): void {
  const p = state.active;
  const o: PlayerId = p === 0 ? 1 : 0;
  // One walk resets the creatures, counts the next player's Catalysts (§6.1) and computes the
  // next turn start's §9.2 key: the lanes and hands do not change until that turn starts.
  const key = endOfTurnKey(state, o);
  state.players[p].mana = 0;
  if (ev) ev.push({ type: 'turnEnded', player: p });
  const turn = state.turn + 1;
  const mana = turn === 1 ? 6 : state.players[o].hand.length + 2 * walk.catalysts;
  beginTurn(state, o, turn, mana, key, ev);
}

export function startTurn(
  state: ClashState,
  p: PlayerId,
  turn: number,
  ev: ClashEvent[] | null,
): void {
  const mana = regeneratedMana(state, p, turn);
  state.active = p;
  beginTurn(state, p, turn, mana, positionKey(state), ev);
}

function beginTurn(
  state: ClashState,
  p: PlayerId,
  turn: number,
  mana: number,
  key: number,
  ev: ClashEvent[] | null,
): void {
  state.turn = turn;
  state.active = p;
  state.players[p].mana = mana;
  if (ev) ev.push({ type: 'turnStarted', player: p, turn, mana });
  recordKey(state, key, ev); // §9.2
}
