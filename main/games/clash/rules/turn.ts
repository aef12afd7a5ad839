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
      }
    }
  }
  state.players[p].mana = 0;
  if (ev) ev.push({ type: 'turnEnded', player: p });
  const o: PlayerId = p === 0 ? 1 : 0;
  startTurn(state, o, state.turn + 1, ev);
}

export function startTurn(
  state: ClashState,
  p: PlayerId,
  turn: number,
  ev: ClashEvent[] | null,
): void {
  state.turn = turn;
  state.active = p;
  const mana = regeneratedMana(state, p, turn);
  state.players[p].mana = mana;
  if (ev) ev.push({ type: 'turnStarted', player: p, turn, mana });
  recordTurnStart(state, ev); // §9.2
}
