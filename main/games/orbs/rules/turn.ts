/**
 * Turn structure: Defense Phase, then Main Phase.
 * Implements orbs.md 4.3 (regeneration; unspent energy lost at end of turn), 5.1 (draw; not on
 * the first player's first turn; decking), 5.3 (undefended attackers hit the player; attacks
 * end), 5.4 (unexhaust), 5.6 (end turn), 6.1 (fresh Orbs), triggers at phase beginnings.
 */
import type { CardInstance, OrbsState, PlayerId } from '../types';
import { COMPILED } from '../cards/pool';
import { DEF_DEFENSE_START, DEF_MAIN_START } from '../cards/flat';
import { ctx, emit, NO_TARGET, ref } from './action-context';
import { checkOver, drawCards, resolveEffects } from './effects';
import { apFrom, apOf, auraSourcesInto } from './state';

/** Scratch: the aura sources in play at the end of a Defense Phase. */
const AURAS: CardInstance[] = [];

/**
 * Start `p`'s turn: its Defense Phase begins (regenerate, draw, triggers). The walk that
 * resets `p`'s cards in play also notes its Defense Phase triggers (every pass over a play list
 * is a loop whose exit the CPU mispredicts in a random game, and the draw and the game-over
 * check between them never change a play list); the opponent's cards are reset in a walk of
 * their own, without the trigger test (one loop a side: fewer mispredicts than one loop with
 * a per-card test of the side, docs/benchmarks.md "Orbs, eleventh part").
 */
export function startTurn(state: OrbsState, p: PlayerId, draw: boolean): void {
  state.active = p;
  state.phase = 'defense';
  let sources: number[] | null = null;
  const other = state.players[1 - p]!;
  other.converted = false;
  other.playedThisTurn = 0;
  for (let i = 0; i < other.play.length; i++) {
    const c = state.cards[other.play[i]!]!;
    c.fresh = false;
    c.used = 0;
  }
  const own = state.players[p];
  own.converted = false;
  own.playedThisTurn = 0;
  for (let i = 0; i < own.play.length; i++) {
    const c = state.cards[own.play[i]!]!;
    c.fresh = false;
    c.used = 0;
    if (DEF_DEFENSE_START[c.def] === 1) (sources ??= []).push(c.id);
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
  if (sources !== null) phaseTriggers(state, p, 'defensePhaseStart', sources);
}

/** Resolve the `on` triggers of `sources` (cards of `p` in play when the phase began), in order. */
function phaseTriggers(
  state: OrbsState,
  p: PlayerId,
  on: 'mainPhaseStart' | 'defensePhaseStart',
  sources: number[],
): void {
  for (const id of sources) {
    const c = state.cards[id]!;
    if (c.zone !== 'play') continue;
    for (const t of COMPILED[c.def]!.triggers!) {
      if (t.on === on) resolveEffects(state, t.effects, p, id, NO_TARGET, -1);
    }
    if (checkOver(state)) return;
  }
}

/**
 * End of the Defense Phase (§5.3), then the Main Phase begins (§5.4). Without an event log the
 * attackers are summed and reset in one walk (the sum reads AP, which no flag changes), and the
 * unexhaust walk notes the Main Phase triggers.
 */
export function endDefensePhase(state: OrbsState): void {
  const p = state.active;
  const opp = state.players[1 - p]!;
  const oppPlay = opp.play;
  let total = 0;
  if (ctx.log) {
    for (let i = 0; i < oppPlay.length; i++) {
      const c = state.cards[oppPlay[i]!]!;
      if (c.attacking && !c.defended) {
        const ap = apOf(state, c);
        total += ap;
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
    for (let i = 0; i < oppPlay.length; i++) {
      const c = state.cards[oppPlay[i]!]!;
      if (c.attacking) {
        c.attacking = false;
        c.defended = false;
        emit({ type: 'attackOver', card: ref(state, c.id) });
      }
    }
  } else {
    // The aura sources in play, gathered once at the first unblocked attacker (apFrom gives
    // apOf's number without walking the board per attacker).
    let src: CardInstance[] | null = null;
    for (let i = 0; i < oppPlay.length; i++) {
      const c = state.cards[oppPlay[i]!]!;
      if (c.attacking) {
        if (!c.defended) total += apFrom((src ??= auraSourcesInto(state, AURAS)), c);
        c.attacking = false;
        c.defended = false;
      }
    }
    state.players[p].hp -= total;
  }
  if (checkOver(state)) return;
  state.phase = 'main';
  if (ctx.log) emit({ type: 'phaseChanged', player: p, phase: 'main' });
  const play = state.players[p].play;
  let sources: number[] | null = null;
  for (let i = 0; i < play.length; i++) {
    const c = state.cards[play[i]!]!;
    c.exhausted = false;
    if (DEF_MAIN_START[c.def] === 1) (sources ??= []).push(c.id);
  }
  if (ctx.log) emit({ type: 'unexhausted', player: p });
  if (sources !== null) phaseTriggers(state, p, 'mainPhaseStart', sources);
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
