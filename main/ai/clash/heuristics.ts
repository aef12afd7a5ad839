/**
 * Clash domain knowledge for the AI: a state evaluation (cut-off playouts, `easy`) and a fast
 * heuristic policy (playouts, expansion order, the `easy` level's fallback).
 *
 * What the heuristics encode (clash.md): life is the cards right of the building (§5.1), so
 * playing a card from the right of it costs a life point while a card left of it is free;
 * an incantation returns to the hand (§6.2), so casting never costs life; destroyed
 * creatures come back as life (§5.4); a Bastion is a second life bar, a Fort is the last
 * (§5.2); creatures with nothing to attack hit the building (§7.5).
 */
import { randInt, type RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { BUILDING, CLASH_CARDS, KW, OWN_KW, cardIndexById } from '../../games/clash/index';
import type { ClashAction, ClashCreature, ClashState } from '../../games/clash/types';

const N = CLASH_CARDS.length;
const ATK = new Float64Array(N);
const HP = new Float64Array(N);
const COST = new Float64Array(N);
const CREATURE = new Uint8Array(N);
/** A rough worth of each card, used for draft picks and trade-offs. */
export const CARD_VALUE = new Float64Array(N);

for (const c of CLASH_CARDS) {
  ATK[c.index] = c.attack;
  HP[c.index] = c.health ?? 0;
  COST[c.index] = c.cost;
  CREATURE[c.index] = c.kind === 'creature' ? 1 : 0;
  // The engine's keyword bits of the card (OWN_KW; KW names each bit).
  const m = OWN_KW[c.index]!;
  const kwBonus =
    (m & KW.Splash ? 1.5 : 0) +
    (m & KW.Perforation ? 1.2 : 0) +
    (m & KW.Berserk ? 1 : 0) +
    (m & KW.Protection ? 1.2 : 0) +
    (m & KW.Indestructible ? 0.8 : 0) +
    (m & KW.Rage ? 0.8 : 0) +
    (m & KW.Sprint ? 0.5 : 0) +
    (m & KW.Aerial ? 1.2 : 0) +
    (m & KW.Catalyst ? 1 : 0) +
    (m & KW.Wrecker ? 1 : 0) +
    (c.aura ? 1 : 0);
  const body =
    c.kind === 'creature' ? c.attack * 1.1 + (c.health ?? 0) * 0.8 : c.attack * 1.4 + 1.5;
  // Cheap cards are easier to fit in a turn (mana = hand size).
  CARD_VALUE[c.index] = body + kwBonus - 0.35 * c.cost;
}

function lifeOf(hand: number[]): number {
  return hand.length - 1 - hand.indexOf(BUILDING);
}

/** Life including the Bastion's second bar: a Bastion flips to a Fort with the whole hand. */
function effectiveLife(s: ClashState, p: PlayerId): number {
  const pl = s.players[p];
  const life = lifeOf(pl.hand);
  return pl.fort ? life : life + Math.max(1, pl.hand.length - 1) * 0.8;
}

function boardScore(q: ClashCreature[]): number {
  let v = 0;
  for (let i = 0; i < q.length; i++) {
    const c = q[i]!.card;
    v += 0.9 * ATK[c]! + 0.45 * Math.max(0, HP[c]! - q[i]!.damage) + 0.6;
  }
  return v;
}

/** Estimated probability that player 0 wins. */
export function evaluateClash(s: ClashState): number {
  return evaluateClashWithThreats(s, 0, 0);
}

/**
 * `evaluateClash` plus the damage the lanes promise (the plan search's cut-off, issue #19):
 * a creature facing an empty lane hits the building at its owner's next assault (§7.5), so
 * each such attack point counts `moverWeight` life for the player to move (the other cannot
 * block before that assault) and `otherWeight` for the other (who may still be blocked).
 * Without it, a search that stops after its own turn sees an open lane only as a tempo bonus
 * and races in one lane while the other is left open (hard's losses to greedy).
 */
export function evaluateClashWithThreats(
  s: ClashState,
  moverWeight: number,
  otherWeight: number,
): number {
  if (s.winner !== null) return s.winner === 'draw' ? 0.5 : s.winner === 0 ? 1 : 0;
  if (s.phase === 'draft') {
    let d = 0;
    for (const c of s.players[0].drafted) d += CARD_VALUE[c]!;
    for (const c of s.players[1].drafted) d -= CARD_VALUE[c]!;
    return 1 / (1 + Math.exp(-0.08 * d));
  }
  let score = 0;
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const pl = s.players[p];
    const mine =
      effectiveLife(s, p) * 1.0 + 0.4 * (boardScore(pl.lanes[0]) + boardScore(pl.lanes[1]));
    score += p === 0 ? mine : -mine;
  }
  // The player to move gets to act on the board first.
  score += s.active === 0 ? 0.8 : -0.8;
  if (moverWeight !== 0 || otherWeight !== 0) {
    // threatTo(s, p): damage p's building takes from the other's open-lane attackers.
    const a = s.active;
    const onMover = threatTo(s, a) * otherWeight;
    const onOther = threatTo(s, (1 - a) as PlayerId) * moverWeight;
    score += a === 0 ? onOther - onMover : onMover - onOther;
  }
  return 1 / (1 + Math.exp(-0.22 * score));
}

/** Health left of the front creature an attacker in lane `l` would meet, or -1. */
function frontOf(q: ClashCreature[]): ClashCreature | null {
  for (let i = 0; i < q.length; i++) if (!(OWN_KW[q[i]!.card]! & KW.Aerial)) return q[i]!;
  return null;
}

/** Damage the opponent's attackers would deal to `p`'s building next turn (rough). */
function threatTo(s: ClashState, p: PlayerId): number {
  const opp = s.players[(1 - p) as PlayerId];
  const mine = s.players[p];
  let t = 0;
  for (let l = 0; l < 2; l++) {
    const q = opp.lanes[l as 0 | 1];
    const blockers = mine.lanes[l as 0 | 1].length;
    for (let i = 0; i < q.length; i++) {
      const c = q[i]!.card;
      if (OWN_KW[c]! & KW.Wrecker || blockers === 0) t += ATK[c]!;
    }
  }
  return t;
}

const LANE_INDEX: Record<string, 0 | 1> = { upper: 0, lower: 1 };

/** A score for one action of the player to move; the assault is 0 (do it when nothing beats it). */
export function scoreClashAction(s: ClashState, a: ClashAction, threat: number): number {
  if (a.type === 'assault') return 0;
  const card = cardIndexById(a.card);
  if (a.type === 'pick') return CARD_VALUE[card]!;
  const p = s.active;
  const pl = s.players[p];
  const hand = pl.hand;
  const at = hand.indexOf(card);
  const b = hand.indexOf(BUILDING);
  const fromRight = at > b;
  const life = lifeOf(hand);
  if ('target' in a) {
    const t = a.target;
    const q = s.players[t.side].lanes[LANE_INDEX[t.lane]!];
    const victim = q[t.index]!;
    if (t.side === p) return -5;
    const left = HP[victim.card]! - victim.damage;
    const kills =
      ATK[card]! >= left && !(OWN_KW[victim.card]! & KW.Protection && !victim.protectionUsed);
    let v = kills
      ? 2 + CARD_VALUE[victim.card]! * 0.6 + ATK[victim.card]! * 0.5
      : 0.3 * Math.min(ATK[card]!, left) - 1;
    // Splash / Perforation hits are a bonus; a cast card comes back to the hand, so casting is cheap.
    if (OWN_KW[card]! & (KW.Splash | KW.Perforation)) v += 0.8;
    if (!fromRight) v += 0.5; // It moves from the free side to the life side: +1 life.
    return v;
  }
  // A creature: worth playing when it does not put the building in danger.
  const l = LANE_INDEX[a.lane]!;
  const oppQ = s.players[(1 - p) as PlayerId].lanes[l];
  const ownQ = pl.lanes[l];
  const front = frontOf(oppQ);
  let v = 1 + 0.35 * CARD_VALUE[card]!;
  if (front) {
    const theirLeft = HP[front.card]! - front.damage;
    if (ATK[card]! >= theirLeft) v += 1.2; // will kill the front creature when it attacks
    if (ATK[front.card]! < HP[card]!) v += 0.8; // survives their front creature
    if (ownQ.length === 0) v += 1.0; // blocks an attacker that would hit our building
  } else {
    v += ownQ.length === 0 ? 0.8 : 0.2; // an open lane: it will hit their building
  }
  v -= 0.25 * ownQ.length;
  if (fromRight) {
    const after = life - 1;
    // Keep a margin over what their board threatens (the building is the life bar).
    const margin = after - threat;
    if (pl.fort) v -= margin <= 0 ? 6 : margin <= 2 ? 2.5 : 0.6;
    else v -= margin <= 0 ? 2.5 : margin <= 2 ? 1 : 0.3;
  }
  return v;
}

/** The heuristic move: the best-scoring action (ties broken at random), assault when none beats 0. */
export function clashPolicy(s: ClashState, acts: ClashAction[], rng: RngState): ClashAction {
  const threat = s.phase === 'summoning' ? threatTo(s, s.active) : 0;
  let best = -Infinity;
  let bestList: ClashAction[] = [];
  for (const a of acts) {
    const v = scoreClashAction(s, a, threat);
    if (v > best + 1e-9) {
      best = v;
      bestList = [a];
    } else if (Math.abs(v - best) <= 1e-9) bestList.push(a);
  }
  return bestList[randInt(rng, bestList.length)]!;
}
