/**
 * Fault tests of the IPC boundary with the real engines (Clash and Orbs) behind the real
 * service wiring (main/shell/compose.ts → dispatch → handlers → game sessions).
 *
 * Thousands of malformed payloads — unknown channels, wrong types, missing fields, huge
 * strings, deep nesting, prototype-pollution keys, actions out of turn, for unknown or
 * closed games, malformed actions, and random garbage from fast-check — must each:
 *   - resolve (never throw, never reject) to a well-formed IpcResult;
 *   - never be an `internal` error (that would mean a handler or engine crashed);
 *   - be a typed error whenever the payload is not acceptable; and
 *   - leave every open game exactly as it was: the session service's state hash
 *     (`sessions.stateHash`), the hash of the state object the engine created (captured at
 *     `create` by a registry wrapper) and both players' views (`game.view`) are compared
 *     with a snapshot taken before.
 * A payload that happens to be acceptable (fast-check may build a legal action) must be an
 * action listed as legal at that moment; the snapshot is then taken again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash } from '../engine/hash';
import type { PlayerId } from '../engine/types';
import { clashRules } from '../games/clash/index';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { createServices, type Services } from '../shell/compose';
import { randomComputer, type AnyRules, type GameRegistry } from '../services/game-sessions';
import { INVOKE_CHANNELS, IPC_ERROR_CODES } from './channels';
import { contract, isBoundedJson, type IpcResult, type PlayerView } from './contract';
import { testAppInfo } from './fixtures/app-info';

// ---------------------------------------------------------------- harness

/** Every state an engine creates, so the test can hash the real state behind a session. */
const created: unknown[] = [];
function tracked(rules: AnyRules): AnyRules {
  return {
    ...rules,
    create(options: unknown, seed: number) {
      const state = rules.create(options, seed);
      created.push(state);
      return state;
    },
  };
}
const registry: GameRegistry = {
  clash: tracked(clashRules as AnyRules),
  orbs: tracked(orbsRules as AnyRules),
};

interface OpenGame {
  label: string;
  gameId: string;
  state: unknown;
}

let dir: string;
let services: Services;
/** Unexpected failures are logged with console.error by dispatch and the sessions: none may occur. */
const logged: unknown[][] = [];
const games: OpenGame[] = [];
let closedGameId = '';

/** What "unchanged" means: engine state hash + both players' views, per open game. */
interface Snapshot {
  hashes: string[];
  views: string[];
  /** Parsed views of the player to move, for the legal-action lists. */
  toMoveViews: (PlayerView | null)[];
}

/** A printable name of any value (String() throws on null-prototype objects). */
function describe_(x: unknown): string {
  try {
    return typeof x === 'string' ? x.slice(0, 40) : typeof x;
  } catch {
    return '?';
  }
}

const humans = [{ kind: 'human' }, { kind: 'human' }] as const;
const ERROR_CODES: readonly string[] = IPC_ERROR_CODES;

async function call(channel: unknown, arg?: unknown): Promise<IpcResult<unknown>> {
  // dispatch must never throw or reject: an exception here fails the test on its own.
  const r = await services.dispatch(channel, arg);
  expectWellFormed(r);
  return r;
}

function expectWellFormed(r: IpcResult<unknown>): void {
  expect(typeof r).toBe('object');
  expect(r).not.toBeNull();
  if (r.ok) return;
  expect(ERROR_CODES).toContain(r.error.code);
  expect(typeof r.error.message).toBe('string');
  expect(r.error.code, `internal error: ${r.error.message}`).not.toBe('internal');
}

async function viewOf(gameId: string, player: PlayerId): Promise<PlayerView> {
  const r = await services.dispatch('game.view', { gameId, player });
  if (!r.ok) throw new Error(`game.view failed: ${r.error.message}`);
  return r.value as PlayerView;
}

async function snapshot(withViews = true): Promise<Snapshot> {
  // The session service's own hash of the state it holds, and the hash of the state object
  // the engine created (they differ only if the session swapped its state object).
  const hashes = games.map((g) => `${services.sessions.stateHash(g.gameId)}/${stateHash(g.state)}`);
  const views: string[] = [];
  const toMoveViews: (PlayerView | null)[] = [];
  if (withViews) {
    for (const g of games) {
      const v0 = await viewOf(g.gameId, 0);
      const v1 = await viewOf(g.gameId, 1);
      views.push(JSON.stringify([v0, v1]));
      toMoveViews.push(v0.toMove === 0 ? v0 : v1.toMove === 1 ? v1 : null);
    }
  }
  return { hashes, views, toMoveViews };
}

async function expectUnchanged(before: Snapshot, what: string, withViews = true): Promise<void> {
  const now = await snapshot(withViews);
  for (let i = 0; i < games.length; i++) {
    expect(now.hashes[i], `${games[i]!.label} state changed after ${what}`).toBe(before.hashes[i]);
    if (withViews)
      expect(now.views[i], `${games[i]!.label} views changed after ${what}`).toBe(before.views[i]);
  }
}

/** Play random legal actions through IPC until `until` says stop. */
async function advance(
  gameId: string,
  seed: number,
  until: (v: PlayerView) => boolean,
): Promise<void> {
  let x = seed;
  for (let guard = 0; guard < 2000; guard++) {
    const v0 = await viewOf(gameId, 0);
    const v = v0.toMove === 1 ? await viewOf(gameId, 1) : v0;
    if (v.toMove === null || until(v)) return;
    const list = v.legalActions!;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const r = await services.dispatch('game.act', {
      gameId,
      player: v.toMove,
      action: list[x % list.length] as never,
    });
    if (!r.ok) throw new Error(`setup action rejected: ${r.error.message}`);
  }
  throw new Error('setup game did not reach the wanted point');
}

async function open(
  label: string,
  game: 'clash' | 'orbs',
  options: unknown,
  seed: number,
): Promise<OpenGame> {
  const before = created.length;
  const r = await services.dispatch('game.start', {
    game,
    options: options as never,
    seed,
    seats: humans as never,
  });
  if (!r.ok) throw new Error(`game.start failed: ${r.error.message}`);
  expect(created.length).toBe(before + 1);
  const g = { label, gameId: (r.value as { gameId: string }).gameId, state: created[before] };
  games.push(g);
  return g;
}

const orbsOptions = { decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards] };

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
  dir = mkdtempSync(join(tmpdir(), 'cardhall-fault-'));
  services = createServices({
    dataDir: join(dir, 'data'),
    appInfo: testAppInfo,
    registry,
    push: () => {},
    // No AI worker thread in a unit test; computer seats are not used here anyway.
    computer: randomComputer,
  });
  await open('clash in the draft', 'clash', {}, 11);
  const battle = await open('clash in battle', 'clash', { pool: 'both' }, 12);
  await advance(
    battle.gameId,
    5,
    (v) =>
      (v.view as { phase: string; turn: number }).phase === 'summoning' &&
      (v.view as { turn: number }).turn >= 3,
  );
  const over = await open('clash, finished', 'clash', { mode: 'preconstructed' }, 13);
  await advance(over.gameId, 7, () => false);
  const orbs = await open('orbs mid-game', 'orbs', orbsOptions, 14);
  await advance(orbs.gameId, 9, (v) => (v.view as { turn: number }).turn >= 6);
  await open('orbs at the start', 'orbs', orbsOptions, 15);
  const closed = await services.dispatch('game.start', {
    game: 'clash',
    options: {},
    seats: humans as never,
  });
  if (!closed.ok) throw new Error('start');
  closedGameId = (closed.value as { gameId: string }).gameId;
  await services.dispatch('game.close', { gameId: closedGameId });
});

afterAll(() => {
  vi.restoreAllMocks();
  services?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- payload families

/** True when `action` has every member of some legal action with the same value. */
function coversLegal(legal: readonly Record<string, unknown>[], action: unknown): boolean {
  if (!action || typeof action !== 'object' || Array.isArray(action)) return false;
  const a = action as Record<string, unknown>;
  return legal.some((l) =>
    Object.entries(l).every(
      ([k, val]) => Object.hasOwn(a, k) && JSON.stringify(a[k]) === JSON.stringify(val),
    ),
  );
}

/** Values of every JSON-ish and non-JSON kind, for "wrong type" substitutions. */
function wrongValues(): unknown[] {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic['self'] = cyclic;
  return [
    undefined,
    null,
    true,
    false,
    0,
    -1,
    2,
    1.5,
    NaN,
    Infinity,
    -Infinity,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    '0',
    'x'.repeat(65),
    [],
    [0, 1],
    {},
    { length: 2 },
    cyclic,
    new Date(0),
    new Map([['a', 1]]),
    new Set([1]),
    new Uint8Array(4),
    10n,
    Symbol('s'),
    () => 1,
    Object.create(null),
    new (class Foo {
      x = 1;
    })(),
  ];
}

function deep(depth: number, kind: 'array' | 'object'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

function pollution(): unknown[] {
  return [
    JSON.parse('{"__proto__": {"polluted": "yes"}}'),
    JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
    JSON.parse('{"__proto__": {"toString": "x"}, "type": "assault"}'),
    JSON.parse('{"type": "pick", "card": "gnome", "__proto__": {"card": "brute"}}'),
    JSON.parse('{"type": "endPhase", "constructor": {"prototype": {"polluted": "yes"}}}'),
  ];
}

/** Known-bad payloads per channel. Each must give ok:false. */
function malformedCalls(): [string, unknown, unknown][] {
  const out: [string, unknown, unknown][] = [];
  const ids = games.map((g) => g.gameId);
  const id = ids[0]!;
  // Unknown channels.
  for (const ch of [
    'nope',
    '',
    'game.act ',
    'GAME.ACT',
    'game.act\0',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'x'.repeat(100_000),
    7,
    null,
    undefined,
    {},
    ['game.act'],
    Symbol('game.act'),
  ]) {
    out.push(['unknown channel', ch, { gameId: id, player: 0, action: { type: 'assault' } }]);
  }
  // Wrong argument types for the channels that need an argument.
  // (A value the channel's schema accepts — e.g. null for a channel without argument — is
  // not wrong, so it is left out.)
  for (const ch of INVOKE_CHANNELS) {
    for (const bad of wrongValues()) {
      if ((bad === undefined || isBoundedJson(bad)) && v.safeParse(contract[ch].arg, bad).success)
        continue;
      out.push(['wrong type', ch, bad]);
    }
  }
  // Missing and wrongly typed fields of the game channels.
  const full: Record<string, Record<string, unknown>> = {
    'game.act': { gameId: id, player: 0, action: { type: 'assault' } },
    'game.view': { gameId: id, player: 0 },
    'game.close': { gameId: id },
    'game.start': { game: 'clash', options: {}, seats: humans },
  };
  for (const [ch, arg] of Object.entries(full)) {
    const keys = Object.keys(arg);
    for (let mask = 0; mask < 1 << keys.length; mask++) {
      if (mask === (1 << keys.length) - 1) continue; // all present = valid
      // game.start's options is Json (any value): only its absence is an error.
      const partial: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        if (mask & (1 << i)) partial[k] = arg[k];
      });
      out.push(['missing field', ch, partial]);
    }
    for (const k of keys) {
      for (const bad of wrongValues()) {
        if (ch === 'game.start' && k === 'options') continue; // any bounded JSON is allowed there
        if (ch === 'game.act' && k === 'action') continue; // ditto (the engine judges it)
        const changed = { ...arg, [k]: bad };
        // A value the schema accepts there (player 0, seed omitted) is not a wrong one.
        if (isBoundedJson(changed) && v.safeParse(contract[ch as 'game.act'].arg, changed).success)
          continue;
        out.push(['wrong field type', ch, changed]);
      }
      out.push(['extra field', ch, { ...arg, [`${k}2`]: 1 }]);
    }
  }
  // Bad values of the right type.
  for (const gameId of ['x'.repeat(65), '../../etc/passwd', 'g 1', 'g-1\n', '']) {
    out.push(['bad game id', 'game.act', { gameId, player: 0, action: { type: 'assault' } }]);
    out.push(['bad game id', 'game.view', { gameId, player: 1 }]);
    out.push(['bad game id', 'game.close', { gameId }]);
  }
  for (const player of [2, -1, 0.5, '0', null])
    out.push(['bad player', 'game.view', { gameId: id, player }]);
  out.push(['unknown game kind', 'game.start', { game: 'chess', options: {}, seats: humans }]);
  out.push([
    'bad seat',
    'game.start',
    {
      game: 'clash',
      options: {},
      seats: [{ kind: 'computer', level: 'godlike' }, { kind: 'human' }],
    },
  ]);
  out.push(['bad seat', 'game.start', { game: 'clash', options: {}, seats: [{ kind: 'human' }] }]);
  out.push(['bad seed', 'game.start', { game: 'clash', options: {}, seed: -1, seats: humans }]);
  out.push([
    'bad seed',
    'game.start',
    { game: 'clash', options: {}, seed: 2 ** 32, seats: humans },
  ]);
  out.push(['bad options', 'game.start', { game: 'orbs', options: {}, seats: humans }]);
  out.push([
    'bad options',
    'game.start',
    { game: 'orbs', options: { decks: [['no-such-card'], []] }, seats: humans },
  ]);
  out.push([
    'bad options',
    'game.start',
    { game: 'orbs', options: { decks: 'x'.repeat(10_000) }, seats: humans },
  ]);
  out.push([
    'bad options',
    'game.start',
    { game: 'clash', options: { mode: 'chaos' }, seats: humans },
  ]);
  out.push(['bad lang', 'orbs.catalog', { lang: 'de' }]);
  out.push(['bad deck', 'orbs.validateDeck', { cards: [{ id: '../x', count: 1 }] }]);
  out.push(['bad deck', 'decks.save', { name: 'x'.repeat(61), cards: [] }]);
  out.push(['bad deck', 'decks.delete', { id: '../../x' }]);
  out.push(['bad deck', 'decks.exportCode', { cards: [{ id: 'a', count: 100 }] }]);
  out.push(['bad code', 'decks.importCode', { code: 'A'.repeat(4001) }]);
  // Huge strings and deep nesting, in every place a payload can carry them.
  const huge = 'x'.repeat(300_000);
  const long = 'y'.repeat(10_001);
  for (const big of [
    huge,
    long,
    deep(40, 'array'),
    deep(40, 'object'),
    deep(20_000, 'array'),
    Array.from({ length: 30_000 }, () => 0),
  ]) {
    out.push(['huge or deep', 'game.act', { gameId: id, player: 0, action: big }]);
    out.push([
      'huge or deep',
      'game.act',
      { gameId: id, player: 0, action: { type: 'pick', card: big } },
    ]);
    out.push(['huge or deep', 'game.start', { game: 'clash', options: big, seats: humans }]);
    out.push(['huge or deep', 'game.view', big]);
    out.push(['huge or deep', 'decks.importCode', { code: big }]);
  }
  // Prototype pollution keys, as JSON.parse leaves them (own properties named __proto__).
  for (const p of pollution()) {
    out.push(['pollution', 'game.view', { gameId: id, player: 0, ...(p as object) }]);
    out.push(['pollution', 'game.view', p]);
    out.push(['pollution', 'game.close', p]);
    out.push(['pollution', 'orbs.catalog', p]);
    out.push([
      'pollution',
      'game.start',
      JSON.parse(
        `{"game":"clash","options":{},"seats":[{"kind":"human"},{"kind":"human"}],"__proto__":{"seed":1}}`,
      ),
    ]);
  }
  return out;
}

/** Game actions that must be refused: the game is unknown, closed, over, or it is not your decision. */
async function refusedActions(): Promise<[string, unknown][]> {
  const out: [string, unknown][] = [];
  for (const g of games) {
    const v0 = await viewOf(g.gameId, 0);
    const v1 = await viewOf(g.gameId, 1);
    const mover = v0.toMove === 0 ? v0 : v1.toMove === 1 ? v1 : null;
    if (mover === null) {
      // Game over: nothing is accepted from either seat.
      for (const p of [0, 1])
        out.push([
          `${g.label}: after the end`,
          { gameId: g.gameId, player: p, action: { type: 'assault' } },
        ]);
      continue;
    }
    const other = 1 - mover.toMove!;
    // Out of turn: every legal action of the mover, sent by the other seat.
    for (const a of mover.legalActions!)
      out.push([`${g.label}: out of turn`, { gameId: g.gameId, player: other, action: a }]);
    // For unknown and closed games.
    for (const gameId of ['g-00000000-0000-0000-0000-000000000000', 'nope', closedGameId]) {
      out.push(['unknown game', { gameId, player: mover.toMove, action: mover.legalActions![0] }]);
    }
  }
  return out;
}

/** Actions by the right seat that no engine accepts: wrong shapes, cards that are not theirs. */
async function malformedActions(): Promise<[string, unknown][]> {
  const out: [string, unknown][] = [];
  for (const g of games) {
    const v0 = await viewOf(g.gameId, 0);
    const v1 = await viewOf(g.gameId, 1);
    const mover = v0.toMove === 0 ? v0 : v1.toMove === 1 ? v1 : null;
    if (!mover) continue;
    const legal = mover.legalActions! as Record<string, unknown>[];
    const candidates: unknown[] = [
      null,
      0,
      'assault',
      [],
      [{ type: 'assault' }],
      {},
      { type: '' },
      { type: 'nope' },
      { type: 'pick' },
      { type: 'pick', card: 42 },
      { type: 'pick', card: 'no-such-card' },
      { type: 'play', card: 'brute', lane: 'middle' },
      { type: 'play', card: 'brute', target: { side: 2, lane: 'upper', index: 0 } },
      { type: 'play', card: 'brute', target: { side: 0, lane: 'upper', index: 1e9 } },
      { type: 'play', card: -1, from: 'hand' },
      { type: 'play', card: 1.5, from: 'hand' },
      { type: 'play', card: 1e9, from: 'bench' },
      { type: 'play', card: 0, from: 'deck' },
      { type: 'attack', card: -1 },
      { type: 'defend', card: 0, against: 0 },
      { type: 'activate', card: 0, ability: 99 },
      { type: 'convert', card: '0' },
      { type: 'TYPE', card: 0 },
      ...pollution(),
    ];
    // Each legal action with one field broken.
    for (const a of mover.legalActions!.slice(0, 12)) {
      for (const [k, value] of Object.entries(a as Record<string, unknown>)) {
        if (k === 'type') continue;
        for (const bad of [null, -1, 1e9, 'x', {}, []])
          candidates.push({ ...(a as object), [k]: bad });
        if (typeof value === 'number') candidates.push({ ...(a as object), [k]: value + 100_000 });
      }
    }
    // Cards the mover does not hold: the other player's hand/Bench (Orbs instance ids), the
    // opponent's drafted cards (Clash).
    if ((g.state as { cards?: unknown }).cards) {
      const s = g.state as { players: { hand: number[]; bench: number[]; deck: number[] }[] };
      const opp = s.players[1 - mover.toMove!]!;
      const mine = s.players[mover.toMove!]!;
      for (const card of [...opp.hand, ...opp.bench, ...mine.deck.slice(0, 5)]) {
        candidates.push(
          { type: 'play', card, from: 'hand' },
          { type: 'play', card, from: 'bench' },
          { type: 'convert', card },
          { type: 'bench', card },
        );
      }
    } else {
      const view = mover.view as { players: { drafted: string[] }[] };
      for (const card of view.players[1 - mover.toMove!]!.drafted) {
        candidates.push(
          { type: 'play', card, lane: 'upper' },
          { type: 'play', card, lane: 'lower' },
          { type: 'pick', card },
        );
      }
    }
    for (const action of candidates) {
      // The engines ignore members they do not know, so a legal action plus extras is legal.
      if (coversLegal(legal, action)) continue;
      out.push([
        `${g.label}: malformed action`,
        { gameId: g.gameId, player: mover.toMove, action },
      ]);
    }
  }
  return out;
}

// ---------------------------------------------------------------- tests

describe('IPC fault tests (real engines behind dispatch)', () => {
  it('refuses known-bad payloads on every channel with a typed error and changes no game', async () => {
    const before = await snapshot();
    const calls = malformedCalls();
    expect(calls.length).toBeGreaterThan(600);
    const seen = new Map<string, number>();
    for (const [family, channel, arg] of calls) {
      const r = await call(channel, arg);
      expect(r.ok, `${family}: ${describe_(channel)} was accepted`).toBe(false);
      if (!r.ok) seen.set(r.error.code, (seen.get(r.error.code) ?? 0) + 1);
      await expectUnchanged(before, family, false);
    }
    await expectUnchanged(before, 'all known-bad payloads');
    expect(seen.get('unknown-channel')).toBeGreaterThan(10);
    expect(seen.get('bad-request')).toBeGreaterThan(500);
  });

  it('refuses actions out of turn, after the end, and for unknown or closed games', async () => {
    const before = await snapshot();
    const list = await refusedActions();
    expect(list.length).toBeGreaterThan(20);
    for (const [what, arg] of list) {
      const r = await call('game.act', arg);
      expect(r.ok, `${what} was accepted`).toBe(false);
      if (!r.ok) {
        if (what.startsWith('unknown game')) expect(r.error.code).toBe('not-found');
        else
          expect(r.error).toMatchObject({
            code: 'rule',
            ruleCode: what.endsWith('after the end') ? 'game-over' : 'not-your-turn',
          });
      }
      await expectUnchanged(before, what, false);
    }
    await expectUnchanged(before, 'refused actions');
  });

  it('refuses malformed actions of the player to move with a rule error, changing nothing', async () => {
    const before = await snapshot();
    const list = await malformedActions();
    expect(list.length).toBeGreaterThan(200);
    for (const [what, arg] of list) {
      const r = await call('game.act', arg);
      expect(
        r.ok,
        `${what} was accepted: ${JSON.stringify((arg as { action: unknown }).action)}`,
      ).toBe(false);
      if (!r.ok) expect(['rule', 'bad-request']).toContain(r.error.code);
      await expectUnchanged(before, what, false);
    }
    await expectUnchanged(before, 'malformed actions');
  });

  it('survives random garbage from fast-check on every channel', async () => {
    let snap = await snapshot();
    const ids = () => [...games.map((g) => g.gameId), closedGameId, 'g-unknown'];
    const anything = fc.anything({
      maxDepth: 4,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    // Mutations of real legal actions: most are refused, a few are legal after all.
    const legalNow = () => snap.toMoveViews.flatMap((v) => (v ? v.legalActions! : []));
    const actionArb = fc.oneof(
      anything,
      fc.jsonValue({ maxDepth: 4 }),
      fc.integer({ min: 0, max: 10_000 }).chain((i) => {
        const list = legalNow();
        const base = (list[i % Math.max(1, list.length)] ?? { type: 'assault' }) as Record<
          string,
          unknown
        >;
        return fc.oneof(
          fc.constant(base),
          fc
            .record({
              k: fc.constantFrom(...Object.keys(base), '__proto__', 'extra'),
              v: fc.jsonValue({ maxDepth: 2 }),
            })
            .map(({ k, v }) =>
              JSON.parse(
                JSON.stringify({ ...base, [k === '__proto__' ? 'x__proto__' : k]: v }).replace(
                  '"x__proto__"',
                  '"__proto__"',
                ),
              ),
            ),
        );
      }),
    );
    const argArb = fc.oneof(
      anything,
      fc.jsonValue({ maxDepth: 5 }),
      fc.record(
        {
          gameId: fc.oneof(fc.constantFrom(...ids()), fc.string({ maxLength: 70 })),
          player: fc.oneof(fc.constantFrom(0, 1), anything),
          action: actionArb,
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          game: fc.oneof(fc.constantFrom('clash', 'orbs'), fc.string()),
          options: anything,
          seats: anything,
          seed: anything,
        },
        { requiredKeys: [] },
      ),
    );
    // game.close (and games.abandon) are left out on purpose: ending our own open game with a
    // valid id is allowed.
    const channelArb = fc.oneof(
      fc.constantFrom(
        ...INVOKE_CHANNELS.filter((c) => c !== 'game.close' && (c as string) !== 'games.abandon'),
      ),
      fc.string({ maxLength: 20 }),
      anything,
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(channelArb, argArb, async (channel, arg) => {
        const r = await call(channel, arg);
        const now = await snapshot(false);
        const changed = now.hashes.map((h, i) => h !== snap.hashes[i]);
        if (!changed.some(Boolean)) return;
        // Only an accepted game.act may change a game, only that game, and only with an
        // action that was legal (extra members are ignored by the engines).
        expect(r.ok, `a refused call on ${describe_(channel)} changed a game`).toBe(true);
        expect(channel).toBe('game.act');
        const a = arg as { gameId: string; action: Record<string, unknown> };
        const i = games.findIndex((g) => g.gameId === a.gameId);
        expect(changed.filter(Boolean)).toHaveLength(1);
        expect(changed[i]).toBe(true);
        const legal = snap.toMoveViews[i]!.legalActions! as Record<string, unknown>[];
        expect(
          coversLegal(legal, a.action),
          `accepted a non-legal action ${JSON.stringify(a.action)}`,
        ).toBe(true);
        accepted++;
        snap = await snapshot();
      }),
      { numRuns: 2500, seed: 20261129 },
    );
    // The other channels fuzzed above may create games; none of ours changed except by legal actions.
    const final = await snapshot();
    expect(final.hashes).toEqual(snap.hashes);
    expect(final.views).toEqual(snap.views);
    expect(accepted).toBeLessThan(200);
  });

  it('logged no unexpected failure (no handler or engine crashed)', () => {
    expect(logged).toEqual([]);
  });

  it('leaves Object.prototype unpolluted', () => {
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype.toString.call({})).toBe('[object Object]');
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
