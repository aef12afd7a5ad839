/**
 * Traps on the Bench trigger by themselves.
 * Implements orbs.md 9.3, 10.1 (trigger even on the opponent's turn and the turn benched;
 * reveal, resolve, graveyard; once each), 10.2 (benching order, the active player's first;
 * only if what it answers still stands), 10.3 (cancel: the event has no effect).
 */
import type { OrbsState, PlayerId, TrapEvent } from '../types';
import { COMPILED } from '../cards/pool';
import { ctx, emit, NO_TARGET, ref } from './action-context';
import { checkOver, resolveEffects } from './effects';
import { currentHp, apOf, ownCopy, removeFrom } from './state';

/**
 * Fire the traps that answer `ev`, done by `actor`. `subject` is the Orb/object the event
 * names (-1 if none); `stands` says whether the event still stands. Returns true when the
 * event was cancelled. Stops early if the game ends.
 */
export function fireTraps(
  state: OrbsState,
  ev: TrapEvent,
  actor: PlayerId,
  subject: number,
): boolean {
  const answerer = (1 - actor) as PlayerId;
  const bench = state.players[answerer].bench;
  if (bench.length === 0) return false;
  // Candidates in benching order (the Bench list is kept in that order). Only the actor's
  // opponent has traps that answer the actor's doings; the active player's would come first.
  let candidates: number[] | null = null;
  for (let i = 0; i < bench.length; i++) {
    const c = state.cards[bench[i]!]!;
    const t = COMPILED[c.def]!.trap;
    if (t !== null && t.on === ev) (candidates ??= []).push(c.id);
  }
  if (!candidates) return false;
  ctx.cancelled = false;
  for (const id of candidates) {
    if (state.cards[id]!.zone !== 'bench') continue;
    if (!stillStands(state, ev, subject)) break;
    const trap = COMPILED[state.cards[id]!.def]!.trap!;
    if (subject >= 0) {
      const s = state.cards[subject]!;
      if (trap.maxHp !== undefined && currentHp(s) > trap.maxHp) continue;
      if (trap.minAp !== undefined && apOf(state, s) < trap.minAp) continue;
    }
    removeFrom(bench, id);
    const c = ownCopy(state, id);
    c.benchSeq = -1;
    if (ctx.log) emit({ type: 'trapRevealed', player: answerer, card: ref(state, id) });
    resolveEffects(state, trap.effects, answerer, id, NO_TARGET, subject);
    c.zone = 'graveyard';
    state.players[answerer].graveyard.push(id);
    if (ctx.log) emit({ type: 'trapResolved', player: answerer, card: ref(state, id) });
    if (checkOver(state)) break;
  }
  return ctx.cancelled;
}

function stillStands(state: OrbsState, ev: TrapEvent, subject: number): boolean {
  if (ctx.cancelled) return false;
  if (subject < 0) return true;
  const s = state.cards[subject]!;
  if (ev === 'opponentDeclaresAttacker') return s.zone === 'play' && s.attacking;
  if (ev === 'opponentPlaysOrb' || ev === 'opponentPlaysObject') return s.zone === 'play';
  return true;
}
