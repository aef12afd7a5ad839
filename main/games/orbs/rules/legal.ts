/**
 * Enumerating the legal actions of the player to move (orbs.md 5.2, 5.5, 6, 7, 9, 11.3).
 *
 * One enumerator writes actions encoded as two integers into a reusable buffer; the public
 * `legalActions` decodes them into objects, and the fast playout API (`legalActionCount` +
 * `applyLegalAt`) uses them directly — so both always agree. It mirrors the checks of
 * actions.ts; a property test asserts that every listed action is accepted.
 */
import type {
  CardInstance,
  OrbsAction,
  OrbsState,
  OrbsTarget,
  PlayerId,
  TargetKind,
} from '../types';
import { COMPILED, type CompiledCard } from '../cards/pool';
import { DEF_ABILITY_COUNT, DEF_IS_ORB, DEF_STATIC_BLOCK } from '../cards/flat';
import { canPay } from './energy';
import { doActivate, doAttack, doBench, doConvert, doEndPhase, doPlay } from './actions';
import { abilityBlock, playBlock } from './permissions';
import { doDefend } from './battle';
import { beginAction, ctx, endAction } from './action-context';
import { listed, setListed } from './state-identity';
import { isObject, isOrb } from './state';

/**
 * Entry types, and NONE, the target word of an untargeted entry (player 0/1 are -2/-3, a card
 * id is itself). A `const enum`, so the bundler writes the numbers into the code: a module-level
 * `const` is read from V8's module context and checked for a small integer at every use.
 */
const enum E {
  END = 0,
  CONVERT = 1,
  PLAY_HAND = 2,
  PLAY_BENCH = 3,
  BENCH = 4,
  ATTACK = 5,
  DEFEND = 6,
  ACTIVATE = 7,
  NONE = -1,
}

let buf = new Int32Array(2 * 256);
let count = 0;

/** The most activated abilities any card has (bounds the entries one card in play adds). */
const MAX_ABILITIES = COMPILED.reduce((m, c) => Math.max(m, c.abilities?.length ?? 0), 0);
// An entry's first word packs its type (3 bits), ability index (5 bits) and card id (the rest).
if (MAX_ABILITIES > 31) throw new Error('legal.ts packs an ability index into 5 bits');

/**
 * The buffer, grown first to hold `entries` actions. The enumeration reserves an upper bound
 * of what it can list once, then writes through a local buffer and count (`put`): no capacity
 * test and no module-variable traffic per entry.
 */
function reserve(entries: number): Int32Array {
  if (entries * 2 > buf.length) {
    let size = buf.length;
    while (entries * 2 > size) size *= 2;
    buf = new Int32Array(size);
  }
  return buf;
}

/**
 * Write entry `n` of `b` (room reserved); returns the next index. An entry is two words:
 * `head` = type | ability << 3 | card << 8 (END's card is -1), and the target (NONE, -2/-3 for
 * a player, a card id) — or, for DEFEND, the attacker's id. Two stores instead of four: the
 * enumeration writes ~5 entries a step (docs/benchmarks.md, "Orbs, tenth part").
 */
function put(b: Int32Array, n: number, head: number, t: number): number {
  b[n * 2] = head;
  b[n * 2 + 1] = t;
  return n + 1;
}

/**
 * Write one entry per legal target of `kind` from index `n`; returns the next. The same
 * targets, in the same order, as `targetOk` accepts among both players' cards in play (whose
 * zone is always 'play'), with the kind's test hoisted out of the loop.
 */
function pushTargets(
  b: Int32Array,
  n: number,
  state: OrbsState,
  p: PlayerId,
  kind: TargetKind,
  head: number,
): number {
  if (kind === 'orbOrPlayer' || kind === 'player') {
    n = put(b, n, head, -2);
    n = put(b, n, head, -3);
    if (kind === 'player') return n;
  }
  const cards = state.cards;
  if (kind === 'graveyardOrb') {
    const g = state.players[p].graveyard;
    for (let i = 0; i < g.length; i++)
      if (DEF_IS_ORB[cards[g[i]!]!.def] === 1) n = put(b, n, head, g[i]!);
    return n;
  }
  // 0 any Orb, 1 an enemy Orb, 2 a friendly Orb, 3 an object (targets.ts `targetOk`).
  const test =
    kind === 'orb' || kind === 'orbOrPlayer'
      ? 0
      : kind === 'enemyOrb'
        ? 1
        : kind === 'friendlyOrb'
          ? 2
          : kind === 'object'
            ? 3
            : -1;
  if (test < 0) return n;
  for (let k = 0; k < 2; k++) {
    const play = state.players[k]!.play;
    for (let i = 0; i < play.length; i++) {
      const c = cards[play[i]!]!;
      const ok =
        test === 3
          ? isObject(c)
          : isOrb(c) && (test === 0 || (test === 1 ? c.owner !== p : c.owner === p));
      if (ok) n = put(b, n, head, c.id);
    }
  }
  return n;
}

function enumerate(state: OrbsState): number {
  count = 0;
  setListed(state);
  if (state.winner !== null) return 0;
  const p = state.active;
  const pl = state.players[p];
  const opp = state.players[1 - p]!;
  const main = state.phase === 'main';
  const cards = state.cards;
  const hand = pl.hand;
  const bench = pl.bench;
  const play = pl.play;
  const oppPlay = opp.play;
  const energy = pl.energy;
  // An upper bound of the entries: a target list never exceeds both players, every card in
  // play and the graveyard together.
  const most = 2 + play.length + oppPlay.length + pl.graveyard.length;
  const need =
    1 +
    hand.length * (2 + most) +
    bench.length * most +
    play.length * (1 + oppPlay.length + MAX_ABILITIES * most);
  const b = need * 2 > buf.length ? reserve(need) : buf;
  let n = put(b, 0, E.END | (-1 << 8), E.NONE);
  const converted = pl.converted;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    const def = cards[id]!.def;
    if (!converted) n = put(b, n, E.CONVERT | (id << 8), E.NONE);
    let info: CompiledCard;
    if (main) {
      info = COMPILED[def]!;
      if (!canPay(energy, info.cost)) continue;
      n = put(b, n, E.BENCH | (id << 8), E.NONE);
      if (DEF_STATIC_BLOCK[def * 4] !== 0) continue;
    } else {
      // In the Defense Phase nothing but a play needs the cost: a card the phase blocks is
      // skipped before its compiled facts are read (most of the hand then).
      if (DEF_STATIC_BLOCK[def * 4 + 1] !== 0) continue;
      info = COMPILED[def]!;
      if (!canPay(energy, info.cost)) continue;
    }
    // The static part of `playBlock` was read above; what is left is the card's condition.
    if (info.condition !== null && playBlock(state, p, info, 'hand') !== 0) continue;
    const kind = info.target;
    if (!kind) n = put(b, n, E.PLAY_HAND | (id << 8), E.NONE);
    else n = pushTargets(b, n, state, p, kind, E.PLAY_HAND | (id << 8));
  }
  for (let i = 0; i < bench.length; i++) {
    const id = bench[i]!;
    const info = COMPILED[cards[id]!.def]!;
    if (playBlock(state, p, info, 'bench') !== 0) continue;
    const kind = info.target;
    if (!kind) n = put(b, n, E.PLAY_BENCH | (id << 8), E.NONE);
    else n = pushTargets(b, n, state, p, kind, E.PLAY_BENCH | (id << 8));
  }
  for (let i = 0; i < play.length; i++) {
    const id = play[i]!;
    const c = cards[id]!;
    if (!c.exhausted && isOrb(c)) {
      if (main) {
        if (!c.fresh) n = put(b, n, E.ATTACK | (id << 8), E.NONE);
      } else {
        for (let k = 0; k < oppPlay.length; k++) {
          const a = cards[oppPlay[k]!]!;
          if (a.attacking) n = put(b, n, E.DEFEND | (id << 8), a.id);
        }
      }
    }
    if (DEF_ABILITY_COUNT[c.def] !== 0) {
      const targets = COMPILED[c.def]!.abilityTargets;
      for (let k = 0; k < targets.length; k++) {
        if (abilityBlock(state, p, c, k) !== 0) continue;
        const kind = targets[k];
        const head = E.ACTIVATE | (k << 3) | (id << 8);
        if (!kind) n = put(b, n, head, E.NONE);
        else n = pushTargets(b, n, state, p, kind, head);
      }
    }
  }
  count = n;
  return n;
}

function targetOf(code: number): OrbsTarget[] | undefined {
  if (code === E.NONE) return undefined;
  if (code === -2) return [{ player: 0 }];
  if (code === -3) return [{ player: 1 }];
  return [{ card: code }];
}

function decode(i: number): OrbsAction {
  const head = buf[i * 2]!,
    w = buf[i * 2 + 1]!;
  const type = head & 7,
    card = head >> 8;
  switch (type) {
    case E.END:
      return { type: 'endPhase' };
    case E.CONVERT:
      return { type: 'convert', card };
    case E.PLAY_HAND: {
      const t = targetOf(w);
      return t
        ? { type: 'play', card, from: 'hand', targets: t }
        : { type: 'play', card, from: 'hand' };
    }
    case E.PLAY_BENCH: {
      const t = targetOf(w);
      return t
        ? { type: 'play', card, from: 'bench', targets: t }
        : { type: 'play', card, from: 'bench' };
    }
    case E.BENCH:
      return { type: 'bench', card };
    case E.ATTACK:
      return { type: 'attack', card };
    case E.DEFEND:
      return { type: 'defend', card, against: w };
    default: {
      const t = targetOf(w),
        ability = (head >> 3) & 31;
      return t
        ? { type: 'activate', card, ability, targets: t }
        : { type: 'activate', card, ability };
    }
  }
}

export function legalActions(state: OrbsState): OrbsAction[] {
  const n = enumerate(state);
  const out = new Array<OrbsAction>(n);
  for (let i = 0; i < n; i++) out[i] = decode(i);
  setListed(null);
  return out;
}

/** Every legal target of `kind` for player `p` (for UIs choosing a target). */
export function targetsFor(state: OrbsState, p: PlayerId, kind: TargetKind): OrbsTarget[] {
  const saved = count;
  const b = reserve(
    2 +
      state.players[0].play.length +
      state.players[1].play.length +
      state.players[p].graveyard.length,
  );
  const n = pushTargets(b, 0, state, p, kind, 0);
  const out: OrbsTarget[] = [];
  for (let i = 0; i < n; i++) out.push(targetOf(b[i * 2 + 1]!)![0]!);
  // The listing overwrote the buffer: whichever state it held is enumerated again when needed.
  count = saved;
  setListed(null);
  return out;
}

/** Fast playout API: how many legal actions there are now (0 when the game is over). */
export function legalActionCount(state: OrbsState): number {
  return enumerate(state);
}

const chosen = { player: -1, card: -1 };

function chosenOf(code: number): typeof chosen {
  chosen.player = code === -2 ? 0 : code === -3 ? 1 : -1;
  chosen.card = code >= 0 ? code : -1;
  return chosen;
}

/**
 * Fast playout API: apply the i-th legal action (same order as `legalActions`) without
 * building events or re-validating it. The state must not have changed since
 * `legalActionCount(state)` (otherwise the list is rebuilt first).
 */
export function applyLegalAt(state: OrbsState, i: number): void {
  if (listed !== state) enumerate(state);
  if (i < 0 || i >= count) throw new RangeError(`no legal action #${i}`);
  const head = buf[i * 2]!,
    t = buf[i * 2 + 1]!;
  const type = head & 7,
    card = head >> 8;
  setListed(null);
  ctx.log = null;
  ctx.decked[0] = ctx.decked[1] = false;
  beginAction(state);
  const p = state.active;
  // END has no card (-1): reading cards[-1] would be an out-of-bounds load, which V8 serves
  // through a slow generic lookup (the profile's hottest line before this check).
  const c = card >= 0 ? state.cards[card]! : (null as unknown as CardInstance);
  switch (type) {
    case E.END:
      doEndPhase(state);
      break;
    case E.CONVERT:
      doConvert(state, p, c);
      break;
    case E.BENCH:
      doBench(state, p, c);
      break;
    case E.ATTACK:
      doAttack(state, p, c);
      break;
    case E.PLAY_HAND:
      doPlay(state, p, c, 'hand', chosenOf(t));
      break;
    case E.PLAY_BENCH:
      doPlay(state, p, c, 'bench', chosenOf(t));
      break;
    case E.DEFEND:
      doDefend(state, p, c, state.cards[t]!);
      break;
    default:
      doActivate(state, p, c, (head >> 3) & 31, chosenOf(t));
      break;
  }
  endAction(state);
}
