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
import {
  abilityBlock,
  doActivate,
  doAttack,
  doBench,
  doConvert,
  doDefend,
  doEndPhase,
  doPlay,
  playBlock,
  targetOk,
} from './actions';
import { ctx } from './effects';
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
let bufState: OrbsState | null = null;

function push(type: number, card: number, a: number, b: number): void {
  if ((count + 1) * 4 > buf.length) {
    const nb = new Int32Array(buf.length * 2);
    nb.set(buf);
    buf = nb;
  }
  const k = count * 4;
  buf[k] = type;
  buf[k + 1] = card;
  buf[k + 2] = a;
  buf[k + 3] = b;
  count++;
}

const probe = { player: -1, card: -1 };

/** Push one entry per legal target of `kind` (or one with NONE). `mk(t)` receives the code. */
function pushTargets(
  state: OrbsState,
  p: PlayerId,
  kind: TargetKind | undefined | null,
  type: number,
  card: number,
  a: number,
): void {
  if (!kind) {
    push(type, card, a, NONE);
    return;
  }
  if (kind === 'orbOrPlayer' || kind === 'player') {
    push(type, card, a, -2);
    push(type, card, a, -3);
    if (kind === 'player') return;
  }
  if (kind === 'graveyardOrb') {
    const g = state.players[p].graveyard;
    for (let i = 0; i < g.length; i++)
      if (COMPILED[state.cards[g[i]!]!.def]!.isOrb) push(type, card, a, g[i]!);
    return;
  }
  probe.player = -1;
  for (let k = 0; k < 2; k++) {
    const play = state.players[k]!.play;
    for (let i = 0; i < play.length; i++) {
      probe.card = play[i]!;
      if (targetOk(state, p, kind, probe)) push(type, card, a, play[i]!);
    }
  }
}

function enumerate(state: OrbsState): number {
  count = 0;
  bufState = state;
  if (state.winner !== null) return 0;
  const p = state.active;
  const pl = state.players[p];
  const main = state.phase === 'main';
  push(END, -1, 0, NONE);
  const hand = pl.hand;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    const def = state.cards[id]!.def;
    if (!pl.converted) push(CONVERT, id, 0, NONE);
    // In the Defense Phase nothing but a play needs the cost: a card the phase blocks is
    // skipped before its compiled facts are read (most of the hand then).
    if (!main && DEF_STATIC_BLOCK[def * 4 + 1] !== 0) continue;
    const info = COMPILED[def]!;
    if (!canPay(pl.energy, info.cost)) continue;
    if (main) push(BENCH, id, 0, NONE);
    if (playBlock(state, p, info, 'hand') === 0)
      pushTargets(state, p, info.target, PLAY_HAND, id, 0);
  }
  const bench = pl.bench;
  for (let i = 0; i < bench.length; i++) {
    const id = bench[i]!;
    const info = COMPILED[state.cards[id]!.def]!;
    if (playBlock(state, p, info, 'bench') === 0)
      pushTargets(state, p, info.target, PLAY_BENCH, id, 0);
  }
  const opp = state.players[1 - p]!;
  const play = pl.play;
  for (let i = 0; i < play.length; i++) {
    const id = play[i]!;
    const c = state.cards[id]!;
    if (!c.exhausted && isOrb(c)) {
      if (main) {
        if (!c.fresh) push(ATTACK, id, 0, NONE);
      } else {
        for (let k = 0; k < opp.play.length; k++) {
          const a = state.cards[opp.play[k]!]!;
          if (a.attacking) push(DEFEND, id, a.id, NONE);
        }
      }
    }
    const abs = COMPILED[c.def]!.abilities;
    if (abs !== null) {
      for (let k = 0; k < abs.length; k++)
        if (abilityBlock(state, p, c, k) === 0)
          pushTargets(state, p, abs[k]!.target, ACTIVATE, id, k);
    }
  }
  return count;
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
  bufState = null;
  return out;
}

/** Every legal target of `kind` for player `p` (for UIs choosing a target). */
export function targetsFor(state: OrbsState, p: PlayerId, kind: TargetKind): OrbsTarget[] {
  const saved = count;
  const savedState = bufState;
  count = 0;
  pushTargets(state, p, kind, 0, 0, 0);
  const out: OrbsTarget[] = [];
  for (let i = 0; i < count; i++) out.push(targetOf(buf[i * 4 + 3]!)![0]!);
  count = saved;
  bufState = savedState === state ? null : savedState;
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
  if (bufState !== state) enumerate(state);
  if (i < 0 || i >= count) throw new RangeError(`no legal action #${i}`);
  const k = i * 4;
  const type = buf[k]!,
    card = buf[k + 1]!,
    a = buf[k + 2]!,
    t = buf[k + 3]!;
  bufState = null;
  ctx.log = null;
  ctx.decked[0] = ctx.decked[1] = false;
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
}
