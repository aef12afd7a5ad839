/**
 * Turn structure: Defense Phase, then Main Phase.
 * Implements orbs.md 4.3 (regeneration; unspent energy lost at end of turn), 5.1 (draw; not on
 * the first player's first turn; decking), 5.3 (undefended attackers hit the player; attacks
 * end), 5.4 (unexhaust), 5.6 (end turn), 6.1 (fresh Orbs), triggers at phase beginnings.
 */
import type { OrbsState, PlayerId } from '../types';
import { COMPILED } from '../cards/pool';
import { checkOver, ctx, drawCards, emit, NO_TARGET, ref, resolveEffects } from './effects';
import { apOf } from './state';

/** Start `p`'s turn: its Defense Phase begins (regenerate, draw, triggers). */
export function startTurn(state: OrbsState, p: PlayerId, draw: boolean): void {
  state.active = p;
  state.phase = 'defense';
  for (let k = 0; k < 2; k++) {
    const pl = state.players[k]!;
    pl.converted = false;
    pl.playedThisTurn = 0;
    for (let i = 0; i < pl.play.length; i++) {
      const c = state.cards[pl.play[i]!]!;
      c.fresh = false;
      c.used = 0;
    }
  }
  if (ctx.log) {
    emit({ type: 'turnStarted', player: p, turn: state.turn });
    emit({ type: 'phaseChanged', player: p, phase: 'defense' });
  }
  const pl = state.players[p];
  for (let i = 0; i < 7; i++) pl.energy[i] = pl.capacity[i]!;
  if (ctx.log) emit({ type: 'energyRegenerated', player: p, energy: pl.energy.slice() });
  if (draw) drawCards(state, p, 1);
  if (checkOver(state)) return;
  phaseTriggers(state, p, 'defensePhaseStart');
}

function phaseTriggers(
  state: OrbsState,
  p: PlayerId,
  on: 'mainPhaseStart' | 'defensePhaseStart',
): void {
  const play = state.players[p].play;
  let sources: number[] | null = null;
  for (let i = 0; i < play.length; i++) {
    const info = COMPILED[state.cards[play[i]!]!.def]!;
    if (on === 'mainPhaseStart' ? info.mainStart : info.defenseStart)
      (sources ??= []).push(play[i]!);
  }
  if (!sources) return;
  for (const id of sources) {
    const c = state.cards[id]!;
    if (c.zone !== 'play') continue;
    for (const t of COMPILED[c.def]!.triggers!) {
      if (t.on === on) resolveEffects(state, t.effects, p, id, NO_TARGET, -1);
    }
    if (checkOver(state)) return;
  }
}

/** End of the Defense Phase (§5.3), then the Main Phase begins (§5.4). */
export function endDefensePhase(state: OrbsState): void {
  const p = state.active;
  const opp = state.players[1 - p]!;
  let total = 0;
  for (let i = 0; i < opp.play.length; i++) {
    const c = state.cards[opp.play[i]!]!;
    if (c.attacking && !c.defended) {
      const ap = apOf(state, c);
      total += ap;
      if (ctx.log)
        emit({
          type: 'playerDamaged',
          player: p,
          amount: ap,
          hp: state.players[p].hp - total,
          source: ref(state, c.id),
          attack: true,
        });
    }
  }
  state.players[p].hp -= total;
  for (let i = 0; i < opp.play.length; i++) {
    const c = state.cards[opp.play[i]!]!;
    if (c.attacking) {
      c.attacking = false;
      c.defended = false;
      if (ctx.log) emit({ type: 'attackOver', card: ref(state, c.id) });
    }
  }
  if (checkOver(state)) return;
  state.phase = 'main';
  if (ctx.log) emit({ type: 'phaseChanged', player: p, phase: 'main' });
  const play = state.players[p].play;
  for (let i = 0; i < play.length; i++) state.cards[play[i]!]!.exhausted = false;
  if (ctx.log) emit({ type: 'unexhausted', player: p });
  phaseTriggers(state, p, 'mainPhaseStart');
}

/** End of the Main Phase = end of turn (§5.6); the opponent's turn begins. */
export function endMainPhase(state: OrbsState): void {
  const p = state.active;
  const pl = state.players[p];
  for (let i = 0; i < 7; i++) pl.energy[i] = 0;
  if (ctx.log) emit({ type: 'energyLost', player: p });
  state.turn += 1;
  startTurn(state, (1 - p) as PlayerId, true);
}
