/**
 * What a list of effects is worth to the player using it (positive = good), for the Orbs
 * heuristic policy (./heuristics.ts): damage that destroys an Orb is worth the Orb, damage
 * that does not a little, a destroyed or returned Orb its worth, energy and cards by what the
 * player can use, tokens by their stats. Subjects are resolved as the engine resolves them
 * (orbs.md 11.1).
 */
import type { PlayerId } from '../../engine/types';
import type { CardInstance, Effect, OrbsState, Subject } from '../../games/orbs/types';
import { AI_CARDS, currentHpOf, isOrbInstance } from './cards';
import { armorCached, orbWorth } from './orb-worth';

/** A chosen target: a player (0/1) or a card id; -1 = none. */
export interface Aim {
  player: number;
  card: number;
}

function orbsOf(s: OrbsState, who: 'all' | PlayerId): CardInstance[] {
  const out: CardInstance[] = [];
  for (let p = 0; p < 2; p++) {
    if (who !== 'all' && who !== p) continue;
    for (const id of s.players[p]!.play) {
      const c = s.cards[id]!;
      if (isOrbInstance(c)) out.push(c);
    }
  }
  return out;
}

function subjects(
  s: OrbsState,
  me: PlayerId,
  to: Subject,
  aim: Aim,
  self: number,
): { orbs: CardInstance[]; players: PlayerId[]; objects: CardInstance[] } {
  const r = {
    orbs: [] as CardInstance[],
    players: [] as PlayerId[],
    objects: [] as CardInstance[],
  };
  switch (to) {
    case 'target':
      if (aim.player >= 0) r.players.push(aim.player as PlayerId);
      else if (aim.card >= 0) {
        const c = s.cards[aim.card]!;
        if (isOrbInstance(c)) r.orbs.push(c);
        else r.objects.push(c);
      }
      break;
    case 'self':
      if (self >= 0) {
        const c = s.cards[self]!;
        if (isOrbInstance(c)) r.orbs.push(c);
        else r.objects.push(c);
      }
      break;
    case 'you':
      r.players.push(me);
      break;
    case 'opponent':
      r.players.push((1 - me) as PlayerId);
      break;
    case 'allOrbs':
      r.orbs = orbsOf(s, 'all');
      break;
    case 'enemyOrbs':
      r.orbs = orbsOf(s, (1 - me) as PlayerId);
      break;
    case 'friendlyOrbs':
      r.orbs = orbsOf(s, me);
      break;
    default:
      break;
  }
  return r;
}

const TOKEN_WORTH = new Map<string, number>(
  AI_CARDS.filter((c) => c.def.token).map((c) => [c.def.id, c.ap + 0.5 * (c.hp + 1) + 0.8]),
);

/** What a list of effects is worth to `me` (positive = good). */
export function effectsWorth(
  s: OrbsState,
  me: PlayerId,
  effects: readonly Effect[],
  aim: Aim,
  self: number,
): number {
  let v = 0;
  const sign = (c: { owner: PlayerId } | PlayerId): number =>
    (typeof c === 'number' ? c : c.owner) === me ? -1 : 1;
  for (const e of effects) {
    switch (e.do) {
      case 'damage': {
        const t = subjects(s, me, e.to, aim, self);
        for (const c of t.orbs) {
          const dealt = Math.max(0, e.amount - armorCached(s, c));
          const left = currentHpOf(c);
          const kills = dealt > left;
          v += sign(c) * (kills ? orbWorth(s, c) + 1 : 0.25 * Math.min(dealt, left + 1));
        }
        for (const p of t.players) {
          const hp = s.players[p].hp;
          v += sign(p) * (e.amount > hp ? 100 : 0.8 * e.amount);
        }
        break;
      }
      case 'heal': {
        const t = subjects(s, me, e.to, aim, self);
        for (const c of t.orbs) v += -sign(c) * 0.4 * Math.min(e.amount, c.damage);
        for (const p of t.players)
          v += -sign(p) * 0.5 * Math.min(e.amount, Math.max(0, 18 - s.players[p].hp));
        break;
      }
      case 'draw': {
        const p = e.who === 'you' ? me : ((1 - me) as PlayerId);
        const deck = s.players[p].deck.length;
        v += (p === me ? 1 : -1) * (deck > e.count + 2 ? 1.2 * e.count : -3);
        break;
      }
      case 'createToken':
        v += e.count * (TOKEN_WORTH.get(e.token) ?? 1.5);
        break;
      case 'destroy': {
        const t = subjects(s, me, e.to, aim, self);
        for (const c of t.orbs) v += sign(c) * (orbWorth(s, c) + 1);
        for (const c of t.objects) v += sign(c) * (2 + 0.3 * AI_CARDS[c.def]!.value);
        break;
      }
      case 'gainEnergy':
        v += 0.3 * e.amount;
        break;
      case 'gainCapacity':
        v += 2 * e.amount;
        break;
      case 'buffAP': {
        const t = subjects(s, me, e.to, aim, self);
        for (const c of t.orbs) v += -sign(c) * 1.1 * e.amount;
        break;
      }
      case 'returnFromGraveyard':
        if (aim.card >= 0)
          v += (e.to === 'play' ? 1 : 0.6) * (AI_CARDS[s.cards[aim.card]!.def]!.value + 1);
        break;
      case 'bounce': {
        const t = subjects(s, me, e.to, aim, self);
        for (const c of t.orbs)
          v += sign(c) * (c.token ? orbWorth(s, c) + 1 : 0.6 * orbWorth(s, c));
        break;
      }
      case 'exhaust': {
        const t = subjects(s, me, e.to, aim, self);
        for (const c of t.orbs) v += sign(c) * (c.exhausted ? 0 : 0.8);
        break;
      }
      case 'discardRandom':
        v +=
          (e.who === 'you' ? -1 : 1) *
          Math.min(e.count, s.players[e.who === 'you' ? me : ((1 - me) as PlayerId)].hand.length);
        break;
      case 'mill':
        v += (e.who === 'you' ? -0.3 : 0.3) * e.count;
        break;
      case 'becomeOrb':
        v += 2 + e.ap + 0.5 * e.hp;
        break;
      // A trap's cancel is worth what it stops, which this estimate does not see.
      case 'cancel':
        break;
      default:
        e satisfies never; // compile-time: every effect has a case above
        break;
    }
  }
  return v;
}
