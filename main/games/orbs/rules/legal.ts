/**
 * Enumerating the legal actions of the player to move (orbs.md 5.2, 5.5, 6, 7, 9, 11.3).
 *
 * One enumerator writes actions encoded as four integers into a reusable buffer; the public
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
import { COMPILED } from '../cards/pool';
import { DEF_STATIC_BLOCK } from '../cards/flat';
import { canPay } from './energy';
import { doActivate, doAttack, doBench, doConvert, doEndPhase, doPlay } from './actions';
import { abilityBlock, playBlock } from './permissions';
import { targetOk } from './targets';
import { doDefend } from './battle';
import { beginAction, ctx, endAction } from './action-context';
import { listed, setListed } from './state-identity';
import { isOrb } from './state';

const END = 0,
  CONVERT = 1,
  PLAY_HAND = 2,
  PLAY_BENCH = 3,
  BENCH = 4,
  ATTACK = 5,
  DEFEND = 6,
  ACTIVATE = 7;
/** Target encoding: NONE, player 0/1 as -2/-3, a card id as itself. */
const NONE = -1;

let buf = new Int32Array(4 * 256);
let count = 0;

/** The most activated abilities any card has (bounds the entries one card in play adds). */
const MAX_ABILITIES = COMPILED.reduce((m, c) => Math.max(m, c.abilities?.length ?? 0), 0);

/**
 * The buffer, grown first to hold `entries` actions. The enumeration reserves an upper bound
 * of what it can list once, then writes through a local buffer and count (`put`): no capacity
 * test and no module-variable traffic per entry.
 */
function reserve(entries: number): Int32Array {
  if (entries * 4 > buf.length) {
    let size = buf.length;
    while (entries * 4 > size) size *= 2;
    buf = new Int32Array(size);
  }
  return buf;
}

/** Write entry `n` of `b` (room reserved); returns the next index. */
function put(b: Int32Array, n: number, type: number, card: number, a: number, t: number): number {
  const k = n * 4;
  b[k] = type;
  b[k + 1] = card;
  b[k + 2] = a;
  b[k + 3] = t;
  return n + 1;
}

const probe = { player: -1, card: -1 };

/** Write one entry per legal target of `kind` (or one with NONE) from index `n`; returns the next. */
function pushTargets(
  b: Int32Array,
  n: number,
  state: OrbsState,
  p: PlayerId,
  kind: TargetKind | undefined | null,
  type: number,
  card: number,
  a: number,
): number {
  if (!kind) return put(b, n, type, card, a, NONE);
  if (kind === 'orbOrPlayer' || kind === 'player') {
    n = put(b, n, type, card, a, -2);
    n = put(b, n, type, card, a, -3);
    if (kind === 'player') return n;
  }
  if (kind === 'graveyardOrb') {
    const g = state.players[p].graveyard;
    for (let i = 0; i < g.length; i++)
      if (COMPILED[state.cards[g[i]!]!.def]!.isOrb) n = put(b, n, type, card, a, g[i]!);
    return n;
  }
  probe.player = -1;
  for (let k = 0; k < 2; k++) {
    const play = state.players[k]!.play;
    for (let i = 0; i < play.length; i++) {
      probe.card = play[i]!;
      if (targetOk(state, p, kind, probe)) n = put(b, n, type, card, a, play[i]!);
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
  const hand = pl.hand;
  const bench = pl.bench;
  const play = pl.play;
  // An upper bound of the entries: a target list never exceeds both players, every card in
  // play and the graveyard together.
  const most = 2 + play.length + opp.play.length + pl.graveyard.length;
  const need =
    1 +
    hand.length * (2 + most) +
    bench.length * most +
    play.length * (1 + opp.play.length + MAX_ABILITIES * most);
  const b = need * 4 > buf.length ? reserve(need) : buf;
  let n = put(b, 0, END, -1, 0, NONE);
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    const def = state.cards[id]!.def;
    if (!pl.converted) n = put(b, n, CONVERT, id, 0, NONE);
    // In the Defense Phase nothing but a play needs the cost: a card the phase blocks is
    // skipped before its compiled facts are read (most of the hand then).
    if (!main && DEF_STATIC_BLOCK[def * 4 + 1] !== 0) continue;
    const info = COMPILED[def]!;
    if (!canPay(pl.energy, info.cost)) continue;
    if (main) n = put(b, n, BENCH, id, 0, NONE);
    if (playBlock(state, p, info, 'hand') === 0)
      n = pushTargets(b, n, state, p, info.target, PLAY_HAND, id, 0);
  }
  for (let i = 0; i < bench.length; i++) {
    const id = bench[i]!;
    const info = COMPILED[state.cards[id]!.def]!;
    if (playBlock(state, p, info, 'bench') === 0)
      n = pushTargets(b, n, state, p, info.target, PLAY_BENCH, id, 0);
  }
  for (let i = 0; i < play.length; i++) {
    const id = play[i]!;
    const c = state.cards[id]!;
    if (!c.exhausted && isOrb(c)) {
      if (main) {
        if (!c.fresh) n = put(b, n, ATTACK, id, 0, NONE);
      } else {
        for (let k = 0; k < opp.play.length; k++) {
          const a = state.cards[opp.play[k]!]!;
          if (a.attacking) n = put(b, n, DEFEND, id, a.id, NONE);
        }
      }
    }
    const abs = COMPILED[c.def]!.abilities;
    if (abs !== null) {
      for (let k = 0; k < abs.length; k++)
        if (abilityBlock(state, p, c, k) === 0)
          n = pushTargets(b, n, state, p, abs[k]!.target, ACTIVATE, id, k);
    }
  }
  count = n;
  return n;
}

function targetOf(code: number): OrbsTarget[] | undefined {
  if (code === NONE) return undefined;
  if (code === -2) return [{ player: 0 }];
  if (code === -3) return [{ player: 1 }];
  return [{ card: code }];
}

function decode(i: number): OrbsAction {
  const k = i * 4;
  const type = buf[k]!,
    card = buf[k + 1]!,
    a = buf[k + 2]!,
    t = targetOf(buf[k + 3]!);
  switch (type) {
    case END:
      return { type: 'endPhase' };
    case CONVERT:
      return { type: 'convert', card };
    case PLAY_HAND:
      return t
        ? { type: 'play', card, from: 'hand', targets: t }
        : { type: 'play', card, from: 'hand' };
    case PLAY_BENCH:
      return t
        ? { type: 'play', card, from: 'bench', targets: t }
        : { type: 'play', card, from: 'bench' };
    case BENCH:
      return { type: 'bench', card };
    case ATTACK:
      return { type: 'attack', card };
    case DEFEND:
      return { type: 'defend', card, against: a };
    default:
      return t
        ? { type: 'activate', card, ability: a, targets: t }
        : { type: 'activate', card, ability: a };
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
  const n = pushTargets(b, 0, state, p, kind, 0, 0, 0);
  const out: OrbsTarget[] = [];
  for (let i = 0; i < n; i++) out.push(targetOf(b[i * 4 + 3]!)![0]!);
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
  const k = i * 4;
  const type = buf[k]!,
    card = buf[k + 1]!,
    a = buf[k + 2]!,
    t = buf[k + 3]!;
  setListed(null);
  ctx.log = null;
  ctx.decked[0] = ctx.decked[1] = false;
  beginAction(state);
  const p = state.active;
  // END has no card (-1): reading cards[-1] would be an out-of-bounds load, which V8 serves
  // through a slow generic lookup (the profile's hottest line before this check).
  const c = card >= 0 ? state.cards[card]! : (null as unknown as CardInstance);
  switch (type) {
    case END:
      doEndPhase(state);
      break;
    case CONVERT:
      doConvert(state, p, c);
      break;
    case BENCH:
      doBench(state, p, c);
      break;
    case ATTACK:
      doAttack(state, p, c);
      break;
    case PLAY_HAND:
      doPlay(state, p, c, 'hand', chosenOf(t));
      break;
    case PLAY_BENCH:
      doPlay(state, p, c, 'bench', chosenOf(t));
      break;
    case DEFEND:
      doDefend(state, p, c, state.cards[a]!);
      break;
    default:
      doActivate(state, p, c, a, chosenOf(t));
      break;
  }
  endAction(state);
}
