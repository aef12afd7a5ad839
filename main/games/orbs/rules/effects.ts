/**
 * Effects of the closed vocabulary, damage, destruction, draws and the game-over check.
 * Implements orbs.md 1.4 (tokens vanish), 4.5 (energy this turn), 5.1/8.3 (decking, HP loss,
 * checked after each step; both at once = draw), 8.1/8.2 (permanent damage, destroyed only
 * below 0), 8.4 (Armor), 11.1 (actions and objects), 12.3 (an object becomes a fresh Orb of its
 * stated type, so it cannot attack this turn; `resetInPlayFields` makes it the object again).
 */
import type { CardInstance, Effect, OrbsState, PlayerId, Subject } from '../types';
import { COMPILED, defIndexById } from '../cards/pool';
import { COLOUR_INDEX } from '../cards/schema';
import { randInt } from '../../../engine/rng';
import { ctx, emit, NO_TARGET, ref, type Chosen } from './action-context';
import {
  armorOf,
  baseHp,
  isOrb,
  newInstance,
  ownCopy,
  removeFrom,
  resetInPlayFields,
} from './state';

export function drawCards(state: OrbsState, p: PlayerId, n: number): void {
  const pl = state.players[p];
  for (let i = 0; i < n; i++) {
    if (pl.deck.length === 0) {
      ctx.decked[p] = true;
      if (ctx.log) emit({ type: 'deckedOut', player: p });
      return;
    }
    const id = pl.deck.pop()!;
    ownCopy(state, id).zone = 'hand';
    pl.hand.push(id);
    if (ctx.log) emit({ type: 'drew', player: p, card: ref(state, id) });
  }
}

/** Deal damage to an Orb (Armor applies); destruction is checked later by sweepDead. */
export function damageOrb(state: OrbsState, c: CardInstance, amount: number): number {
  const dealt = Math.max(0, amount - armorOf(state, c));
  c.damage += dealt;
  ctx.hurt = true;
  if (ctx.log)
    emit({ type: 'orbDamaged', card: ref(state, c.id), amount: dealt, damage: c.damage });
  return dealt;
}

/** `source`: the card whose effect deals it (-1 for none); named in the event for the end screen. */
export function damagePlayer(state: OrbsState, p: PlayerId, amount: number, source = -1): void {
  if (amount <= 0) return;
  const pl = state.players[p];
  pl.hp -= amount;
  if (ctx.log)
    emit({
      type: 'playerDamaged',
      player: p,
      amount,
      hp: pl.hp,
      source: source >= 0 ? ref(state, source) : null,
    });
}

/** Move a card out of play: tokens vanish (§1.4), cards go to their owner's `to` zone. */
export function leavePlay(state: OrbsState, c: CardInstance, to: 'graveyard' | 'hand'): void {
  const owner = state.players[c.owner];
  removeFrom(owner.play, c.id);
  resetInPlayFields(c);
  if (c.token) {
    c.zone = 'gone';
    return;
  }
  c.zone = to;
  if (to === 'graveyard') owner.graveyard.push(c.id);
  else owner.hand.push(c.id);
}

export function destroyCard(state: OrbsState, c: CardInstance): void {
  if (c.zone !== 'play') return;
  if (ctx.log) emit({ type: 'destroyed', card: ref(state, c.id), owner: c.owner });
  leavePlay(state, c, 'graveyard');
  const info = COMPILED[c.def]!;
  if (info.onDestroyed) {
    for (const t of info.triggers!)
      if (t.on === 'destroyed') resolveEffects(state, t.effects, c.owner, c.id, NO_TARGET, -1);
  }
}

/** Destroy every Orb whose damage exceeds its HP (§8.2), all at once, active player's first. */
export function sweepDead(state: OrbsState): void {
  if (!ctx.hurt) return;
  ctx.hurt = false;
  let dead: CardInstance[] | null = null;
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? state.active : 1 - state.active;
    const play = state.players[p]!.play;
    for (let i = 0; i < play.length; i++) {
      const c = state.cards[play[i]!]!;
      if (c.damage > 0 && isOrb(c) && c.damage > baseHp(c)) (dead ??= []).push(c);
    }
  }
  if (dead) {
    // Until each is destroyed, a sweep inside a destroyed trigger (its damage) must still find
    // the rest, as it always did; afterwards the next sweep walks again (rare: 7.5 a game).
    ctx.hurt = true;
    for (const c of dead) destroyCard(state, c);
  }
}

/**
 * `sweepDead` after a battle in a state that had no dead Orb before it (`ctx.hurt` was false):
 * only the two combatants can be dead, so only they are tested, the defender (the active
 * player's) first as the walk would. A defence is 1 action in 18 of a random game, and its
 * full sweep walked both boards.
 */
export function sweepCombatants(state: OrbsState, d: CardInstance, a: CardInstance): void {
  ctx.hurt = false;
  const deadD = d.damage > baseHp(d);
  const deadA = a.damage > baseHp(a);
  if (!deadD && !deadA) return;
  ctx.hurt = true;
  if (deadD) destroyCard(state, d);
  if (deadA) destroyCard(state, a);
}

/** §8.3: ends the game when a player is below 0 HP or decked; true when it is over. */
export function checkOver(state: OrbsState): boolean {
  if (state.winner !== null) return true;
  const lost0 = state.players[0].hp < 0 || ctx.decked[0];
  const lost1 = state.players[1].hp < 0 || ctx.decked[1];
  if (!lost0 && !lost1) return false;
  state.winner = lost0 && lost1 ? 'draw' : lost0 ? 1 : 0;
  if (ctx.log) emit({ type: 'gameOver', winner: state.winner });
  return true;
}

function orbsOf(state: OrbsState, p: number): number[] {
  const out: number[] = [];
  const play = state.players[p]!.play;
  for (let i = 0; i < play.length; i++) if (isOrb(state.cards[play[i]!]!)) out.push(play[i]!);
  return out;
}

/** The card ids a subject names (a snapshot; [] for player subjects). */
function orbSubjects(
  state: OrbsState,
  to: Subject,
  p: PlayerId,
  source: number,
  target: Chosen,
  eventOrb: number,
): number[] {
  const o = 1 - p;
  switch (to) {
    case 'target':
      return target.card >= 0 ? [target.card] : [];
    case 'self':
      return source >= 0 ? [source] : [];
    case 'eventOrb':
      return eventOrb >= 0 ? [eventOrb] : [];
    case 'allOrbs': {
      const a = state.active;
      return orbsOf(state, a).concat(orbsOf(state, 1 - a));
    }
    case 'enemyOrbs':
      return orbsOf(state, o);
    case 'friendlyOrbs':
      return orbsOf(state, p);
    default:
      return [];
  }
}

function playerSubject(to: Subject, p: PlayerId, target: Chosen): number {
  if (to === 'you') return p;
  if (to === 'opponent') return 1 - p;
  if (to === 'target') return target.player;
  return -1;
}

function inPlay(state: OrbsState, id: number): CardInstance | null {
  const c = state.cards[id];
  return c && c.zone === 'play' ? c : null;
}

export function createToken(state: OrbsState, p: PlayerId, tokenId: string): void {
  const def = defIndexById(tokenId);
  if (def === undefined) return;
  const c = newInstance(state, def, p, 'play');
  c.fresh = true;
  state.players[p].play.push(c.id);
  if (ctx.log) emit({ type: 'tokenCreated', player: p, card: ref(state, c.id) });
}

/** Resolve an effect list for controller `p` from card `source` (-1 for none). */
export function resolveEffects(
  state: OrbsState,
  effects: readonly Effect[],
  p: PlayerId,
  source: number,
  target: Chosen,
  eventOrb: number,
): void {
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    switch (e.do) {
      case 'damage': {
        const pl = playerSubject(e.to, p, target);
        if (pl >= 0) damagePlayer(state, pl as PlayerId, e.amount, source);
        else {
          for (const id of orbSubjects(state, e.to, p, source, target, eventOrb)) {
            const c = inPlay(state, id);
            if (c && isOrb(c)) damageOrb(state, c, e.amount);
          }
          sweepDead(state);
        }
        break;
      }
      case 'heal': {
        const pl = playerSubject(e.to, p, target);
        if (pl >= 0) {
          state.players[pl]!.hp += e.amount;
          if (ctx.log)
            emit({
              type: 'playerHealed',
              player: pl as PlayerId,
              amount: e.amount,
              hp: state.players[pl]!.hp,
            });
        } else {
          for (const id of orbSubjects(state, e.to, p, source, target, eventOrb)) {
            const c = inPlay(state, id);
            if (c && isOrb(c) && c.damage > 0) {
              const healed = Math.min(c.damage, e.amount);
              c.damage -= healed;
              if (ctx.log) emit({ type: 'orbHealed', card: ref(state, id), amount: healed });
            }
          }
        }
        break;
      }
      case 'draw':
        drawCards(state, (e.who === 'you' ? p : 1 - p) as PlayerId, e.count);
        break;
      case 'createToken':
        for (let k = 0; k < e.count; k++) createToken(state, p, e.token);
        break;
      case 'destroy':
        // 'target', 'self' and 'eventOrb' may name an object too (Fresh Force, Spore Trap).
        for (const id of orbSubjects(state, e.to, p, source, target, eventOrb)) {
          const c = inPlay(state, id);
          if (c) destroyCard(state, c);
        }
        break;
      case 'gainEnergy':
      case 'gainCapacity': {
        const ci = COLOUR_INDEX[e.colour]!;
        const pl = state.players[p];
        pl.energy[ci]! += e.amount;
        if (e.do === 'gainCapacity') pl.capacity[ci]! += e.amount;
        if (ctx.log)
          emit({
            type: 'energyGained',
            player: p,
            colour: e.colour,
            amount: e.amount,
            capacity: e.do === 'gainCapacity',
          });
        break;
      }
      case 'buffAP':
        for (const id of orbSubjects(state, e.to, p, source, target, eventOrb)) {
          const c = inPlay(state, id);
          if (c && isOrb(c)) {
            c.apBonus += e.amount;
            if (ctx.log) emit({ type: 'apBuffed', card: ref(state, id), amount: e.amount });
          }
        }
        break;
      case 'returnFromGraveyard': {
        const seen = target.card >= 0 ? state.cards[target.card] : undefined;
        if (!seen || seen.zone !== 'graveyard' || seen.owner !== p) break;
        const c = ownCopy(state, seen.id);
        const pl = state.players[p];
        removeFrom(pl.graveyard, c.id);
        resetInPlayFields(c);
        if (e.to === 'play') {
          c.zone = 'play';
          c.fresh = true;
          pl.play.push(c.id);
        } else {
          c.zone = 'hand';
          pl.hand.push(c.id);
        }
        if (ctx.log) emit({ type: 'returned', card: ref(state, c.id), owner: p, to: e.to });
        break;
      }
      case 'cancel':
        ctx.cancelled = true;
        break;
      case 'bounce':
        for (const id of orbSubjects(state, e.to, p, source, target, eventOrb)) {
          const c = inPlay(state, id);
          if (c && isOrb(c)) {
            if (ctx.log)
              emit({ type: 'returned', card: ref(state, id), owner: c.owner, to: 'hand' });
            leavePlay(state, c, 'hand');
          }
        }
        break;
      case 'exhaust':
        for (const id of orbSubjects(state, e.to, p, source, target, eventOrb)) {
          const c = inPlay(state, id);
          if (c && !c.exhausted) {
            c.exhausted = true;
            if (ctx.log) emit({ type: 'exhausted', card: ref(state, id) });
          }
        }
        break;
      case 'discardRandom': {
        const who = (e.who === 'you' ? p : 1 - p) as PlayerId;
        const pl = state.players[who];
        for (let k = 0; k < e.count && pl.hand.length > 0; k++) {
          const idx = randInt(state.rng, pl.hand.length);
          const id = pl.hand.splice(idx, 1)[0]!;
          ownCopy(state, id).zone = 'graveyard';
          pl.graveyard.push(id);
          if (ctx.log) emit({ type: 'discarded', player: who, card: ref(state, id) });
        }
        break;
      }
      case 'mill': {
        const who = (e.who === 'you' ? p : 1 - p) as PlayerId;
        const pl = state.players[who];
        for (let k = 0; k < e.count && pl.deck.length > 0; k++) {
          const id = pl.deck.pop()!;
          ownCopy(state, id).zone = 'graveyard';
          pl.graveyard.push(id);
          if (ctx.log) emit({ type: 'milled', player: who, card: ref(state, id) });
        }
        break;
      }
      case 'becomeOrb': {
        const c = source >= 0 ? inPlay(state, source) : null;
        if (c && c.asOrb === null && !COMPILED[c.def]!.isOrb) {
          // Its Orb type (e.orbType) is read from the card's compiled facts: `orbTypeOf`, and
          // `orbTypeIndex` where auras are summed.
          c.asOrb = [e.ap, e.hp];
          c.fresh = true;
          ctx.hurt = true;
          if (ctx.log) emit({ type: 'becameOrb', card: ref(state, c.id), ap: e.ap, hp: e.hp });
        }
        break;
      }
      default:
        // A new effect in the card schema fails the typecheck here until it has a rule.
        e satisfies never;
    }
  }
}
