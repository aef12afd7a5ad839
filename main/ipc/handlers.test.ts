/**
 * The IPC boundary end to end (dispatch → validation → handlers → sessions) with a tiny
 * fake game: good calls work, and every bad call gets a typed error and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { createDispatch } from './dispatch';
import { createHandlers } from './handlers';
import { CONTRACT_CHANNELS, CONTRACT_PUSHES, type GameUpdate, type IpcResult } from './contract';
import { INVOKE_CHANNELS, PUSH_EVENTS } from './channels';
import { createGameSessions, type Cancel } from '../services/game-sessions';
import { countingRules } from '../engine/testing/counting-game';
import { testAppInfo } from './fixtures/app-info';

function setup() {
  const pushes: GameUpdate[] = [];
  const timers: (() => void)[] = [];
  const sessions = createGameSessions({
    registry: { orbs: countingRules },
    push: (_event, payload) => pushes.push(payload),
    schedule: (run): Cancel => {
      timers.push(run);
      return () => {
        const i = timers.indexOf(run);
        if (i >= 0) timers.splice(i, 1);
      };
    },
    newId: (() => {
      let n = 0;
      return () => `g-${++n}`;
    })(),
  });
  const handlers = createHandlers({
    appInfo: testAppInfo,
    registry: { orbs: countingRules },
    sessions,
    dataDir: '/nonexistent',
  });
  const errors: unknown[] = [];
  const dispatch = createDispatch(handlers, { logError: (_c, e) => errors.push(e) });
  const runTimers = () => {
    while (timers.length) timers.shift()!();
  };
  return { dispatch, sessions, pushes, runTimers, errors, handlers };
}

const humans = [{ kind: 'human' }, { kind: 'human' }];

async function startGame(dispatch: ReturnType<typeof setup>['dispatch'], seats: unknown = humans) {
  const r = await dispatch('game.start', { game: 'orbs', options: { target: 5 }, seed: 42, seats });
  if (!r.ok) throw new Error(`start failed: ${r.error.message}`);
  return (r.value as { gameId: string }).gameId;
}

function expectError(r: IpcResult<unknown>, code: string) {
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    expect(typeof r.error.message).toBe('string');
    expect(r.error.message.length).toBeLessThan(500);
  }
}

describe('contract', () => {
  it('lists exactly the channel and push names of channels.ts', () => {
    expect([...CONTRACT_CHANNELS].sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect([...CONTRACT_PUSHES].sort()).toEqual([...PUSH_EVENTS].sort());
  });
});

describe('handlers', () => {
  it('answers app.info and game.list', async () => {
    const { dispatch } = setup();
    const info = await dispatch('app.info', undefined);
    expect(info).toMatchObject({ ok: true, value: { name: 'Cardhall', shell: 'web' } });
    expect(await dispatch('game.list', {})).toEqual({
      ok: true,
      value: { games: [{ id: 'orbs' }] },
    });
  });

  it('starts a game, shows each player only their view, and applies an action', async () => {
    const { dispatch, pushes, sessions } = setup();
    const gameId = await startGame(dispatch);
    const v0 = await dispatch('game.view', { gameId, player: 0 });
    expect(v0).toMatchObject({
      ok: true,
      value: { player: 0, toMove: 0, legalActions: [{ add: 1 }, { add: 2 }, { add: 3 }] },
    });
    const v1 = await dispatch('game.view', { gameId, player: 1 });
    expect(v1).toMatchObject({ ok: true, value: { player: 1, toMove: 0, legalActions: null } });

    const r = await dispatch('game.act', { gameId, player: 0, action: { add: 2 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const value = r.value as {
      view: { view: { totals: number[] } };
      events: { secret: number | null }[];
    };
    expect(value.view.view.totals).toEqual([2, 0]);
    expect(value.events).toHaveLength(1);
    expect(value.events[0]!.secret).not.toBeNull(); // the actor sees their own secret
    // The other human seat gets a push with the secret removed.
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.view.player).toBe(1);
    expect((pushes[0]!.events[0] as { secret: unknown }).secret).toBeNull();
    expect(sessions.record(gameId)).toMatchObject({
      game: 'orbs',
      options: { target: 5 },
      seed: 42,
      seats: humans,
      actions: [{ add: 2 }],
    });
  });

  it('never sends the other player their secret in a view', async () => {
    const { dispatch } = setup();
    const gameId = await startGame(dispatch);
    const a = await dispatch('game.view', { gameId, player: 0 });
    const b = await dispatch('game.view', { gameId, player: 1 });
    expect(JSON.stringify(a)).not.toContain('secrets');
    if (a.ok && b.ok) {
      const sa = (a.value as { view: { mySecret: number } }).view.mySecret;
      const sb = (b.value as { view: { mySecret: number } }).view.mySecret;
      expect(typeof sa).toBe('number');
      expect(typeof sb).toBe('number');
    }
  });

  // Each bad call: typed error, and the game exactly as before.
  const huge = 'x'.repeat(300_000);
  const deep: unknown[] = [];
  let cursor = deep;
  for (let i = 0; i < 100; i++) {
    const next: unknown[] = [];
    cursor.push(next);
    cursor = next;
  }
  const cyclic: Record<string, unknown> = { add: 1 };
  cyclic.self = cyclic;

  const badCalls: [string, (gameId: string) => [unknown, unknown], string][] = [
    ['unknown channel', (g) => ['game.cheat', { gameId: g }], 'unknown-channel'],
    ['channel not a string', (g) => [42, { gameId: g }], 'unknown-channel'],
    ['huge channel name', (g) => [huge, { gameId: g }], 'unknown-channel'],
    ['missing action', (g) => ['game.act', { gameId: g, player: 0 }], 'bad-request'],
    ['missing player', (g) => ['game.act', { gameId: g, action: { add: 1 } }], 'bad-request'],
    [
      'player out of range',
      (g) => ['game.act', { gameId: g, player: 2, action: { add: 1 } }],
      'bad-request',
    ],
    [
      'player as string',
      (g) => ['game.act', { gameId: g, player: '0', action: { add: 1 } }],
      'bad-request',
    ],
    [
      'gameId as number',
      () => ['game.act', { gameId: 1, player: 0, action: { add: 1 } }],
      'bad-request',
    ],
    [
      'extra field',
      (g) => ['game.act', { gameId: g, player: 0, action: { add: 1 }, admin: true }],
      'bad-request',
    ],
    ['arg not an object', () => ['game.act', 'act now'], 'bad-request'],
    ['arg is an array', (g) => ['game.act', [g, 0, { add: 1 }]], 'bad-request'],
    [
      'huge gameId',
      () => ['game.act', { gameId: huge, player: 0, action: { add: 1 } }],
      'bad-request',
    ],
    [
      'huge string in action',
      (g) => ['game.act', { gameId: g, player: 0, action: { add: 1, note: huge } }],
      'bad-request',
    ],
    [
      'deeply nested action',
      (g) => ['game.act', { gameId: g, player: 0, action: deep }],
      'bad-request',
    ],
    ['cyclic action', (g) => ['game.act', { gameId: g, player: 0, action: cyclic }], 'bad-request'],
    [
      'Date as action',
      (g) => ['game.act', { gameId: g, player: 0, action: new Date() }],
      'bad-request',
    ],
    [
      'NaN in action',
      (g) => ['game.act', { gameId: g, player: 0, action: { add: Number.NaN } }],
      'bad-request',
    ],
    ['function as arg', () => ['game.list', () => 1], 'bad-request'],
    ['app.info with fields', () => ['app.info', { verbose: true }], 'bad-request'],
    [
      'unknown game id',
      () => ['game.act', { gameId: 'g-999', player: 0, action: { add: 1 } }],
      'not-found',
    ],
    ['out of turn', (g) => ['game.act', { gameId: g, player: 1, action: { add: 1 } }], 'rule'],
    [
      'illegal amount (engine rule)',
      (g) => ['game.act', { gameId: g, player: 0, action: { add: 7 } }],
      'rule',
    ],
    [
      'action the engine chokes on',
      (g) => ['game.act', { gameId: g, player: 0, action: null }],
      'bad-request',
    ],
    [
      'start: unknown game',
      () => ['game.start', { game: 'chess', options: {}, seats: humans }],
      'bad-request',
    ],
    [
      'start: game not registered',
      () => ['game.start', { game: 'clash', options: {}, seats: humans }],
      'not-found',
    ],
    [
      'start: one seat',
      () => ['game.start', { game: 'orbs', options: { target: 3 }, seats: [{ kind: 'human' }] }],
      'bad-request',
    ],
    [
      'start: bad computer level',
      () => [
        'game.start',
        {
          game: 'orbs',
          options: { target: 3 },
          seats: [{ kind: 'human' }, { kind: 'computer', level: 'god' }],
        },
      ],
      'bad-request',
    ],
    [
      'start: negative seed',
      () => ['game.start', { game: 'orbs', options: { target: 3 }, seed: -1, seats: humans }],
      'bad-request',
    ],
    [
      'start: fractional seed',
      () => ['game.start', { game: 'orbs', options: { target: 3 }, seed: 1.5, seats: humans }],
      'bad-request',
    ],
    [
      'start: options the engine rejects',
      () => ['game.start', { game: 'orbs', options: { target: -3 }, seats: humans }],
      'bad-request',
    ],
    ['view: player missing', (g) => ['game.view', { gameId: g }], 'bad-request'],
    ['close: unknown game', () => ['game.close', { gameId: 'g-404' }], 'not-found'],
  ];

  for (const [name, make, code] of badCalls) {
    it(`rejects ${name} with '${code}' and changes nothing`, async () => {
      const { dispatch, sessions, pushes } = setup();
      const gameId = await startGame(dispatch);
      const before = JSON.stringify(sessions.record(gameId));
      const viewBefore = JSON.stringify(await dispatch('game.view', { gameId, player: 0 }));
      const [channel, arg] = make(gameId);
      const r = await dispatch(channel, arg);
      expectError(r, code);
      expect(JSON.stringify(sessions.record(gameId))).toBe(before);
      expect(JSON.stringify(await dispatch('game.view', { gameId, player: 0 }))).toBe(viewBefore);
      expect(pushes).toHaveLength(0);
    });
  }

  it('carries the engine error code as ruleCode', async () => {
    const { dispatch } = setup();
    const gameId = await startGame(dispatch);
    const r = await dispatch('game.act', { gameId, player: 1, action: { add: 1 } });
    expect(r).toMatchObject({ ok: false, error: { code: 'rule', ruleCode: 'not-your-turn' } });
    const r2 = await dispatch('game.act', { gameId, player: 0, action: { add: 9 } });
    expect(r2).toMatchObject({ ok: false, error: { code: 'rule', ruleCode: 'bad-amount' } });
  });

  it('turns a throwing handler into an internal error', async () => {
    const { handlers } = setup();
    const dispatch = createDispatch(
      {
        ...handlers,
        'app.info': () => {
          throw new Error('disk on fire');
        },
      },
      { logError: () => {} },
    );
    const r = await dispatch('app.info', undefined);
    expectError(r, 'internal');
    if (!r.ok) expect(r.error.message).not.toContain('disk on fire');
  });

  it('closes a game', async () => {
    const { dispatch } = setup();
    const gameId = await startGame(dispatch);
    expect(await dispatch('game.close', { gameId })).toEqual({ ok: true, value: { closed: true } });
    expectError(await dispatch('game.view', { gameId, player: 0 }), 'not-found');
  });

  it('lets the computer move, pushes it to the human, and refuses to act or peek for it', async () => {
    const { dispatch, pushes, runTimers } = setup();
    const gameId = await startGame(dispatch, [
      { kind: 'computer', level: 'easy' },
      { kind: 'human' },
    ]);
    expectError(await dispatch('game.act', { gameId, player: 0, action: { add: 1 } }), 'rule');
    expectError(await dispatch('game.view', { gameId, player: 0 }), 'rule');
    runTimers();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      gameId,
      by: 0,
      view: { player: 1, toMove: 1, actionCount: 1 },
    });
    expect((pushes[0]!.events[0] as { secret: unknown }).secret).toBeNull();
    const r = await dispatch('game.act', { gameId, player: 1, action: { add: 3 } });
    expect(r.ok).toBe(true);
    runTimers();
    expect(pushes).toHaveLength(2);
  });
});
