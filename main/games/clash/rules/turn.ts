/**
 * Turn boundaries — clash.md §6.1 (mana regeneration, first-turn 6, Catalyst §8.6) and §6.4
 * (end of turn: damage, "new", Sprint bonuses and used Protections reset; mana lost), and
 * the §9.2 repetition check at each turn start (./repetition.ts).
 */
import { KW, kwAt as kwAt_ } from './keywords';
import { recordTurnStart as recordTurnStart_ } from './repetition';
import type { ClashEvent, ClashState } from '../types';
import type { PlayerId } from '../../../engine/types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const kwAt = kwAt_;
const K_CATALYST = KW.Catalyst;
const recordTurnStart = recordTurnStart_;

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
  // The walk that resets the creatures also counts the next player's Catalysts (§6.1): the
  // lanes do not change between here and its turn start (regeneratedMana's count, one walk).
  let catalysts = 0;
  for (let s = 0; s < 2; s++) {
    const lanes = state.players[s as PlayerId].lanes;
    for (let l = 0; l < 2; l++) {
      const q = lanes[l as 0 | 1];
      for (let i = 0; i < q.length; i++) {
        const c = q[i]!;
        c.damage = 0;
        c.isNew = false;
        c.protectionUsed = false;
        c.sprintBonus = 0;
        if (s === o && kwAt(q, i) & K_CATALYST) catalysts++;
      }
    }
  }
  state.players[p].mana = 0;
  if (ev) ev.push({ type: 'turnEnded', player: p });
  const turn = state.turn + 1;
  const mana = turn === 1 ? 6 : state.players[o].hand.length + 2 * catalysts;
  beginTurn(state, o, turn, mana, ev);
}

export function startTurn(
  state: ClashState,
  p: PlayerId,
  turn: number,
  ev: ClashEvent[] | null,
): void {
  beginTurn(state, p, turn, regeneratedMana(state, p, turn), ev);
}

function beginTurn(
  state: ClashState,
  p: PlayerId,
  turn: number,
  mana: number,
  ev: ClashEvent[] | null,
): void {
  state.turn = turn;
  state.active = p;
  state.players[p].mana = mana;
  if (ev) ev.push({ type: 'turnStarted', player: p, turn, mana });
  recordTurnStart(state, ev); // §9.2
}
