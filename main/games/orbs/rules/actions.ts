/**
 * Validating and performing actions (untrusted JSON). Every check happens before the first
 * change, so a rejected action leaves the state exactly as it was.
 * Implements orbs.md 4.2 (convert once per turn), 4.4 (a cost must be affordable; paying it
 * is payment.ts), 5.2/5.5 (what each phase allows), 6 (attacking), 7.1 (who may defend
 * against what; the battle is battle.ts), 9 (Bench), 10 (traps fire on
 * plays, attacks, conversions, benching), 11.2/11.3 (playing; whether a card or ability may
 * be used now is permissions.ts, its target targets.ts), 12.3 (a card that became an Orb is
 * no longer an object).
 */
import type { RuleError } from '../../../engine/types';
import type { CardInstance, OrbsState, OrbsTarget, PlayerId, TrapEvent } from '../types';
import { ABILITY_EXHAUST, ABILITY_SACRIFICE, COMPILED } from '../cards/pool';
import { ENERGY_COLOUR_LIST } from '../cards/schema';
import { canPay } from './energy';
import { pay } from './payment';
import { doDefend } from './battle';
import { beginAction, ctx, endAction, emit, ref, type Chosen } from './action-context';
import { checkOver, destroyCard, resolveEffects, sweepDead } from './effects';
import { isOrb, ownCopy, removeFrom } from './state';
import { fireTraps } from './traps';
import { err, type Check } from './check';
import { abilityCost, abilityPermission, playPermission } from './permissions';
import { checkTarget, isId, parseTargets } from './targets';
import { endDefensePhase, endMainPhase } from './turn';

// ---------------------------------------------------------------- apply

/** Validate and perform; returns an error (state untouched) or null. */
export function applyAction(state: OrbsState, a: unknown): Check {
  if (!a || typeof a !== 'object' || Array.isArray(a))
    return err('malformed', 'an action must be an object with a `type`');
  if (state.winner !== null) return err('gameOver', 'the game is over');
  beginAction(state);
  const error = validateAndDo(state, a as Record<string, unknown>);
  endAction(state);
  return error;
}

function validateAndDo(state: OrbsState, o: Record<string, unknown>): Check {
  const p = state.active;
  switch (o.type) {
    case 'endPhase':
      doEndPhase(state);
      return null;
    case 'convert':
      return convert(state, p, o);
    case 'play':
      return play(state, p, o);
    case 'bench':
      return bench(state, p, o);
    case 'attack':
      return attack(state, p, o);
    case 'defend':
      return defend(state, p, o);
    case 'activate':
      return activate(state, p, o);
    default:
      return err(
        'unknownType',
        `unknown action type ${typeof o.type === 'string' ? JSON.stringify(o.type) : typeof o.type} (expected convert, play, bench, attack, defend, activate or endPhase)`,
      );
  }
}

function ownCard(
  state: OrbsState,
  p: PlayerId,
  raw: unknown,
  field = 'card',
): CardInstance | RuleError {
  if (raw === undefined) return err('malformed', `\`${field}\` is missing`);
  if (!isId(raw))
    return err('malformed', `\`${field}\` must be a card id (a non-negative integer)`);
  const c = state.cards[raw];
  if (!c) return err('unknownCard', `no card with id ${raw}`);
  if (c.owner !== p) return err('notYourCard', `card ${raw} is not yours`);
  return c;
}

const isErr = (x: unknown): x is RuleError => typeof (x as RuleError).code === 'string';

function convert(state: OrbsState, p: PlayerId, o: Record<string, unknown>): Check {
  const c = ownCard(state, p, o.card);
  if (isErr(c)) return c;
  if (c.zone !== 'hand') return err('wrongZone', 'only a card in your hand can be converted');
  const pl = state.players[p];
  if (pl.converted)
    return err('alreadyConverted', 'you have already converted a card this turn (§4.2)');
  doConvert(state, p, c);
  return null;
}

// The do* functions perform an action that has been checked (by applyAction's validators, or
// by the legal-action enumerator for the fast playout path).

export function doEndPhase(state: OrbsState): void {
  if (state.phase === 'defense') endDefensePhase(state);
  else endMainPhase(state);
}

export function doConvert(state: OrbsState, p: PlayerId, inHand: CardInstance): void {
  const pl = state.players[p];
  const c = ownCopy(state, inHand.id);
  const colour = COMPILED[c.def]!.convertTo;
  removeFrom(pl.hand, c.id);
  c.zone = 'graveyard';
  pl.graveyard.push(c.id);
  pl.capacity[colour]! += 1;
  pl.energy[colour]! += 1;
  pl.converted = true;
  if (ctx.log)
    emit({
      type: 'converted',
      player: p,
      card: ref(state, c.id),
      colour: ENERGY_COLOUR_LIST[colour]!,
    });
  finishWithTraps(state, 'opponentConverts', p, -1);
}

function finishWithTraps(state: OrbsState, ev: TrapEvent, p: PlayerId, subject: number): boolean {
  const cancelled = fireTraps(state, ev, p, subject);
  sweepDead(state);
  checkOver(state);
  return cancelled;
}

function play(state: OrbsState, p: PlayerId, o: Record<string, unknown>): Check {
  const c = ownCard(state, p, o.card);
  if (isErr(c)) return c;
  const from = o.from === undefined ? 'hand' : o.from;
  if (from !== 'hand' && from !== 'bench')
    return err('malformed', '`from` must be "hand" or "bench"');
  if (c.zone !== from)
    return err('wrongZone', `card ${c.id} is not in your ${from === 'hand' ? 'hand' : 'Bench'}`);
  const info = COMPILED[c.def]!;
  const perm = playPermission(state, p, info, from);
  if (perm) return perm;
  const t = parseTargets(state, o.targets);
  if (isErr(t)) return t;
  // Compiled facts, not the definition's fields (definitions vary in shape: docs/benchmarks.md).
  const bad = checkTarget(state, p, info.target, t);
  if (bad) return bad;
  const pl = state.players[p];
  if (from === 'hand' && !canPay(pl.energy, info.cost))
    return err('cannotAfford', `not enough energy for ${info.def.name} (${info.def.cost})`);
  doPlay(state, p, c, from, t);
  return null;
}

export function doPlay(
  state: OrbsState,
  p: PlayerId,
  held: CardInstance,
  from: 'hand' | 'bench',
  t: Chosen,
): void {
  const pl = state.players[p];
  const c = ownCopy(state, held.id);
  if (from === 'hand') {
    pay(state, p, COMPILED[c.def]!.cost, c.id);
    removeFrom(pl.hand, c.id);
  } else {
    removeFrom(pl.bench, c.id);
    c.benchSeq = -1;
  }
  playCard(state, p, c, from, t);
}

/** Put a paid card into play or resolve it (§11.2), with the traps that answer it. */
function playCard(
  state: OrbsState,
  p: PlayerId,
  c: CardInstance,
  from: 'hand' | 'bench',
  t: Chosen,
): void {
  const pl = state.players[p];
  const info = COMPILED[c.def]!;
  pl.playedThisTurn += 1;
  // The event's target list, only when events are kept (the fast path shares an empty one).
  const targets: OrbsTarget[] = ctx.log
    ? t.player >= 0
      ? [{ player: t.player as PlayerId }]
      : t.card >= 0
        ? [{ card: t.card }]
        : []
    : NO_TARGETS;
  if (info.type === 'action') {
    if (ctx.log) emit({ type: 'played', player: p, card: ref(state, c.id), from, targets });
    const cancelled = fireTraps(state, 'opponentPlaysAction', p, -1);
    if (cancelled) {
      if (ctx.log) emit({ type: 'cancelled', player: p, card: ref(state, c.id) });
    } else if (state.winner === null) {
      resolvePlayTriggers(state, p, c, t);
    }
    c.zone = 'graveyard';
    pl.graveyard.push(c.id);
  } else {
    c.zone = 'play';
    c.fresh = true;
    pl.play.push(c.id);
    // A card never holds damage outside play, but a hand-made state might (sweepDead).
    if (c.damage > 0) ctx.hurt = true;
    if (ctx.log) emit({ type: 'played', player: p, card: ref(state, c.id), from, targets });
    const cancelled = fireTraps(
      state,
      info.isOrb ? 'opponentPlaysOrb' : 'opponentPlaysObject',
      p,
      c.id,
    );
    if (cancelled) {
      if (c.zone === 'play') {
        removeFrom(pl.play, c.id);
        c.fresh = false;
        c.zone = 'graveyard';
        pl.graveyard.push(c.id);
      }
      if (ctx.log) emit({ type: 'cancelled', player: p, card: ref(state, c.id) });
    } else if (state.winner === null) {
      resolvePlayTriggers(state, p, c, t);
    }
  }
  sweepDead(state);
  checkOver(state);
}

const NO_TARGETS: OrbsTarget[] = [];

function resolvePlayTriggers(state: OrbsState, p: PlayerId, c: CardInstance, t: Chosen): void {
  const trig = COMPILED[c.def]!.triggers;
  if (trig === null) return;
  for (const tr of trig) if (tr.on === 'play') resolveEffects(state, tr.effects, p, c.id, t, -1);
}

function bench(state: OrbsState, p: PlayerId, o: Record<string, unknown>): Check {
  const c = ownCard(state, p, o.card);
  if (isErr(c)) return c;
  if (c.zone !== 'hand') return err('wrongZone', 'only a card in your hand can be benched');
  if (state.phase !== 'main')
    return err('wrongPhase', 'cards are benched only in your Main Phase (§9.1)');
  const info = COMPILED[c.def]!;
  const pl = state.players[p];
  if (!canPay(pl.energy, info.cost))
    return err('cannotAfford', `not enough energy to bench ${info.def.name} (${info.def.cost})`);
  doBench(state, p, c);
  return null;
}

export function doBench(state: OrbsState, p: PlayerId, inHand: CardInstance): void {
  const pl = state.players[p];
  const c = ownCopy(state, inHand.id);
  pay(state, p, COMPILED[c.def]!.cost, c.id);
  removeFrom(pl.hand, c.id);
  c.zone = 'bench';
  c.benchSeq = state.benchCounter++;
  pl.bench.push(c.id);
  if (ctx.log) emit({ type: 'benched', player: p, card: ref(state, c.id) });
  finishWithTraps(state, 'opponentBenches', p, -1);
}

function attack(state: OrbsState, p: PlayerId, o: Record<string, unknown>): Check {
  const c = ownCard(state, p, o.card);
  if (isErr(c)) return c;
  if (c.zone !== 'play') return err('wrongZone', 'only a card in play can attack');
  if (!isOrb(c)) return err('notOrb', 'only Orbs attack');
  if (state.phase !== 'main')
    return err('wrongPhase', 'attackers are declared in your Main Phase (§6.1)');
  if (c.fresh) return err('fresh', 'an Orb that entered play this turn cannot attack (§6.1)');
  if (c.exhausted) return err('exhausted', 'an exhausted Orb cannot attack');
  doAttack(state, p, c);
  return null;
}

export function doAttack(state: OrbsState, p: PlayerId, c: CardInstance): void {
  c.exhausted = true;
  c.attacking = true;
  c.defended = false;
  if (ctx.log) emit({ type: 'attackDeclared', player: p, card: ref(state, c.id) });
  const info = COMPILED[c.def]!;
  if (info.onAttacks) {
    for (const tr of info.triggers!)
      if (tr.on === 'attacks')
        resolveEffects(state, tr.effects, p, c.id, { player: -1, card: -1 }, c.id);
    sweepDead(state);
    if (checkOver(state)) return;
  }
  finishWithTraps(state, 'opponentDeclaresAttacker', p, c.id);
}

function defend(state: OrbsState, p: PlayerId, o: Record<string, unknown>): Check {
  const d = ownCard(state, p, o.card);
  if (isErr(d)) return d;
  if (!isId(o.against)) return err('malformed', '`against` must be a card id');
  const a = state.cards[o.against];
  if (!a) return err('unknownCard', `no card with id ${o.against}`);
  if (state.phase !== 'defense')
    return err('wrongPhase', 'you defend in your Defense Phase (§7.1)');
  if (d.zone !== 'play' || !isOrb(d))
    return err('wrongZone', 'the defender must be an Orb of yours in play');
  if (d.exhausted) return err('exhausted', 'an exhausted Orb cannot defend (§7.1)');
  if (a.owner === p || a.zone !== 'play' || !a.attacking)
    return err('notAttacking', `card ${a.id} is not an attacker of your opponent`);
  doDefend(state, p, d, a);
  return null;
}

function activate(state: OrbsState, p: PlayerId, o: Record<string, unknown>): Check {
  const c = ownCard(state, p, o.card);
  if (isErr(c)) return c;
  if (c.zone !== 'play') return err('wrongZone', 'only a card in play has usable abilities');
  const info = COMPILED[c.def]!;
  if (!isId(o.ability)) return err('malformed', '`ability` must be a non-negative integer');
  const ab = info.abilities?.[o.ability];
  if (!ab) return err('noSuchAbility', `${info.def.name} has no ability ${o.ability}`);
  const t = parseTargets(state, o.targets);
  if (isErr(t)) return t;
  const why = abilityPermission(state, p, c, o.ability, ab);
  if (why) return why;
  const bad = checkTarget(state, p, info.abilityTargets[o.ability], t);
  if (bad) return bad;
  doActivate(state, p, c, o.ability, t);
  return null;
}

export function doActivate(
  state: OrbsState,
  p: PlayerId,
  c: CardInstance,
  index: number,
  t: Chosen,
): void {
  const info = COMPILED[c.def]!;
  const flags = info.abilityFlags[index]!;
  pay(state, p, abilityCost(c, index), -1);
  c.used |= 1 << index;
  if ((flags & ABILITY_EXHAUST) !== 0) c.exhausted = true;
  if (ctx.log)
    emit({
      type: 'abilityUsed',
      player: p,
      card: ref(state, c.id),
      ability: index,
      targets:
        t.player >= 0 ? [{ player: t.player as PlayerId }] : t.card >= 0 ? [{ card: t.card }] : [],
    });
  if ((flags & ABILITY_SACRIFICE) !== 0) destroyCard(state, c);
  resolveEffects(state, info.abilityEffects[index]!, p, c.id, t, -1);
  sweepDead(state);
  checkOver(state);
}
