/**
 * Clash adapter for the scenario runner (format: /work/shared/rules/scenario-format.md,
 * `scenario/1`, section "Clash of Decks"). Builds a position directly from `setup`, turns
 * scenario actions (cards by printed name) into engine actions (cards by id) and compares a
 * partial `expect` with the state. Every action goes through `clashRules.apply`.
 */
import { stateHash } from '../../engine/hash';
import type { PlayerId } from '../../engine/types';
import type { GameScenarioAdapter, ScenarioPosition, StepResult } from '../../engine/scenario';
import { CLASH_CARDS, cardIndexByName, poolCards } from './cards';
import { clashRules } from './index';
import { DRAFT_SIZE } from './rules/draft';
import { emptyState, resolveOptions } from './rules/setup';
import { recordTurnStart } from './rules/repetition';
import { regeneratedMana } from './rules/turn';
import {
  BUILDING,
  type ClashCreature,
  type ClashPoolChoice,
  type ClashState,
  type LaneIndex,
} from './types';

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function fail(msg: string): never {
  throw new Error(`bad clash setup: ${msg}`);
}

function nameOf(card: number): string {
  return CLASH_CARDS[card]!.name;
}

/** Card index of a name that must be in the pool and not used before. */
function cardOf(name: unknown, where: string, allowed: Set<number>, used: Set<number>): number {
  if (typeof name !== 'string') fail(`${where}: a card name (string) is expected`);
  const c = cardIndexByName(name);
  if (c < 0) fail(`${where}: unknown card "${name}"`);
  if (!allowed.has(c)) fail(`${where}: "${name}" is not in the chosen set`);
  if (used.has(c)) fail(`${where}: "${name}" appears twice (every card is unique)`);
  used.add(c);
  return c;
}

function playerOf(x: unknown, where: string): PlayerId {
  if (x !== 0 && x !== 1) fail(`${where} must be 0 or 1`);
  return x;
}

export function buildClashPosition(setup: unknown, seed = 1): ClashState {
  if (!isObj(setup)) fail('setup must be an object');
  const set = (setup.set ?? 'initiation') as ClashPoolChoice;
  if (set !== 'initiation' && set !== 'cardhall' && set !== 'both')
    fail(`unknown set ${String(set)}`);
  const options = resolveOptions({ mode: 'draft', pool: set });
  const state = emptyState(options, typeof setup.seed === 'number' ? setup.seed : seed);
  const allowed = new Set(poolCards(set));
  const used = new Set<number>();
  const phase = setup.phase ?? 'summoning';

  if (phase === 'draft') {
    const pool = setup.pool;
    if (!Array.isArray(pool) || pool.length !== DRAFT_SIZE)
      fail(`draft pool must list ${DRAFT_SIZE} card names`);
    const firstPicker = playerOf(setup.firstPicker ?? 0, 'firstPicker');
    state.draft = {
      pool: pool.map((n, i) => cardOf(n, `pool[${i}]`, allowed, used)),
      picks: 0,
      takenMask: 0,
      firstPicker,
    };
    state.phase = 'draft';
    state.turn = 0;
    state.active = firstPicker;
    return state;
  }
  if (phase !== 'summoning') fail(`phase must be "summoning" or "draft", not ${String(phase)}`);

  state.phase = 'summoning';
  const turn = setup.turn ?? 1;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 1)
    fail('turn must be an integer ≥ 1');
  state.turn = turn;
  state.active = playerOf(setup.active ?? 0, 'active');
  const players = setup.players;
  if (!Array.isArray(players) || players.length !== 2) fail('players must be a list of 2');
  const manaGiven: (number | null)[] = [null, null];
  players.forEach((raw, p) => {
    if (!isObj(raw)) fail(`players[${p}] must be an object`);
    const pl = state.players[p as PlayerId];
    const hand = raw.hand ?? ['Bastion'];
    if (!Array.isArray(hand)) fail(`players[${p}].hand must be a list`);
    let buildings = 0;
    pl.hand = hand.map((n, i) => {
      if (n === 'Bastion' || n === 'Fort') {
        buildings++;
        pl.fort = n === 'Fort';
        return BUILDING;
      }
      return cardOf(n, `players[${p}].hand[${i}]`, allowed, used);
    });
    if (buildings !== 1) fail(`players[${p}].hand needs exactly one "Bastion" or "Fort"`);
    (['upper', 'lower'] as const).forEach((laneName, l) => {
      const q = raw[laneName] ?? [];
      if (!Array.isArray(q)) fail(`players[${p}].${laneName} must be a list`);
      pl.lanes[l as LaneIndex] = q.map((e, i): ClashCreature => {
        const where = `players[${p}].${laneName}[${i}]`;
        const entry: Obj = isObj(e) ? e : { card: e };
        const card = cardOf(entry.card, where, allowed, used);
        if (!CLASH_CARDS[card]!.health) fail(`${where}: ${nameOf(card)} is not a creature`);
        const damage = entry.damage ?? 0;
        if (typeof damage !== 'number' || !Number.isInteger(damage) || damage < 0)
          fail(`${where}.damage must be an integer ≥ 0`);
        if (damage >= CLASH_CARDS[card]!.health!)
          fail(`${where}: damage ${damage} would already have destroyed it`);
        const isNew = entry.new ?? false;
        const protectionUsed = entry.protectionUsed ?? false;
        if (typeof isNew !== 'boolean' || typeof protectionUsed !== 'boolean')
          fail(`${where}: new/protectionUsed must be booleans`);
        return { card, damage, isNew, protectionUsed, sprintBonus: 0 };
      });
    });
    pl.drafted = [
      ...pl.hand.filter((c) => c !== BUILDING),
      ...pl.lanes[0].map((c) => c.card),
      ...pl.lanes[1].map((c) => c.card),
    ];
    if (raw.mana !== undefined) {
      if (typeof raw.mana !== 'number' || !Number.isInteger(raw.mana) || raw.mana < 0)
        fail(`players[${p}].mana must be an integer ≥ 0`);
      manaGiven[p] = raw.mana;
    }
  });
  for (const p of [0, 1] as PlayerId[]) {
    // Default: the regeneration rule for this turn (§6.1); 0 for the player not on turn.
    state.players[p].mana =
      manaGiven[p] ?? (p === state.active ? regeneratedMana(state, p, turn) : 0);
  }
  // A setup without the mover's mana is the start of its turn: it is the position's first
  // occurrence for §9.2. With mana given, the turn may be under way: not a turn start.
  if (manaGiven[state.active] === null) recordTurnStart(state, null);
  return state;
}

/** Scenario action (names) → engine action (ids). Unknown names pass through and are rejected by the engine. */
export function toEngineAction(a: Obj): unknown {
  const id = (name: unknown): unknown => {
    if (typeof name !== 'string') return name;
    const c = cardIndexByName(name);
    return c < 0 ? name : CLASH_CARDS[c]!.id;
  };
  if ('pick' in a) return { type: 'pick', card: id(a.pick) };
  if ('play' in a) {
    const out: Obj = { type: 'play', card: id(a.play) };
    if (a.lane !== undefined) out.lane = a.lane;
    if (a.target !== undefined) out.target = isObj(a.target) ? { index: 0, ...a.target } : a.target;
    return out;
  }
  if ('assault' in a) return { type: 'assault' };
  return { type: Object.keys(a)[0] ?? null };
}

// ------------------------------------------------------------------ expectations

function creatureEntry(c: ClashCreature): Obj {
  return { card: nameOf(c.card), new: c.isNew, damage: c.damage, protectionUsed: c.protectionUsed };
}

function show(x: unknown): string {
  return JSON.stringify(x);
}

function compareLane(
  diffs: string[],
  where: string,
  actual: ClashCreature[],
  expected: unknown,
): void {
  if (!Array.isArray(expected)) {
    diffs.push(`${where}: expected value must be a list`);
    return;
  }
  const act = actual.map(creatureEntry);
  const actNames = act.map((c) => c.card);
  if (actual.length !== expected.length) {
    diffs.push(`${where}: expected ${show(expected)}, got ${show(actNames)}`);
    return;
  }
  expected.forEach((e, i) => {
    const a = act[i]!;
    const ex: Obj = isObj(e) ? e : { card: e };
    for (const [k, v] of Object.entries(ex)) {
      if (!(k in a)) diffs.push(`${where}[${i}]: unknown field "${k}"`);
      else if (a[k] !== v)
        diffs.push(
          `${where}[${i}].${k}: expected ${show(v)}, got ${show(a[k])} (lane is ${show(act)})`,
        );
    }
  });
}

export function checkClash(state: ClashState, expect: unknown): string[] {
  const diffs: string[] = [];
  if (expect === undefined) return diffs;
  if (!isObj(expect)) return ['expect must be an object'];
  for (const [k, v] of Object.entries(expect)) {
    switch (k) {
      case 'winner':
      case 'active':
      case 'turn':
      case 'phase': {
        const a = state[k];
        if (a !== v) diffs.push(`${k}: expected ${show(v)}, got ${show(a)}`);
        break;
      }
      case 'players': {
        if (!Array.isArray(v) || v.length > 2) {
          diffs.push('players: expected a list of at most 2');
          break;
        }
        v.forEach((pe, p) => comparePlayer(diffs, state, p as PlayerId, pe));
        break;
      }
      default:
        diffs.push(`unknown expect field "${k}"`);
    }
  }
  return diffs;
}

function comparePlayer(diffs: string[], state: ClashState, p: PlayerId, pe: unknown): void {
  if (!isObj(pe)) {
    diffs.push(`players[${p}]: expected an object`);
    return;
  }
  const pl = state.players[p];
  for (const [k, v] of Object.entries(pe)) {
    const where = `players[${p}].${k}`;
    switch (k) {
      case 'hand': {
        const a = pl.hand.map((c) => (c === BUILDING ? (pl.fort ? 'Fort' : 'Bastion') : nameOf(c)));
        if (show(a) !== show(v)) diffs.push(`${where}: expected ${show(v)}, got ${show(a)}`);
        break;
      }
      case 'mana':
        if (pl.mana !== v) diffs.push(`${where}: expected ${show(v)}, got ${pl.mana}`);
        break;
      case 'upper':
      case 'lower':
        compareLane(diffs, where, pl.lanes[k === 'upper' ? 0 : 1], v);
        break;
      case 'drafted': {
        const a = pl.drafted.map(nameOf).sort();
        const e = Array.isArray(v) ? [...(v as unknown[])].map(String).sort() : v;
        if (show(a) !== show(e))
          diffs.push(
            `${where}: expected ${show(v)} (as a set), got ${show(pl.drafted.map(nameOf))}`,
          );
        break;
      }
      default:
        diffs.push(`${where}: unknown expect field`);
    }
  }
}

export const clashScenarioAdapter: GameScenarioAdapter = {
  game: 'clash',
  load(setup: unknown): ScenarioPosition {
    const state = buildClashPosition(setup);
    return {
      act(action: Obj): StepResult {
        const r = clashRules.apply(state, toEngineAction(action) as never);
        return r.ok ? { ok: true } : { ok: false, error: `${r.error.code}: ${r.error.message}` };
      },
      check: (expect: unknown) => checkClash(state, expect),
      hash: () => stateHash(state),
    };
  },
};
