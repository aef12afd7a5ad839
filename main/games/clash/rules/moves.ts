/**
 * Legal actions and action validation — clash.md §3.1 (picks from the revealed round),
 * §5.5 (the 4-card window), §6.1 (mana), §6.2 (creature lanes, incantation targets: any
 * creature in play except Indestructible ones; no target → cannot be cast), §8.8.
 *
 * Two faces over one order of legal actions:
 * - a fast, allocation-free one for playouts (`legalActionCount`, `locateLegal` into a
 *   scratch record, `performLocated`),
 * - the public one (`legalActions`, `validate`) with plain JSON actions and clear errors.
 * Order: draft → open pool positions ascending; summoning → window cards left to right,
 * each creature upper then lower, each incantation its targets (side 0 upper, side 0 lower,
 * side 1 upper, side 1 lower, index ascending); then the assault last.
 */
import { COST as COST_, IS_CREATURE as IS_CREATURE_, KW, cardIndexById } from '../cards';
import { CARD_ID, LANE_NAME } from './ids';
import { kwAt as kwAt_ } from './keywords';
import { isOpen, pick as pick_ } from './draft';
import { castIncantation as castIncantation_, playCreature as playCreature_ } from './summon';
import { assault as assault_ } from './assault';
import {
  BUILDING as BUILDING_,
  type ClashAction,
  type ClashEvent,
  type ClashState,
  type LaneIndex,
} from '../types';
import type { PlayerId, RuleError } from '../../../engine/types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const COST = COST_;
const IS_CREATURE = IS_CREATURE_;
const kwAt = kwAt_;
const BUILDING = BUILDING_;
const pick = pick_;
const castIncantation = castIncantation_;
const playCreature = playCreature_;
const assault = assault_;
const K_INDESTRUCTIBLE = KW.Indestructible;

export const MoveKind = { Pick: 0, Creature: 1, Cast: 2, Assault: 3 } as const;
export type MoveKind = (typeof MoveKind)[keyof typeof MoveKind];

/** A located action in engine terms (indices, not ids). */
export interface Located {
  kind: MoveKind;
  /** Pick: pool position. Creature/Cast: hand index. */
  at: number;
  lane: LaneIndex;
  side: PlayerId;
  index: number;
}

export function newLocated(): Located {
  return { kind: MoveKind.Assault, at: 0, lane: 0, side: 0, index: 0 };
}

/** Number of creatures in play that an incantation may target (not Indestructible). */
function targetCount(state: ClashState): number {
  let n = 0;
  for (let s = 0; s < 2; s++) {
    const lanes = state.players[s as PlayerId].lanes;
    for (let l = 0; l < 2; l++) {
      const q = lanes[l as LaneIndex];
      for (let i = 0; i < q.length; i++) if (!(kwAt(q, i) & K_INDESTRUCTIBLE)) n++;
    }
  }
  return n;
}

export function legalActionCount(state: ClashState): number {
  if (state.winner !== null) return 0;
  if (state.phase === 'draft') return 4 - (state.draft!.picks & 3);
  const pl = state.players[state.active];
  const hand = pl.hand;
  const mana = pl.mana;
  let n = 1;
  let targets = -1;
  let seen = 0;
  for (let i = 0; i < hand.length && seen < 4; i++) {
    const c = hand[i]!;
    if (c === BUILDING) continue;
    seen++;
    if (COST[c]! > mana) continue;
    if (IS_CREATURE[c]) n += 2;
    else {
      if (targets < 0) targets = targetCount(state);
      n += targets;
    }
  }
  return n;
}

/** Fill `out` with the k-th legal action (0 ≤ k < legalActionCount). Returns false if out of range. */
export function locateLegal(state: ClashState, k: number, out: Located): boolean {
  if (state.winner !== null || k < 0) return false;
  if (state.phase === 'draft') {
    const d = state.draft!;
    const r = d.picks >> 2;
    for (let pos = 4 * r; pos < 4 * r + 4; pos++) {
      if (d.takenMask & (1 << pos)) continue;
      if (k-- === 0) {
        out.kind = MoveKind.Pick;
        out.at = pos;
        return true;
      }
    }
    return false;
  }
  const pl = state.players[state.active];
  const hand = pl.hand;
  const mana = pl.mana;
  let seen = 0;
  for (let i = 0; i < hand.length && seen < 4; i++) {
    const c = hand[i]!;
    if (c === BUILDING) continue;
    seen++;
    if (COST[c]! > mana) continue;
    if (IS_CREATURE[c]) {
      if (k < 2) {
        out.kind = MoveKind.Creature;
        out.at = i;
        out.lane = k as LaneIndex;
        return true;
      }
      k -= 2;
      continue;
    }
    for (let s = 0; s < 2; s++) {
      const lanes = state.players[s as PlayerId].lanes;
      for (let l = 0; l < 2; l++) {
        const q = lanes[l as LaneIndex];
        for (let t = 0; t < q.length; t++) {
          if (kwAt(q, t) & K_INDESTRUCTIBLE) continue;
          if (k-- === 0) {
            out.kind = MoveKind.Cast;
            out.at = i;
            out.side = s as PlayerId;
            out.lane = l as LaneIndex;
            out.index = t;
            return true;
          }
        }
      }
    }
  }
  if (k === 0) {
    out.kind = MoveKind.Assault;
    return true;
  }
  return false;
}

/** Perform a located action that is known to be legal. */
export function performLocated(state: ClashState, m: Located, ev: ClashEvent[] | null): void {
  switch (m.kind) {
    case MoveKind.Pick:
      pick(state, m.at, ev);
      return;
    case MoveKind.Creature:
      playCreature(state, m.at, m.lane, ev);
      return;
    case MoveKind.Cast:
      castIncantation(state, m.at, m.side, m.lane, m.index, ev);
      return;
    case MoveKind.Assault:
      assault(state, ev);
      return;
  }
}

/** The public JSON form of a located action. */
export function toAction(state: ClashState, m: Located): ClashAction {
  switch (m.kind) {
    case MoveKind.Pick:
      return { type: 'pick', card: CARD_ID[state.draft!.pool[m.at]!]! };
    case MoveKind.Creature:
      return {
        type: 'play',
        card: CARD_ID[state.players[state.active].hand[m.at]!]!,
        lane: LANE_NAME[m.lane],
      };
    case MoveKind.Cast:
      return {
        type: 'play',
        card: CARD_ID[state.players[state.active].hand[m.at]!]!,
        target: { side: m.side, lane: LANE_NAME[m.lane], index: m.index },
      };
    case MoveKind.Assault:
      return { type: 'assault' };
  }
}

/**
 * Every legal action, in the order of `locateLegal` (one walk over the window and the lanes;
 * it was one `locateLegal` walk per action, ~30 % of a public-API game's profile).
 * properties.test.ts checks it against `legalActionAt` for every k.
 */
export function legalActions(state: ClashState): ClashAction[] {
  const out: ClashAction[] = [];
  if (state.winner !== null) return out;
  if (state.phase === 'draft') {
    const d = state.draft!;
    const r = d.picks >> 2;
    for (let pos = 4 * r; pos < 4 * r + 4; pos++)
      if (!(d.takenMask & (1 << pos))) out.push({ type: 'pick', card: CARD_ID[d.pool[pos]!]! });
    return out;
  }
  const pl = state.players[state.active];
  const hand = pl.hand;
  const mana = pl.mana;
  let seen = 0;
  for (let i = 0; i < hand.length && seen < 4; i++) {
    const c = hand[i]!;
    if (c === BUILDING) continue;
    seen++;
    if (COST[c]! > mana) continue;
    const card = CARD_ID[c]!;
    if (IS_CREATURE[c]) {
      out.push({ type: 'play', card, lane: 'upper' }, { type: 'play', card, lane: 'lower' });
      continue;
    }
    for (let s = 0; s < 2; s++) {
      const lanes = state.players[s as PlayerId].lanes;
      for (let l = 0; l < 2; l++) {
        const q = lanes[l as LaneIndex];
        for (let t = 0; t < q.length; t++) {
          if (kwAt(q, t) & K_INDESTRUCTIBLE) continue;
          out.push({
            type: 'play',
            card,
            target: { side: s as PlayerId, lane: LANE_NAME[l as LaneIndex], index: t },
          });
        }
      }
    }
  }
  out.push({ type: 'assault' });
  return out;
}

// ------------------------------------------------------------------ validation

function err(code: string, message: string): RuleError {
  return { code, message };
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function laneOf(x: unknown): LaneIndex | -1 {
  return x === 'upper' ? 0 : x === 'lower' ? 1 : -1;
}

/**
 * Check an untrusted action against the state. On success fills `out` and returns null;
 * otherwise returns the error (code + English message). Never throws, never mutates `state`.
 */
export function validate(state: ClashState, action: unknown, out: Located): RuleError | null {
  if (!isObj(action)) return err('malformed', 'An action must be a JSON object.');
  const type = action.type;
  if (type !== 'pick' && type !== 'play' && type !== 'assault') {
    return err(
      'malformed',
      `Unknown action type ${JSON.stringify(type) ?? String(type)}; expected "pick", "play" or "assault".`,
    );
  }
  let card = -1;
  if (type !== 'assault') {
    if (typeof action.card !== 'string')
      return err('malformed', `A ${type} action needs a "card" id (a string).`);
    card = cardIndexById(action.card);
    if (card < 0) return err('unknown-card', `There is no Clash card with id "${action.card}".`);
  }
  if (type === 'play') {
    const hasLane = action.lane !== undefined;
    const hasTarget = action.target !== undefined;
    if (hasLane && hasTarget)
      return err(
        'malformed',
        'A play action has either a "lane" (creature) or a "target" (incantation), not both.',
      );
    if (hasLane && laneOf(action.lane) < 0)
      return err('malformed', '"lane" must be "upper" or "lower".');
    if (hasTarget) {
      const t = action.target;
      if (!isObj(t)) return err('malformed', '"target" must be an object {side, lane, index}.');
      if (t.side !== 0 && t.side !== 1) return err('malformed', 'target.side must be 0 or 1.');
      if (laneOf(t.lane) < 0) return err('malformed', 'target.lane must be "upper" or "lower".');
      if (typeof t.index !== 'number' || !Number.isInteger(t.index) || t.index < 0) {
        return err('malformed', 'target.index must be a non-negative integer.');
      }
    }
  }

  if (state.winner !== null) return err('game-over', 'The game is over.');

  if (type === 'pick') {
    if (state.phase !== 'draft')
      return err('wrong-phase', 'Cards are picked only during the draft.');
    const d = state.draft!;
    const pos = d.pool.indexOf(card);
    if (pos < 0 || !isOpen(d, pos)) {
      return err(
        'not-available',
        `${action.card as string} is not among the cards of this draft round that are still open.`,
      );
    }
    out.kind = MoveKind.Pick;
    out.at = pos;
    return null;
  }
  if (state.phase !== 'summoning')
    return err('wrong-phase', 'The draft is not over yet: pick a card.');
  if (type === 'assault') {
    out.kind = MoveKind.Assault;
    return null;
  }

  const pl = state.players[state.active];
  const at = pl.hand.indexOf(card);
  const id = action.card as string;
  if (at < 0) return err('not-in-hand', `${id} is not in the hand of the player to move.`);
  let before = 0;
  for (let j = 0; j < at; j++) if (pl.hand[j] !== BUILDING) before++;
  if (before >= 4)
    return err('not-in-window', `${id} is not among the 4 leftmost cards of the hand.`);
  if (COST[card]! > pl.mana)
    return err('unaffordable', `${id} costs ${COST[card]} mana; only ${pl.mana} left.`);
  if (IS_CREATURE[card]) {
    if (action.target !== undefined)
      return err('needs-lane', `${id} is a creature: play it into a lane, not at a target.`);
    const lane = laneOf(action.lane);
    if (lane < 0)
      return err('needs-lane', `${id} is a creature: choose a lane ("upper" or "lower").`);
    out.kind = MoveKind.Creature;
    out.at = at;
    out.lane = lane as LaneIndex;
    return null;
  }
  if (action.lane !== undefined)
    return err('needs-target', `${id} is an incantation: give a target creature, not a lane.`);
  if (targetCount(state) === 0)
    return err(
      'no-legal-target',
      `${id} has no legal target: no creature in play that it may target.`,
    );
  const t = action.target as Record<string, unknown> | undefined;
  if (!t)
    return err(
      'needs-target',
      `${id} is an incantation: choose a target creature {side, lane, index}.`,
    );
  const side = t.side as PlayerId;
  const lane = laneOf(t.lane) as LaneIndex;
  const index = t.index as number;
  const q = state.players[side].lanes[lane];
  if (index >= q.length)
    return err(
      'bad-target',
      `There is no creature at player ${side}'s ${t.lane as string} lane, index ${index}.`,
    );
  if (kwAt(q, index) & K_INDESTRUCTIBLE) {
    return err(
      'indestructible-target',
      `${CARD_ID[q[index]!.card]} is Indestructible: incantations cannot target it.`,
    );
  }
  out.kind = MoveKind.Cast;
  out.at = at;
  out.side = side;
  out.lane = lane;
  out.index = index;
  return null;
}
