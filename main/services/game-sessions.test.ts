import { describe, expect, it } from 'vitest';
import { createGameSessions, type Cancel, type ComputerPlayer } from './game-sessions';
import { replay } from '../engine/replay';
import { stateHash } from '../engine/hash';
import { countingRules, type CountState } from '../engine/testing/counting-game';
import type { GameUpdate } from '../ipc/contract';

function harness(computer?: ComputerPlayer, extra: { newComputerSeed?: () => number } = {}) {
  const pushes: GameUpdate[] = [];
  const timers: (() => void)[] = [];
  const errors: string[] = [];
  let n = 0;
  const sessions = createGameSessions({
    registry: { orbs: countingRules },
    push: (_e, p) => pushes.push(p),
    schedule: (run): Cancel => {
      timers.push(run);
      return () => {
        const i = timers.indexOf(run);
        if (i >= 0) timers.splice(i, 1);
      };
    },
    newId: () => `g-${++n}`,
    maxSessions: 3,
    logError: (m) => errors.push(m),
    ...(computer ? { computer } : {}),
    ...extra,
  });
  const runTimers = () => {
    let guard = 0;
    while (timers.length && guard++ < 1000) timers.shift()!();
  };
  return { sessions, pushes, timers, runTimers, errors };
}

const cpu = (level: 'random' | 'easy' | 'normal' | 'hard' = 'random') => ({
  kind: 'computer' as const,
  level,
});
const human = { kind: 'human' as const };

describe('game sessions: the seed stays in main', () => {
  /** A computer that remembers the seed it was given for each decision. */
  function seedRecorder() {
    const seeds: number[] = [];
    const computer: ComputerPlayer = {
      choose(req) {
        seeds.push(req.seed);
        return req.rules.legalActions(req.state)[req.seed % 3];
      },
    };
    return { seeds, computer };
  }

  it('answers a drawn seed to nobody, and echoes only a seed the player typed', () => {
    const { sessions } = harness();
    const drawn = sessions.start({ game: 'orbs', options: { target: 5 }, seats: [human, human] });
    expect(drawn.ok && drawn.value).not.toHaveProperty('seed');
    const typed = sessions.start({
      game: 'orbs',
      options: { target: 5 },
      seed: 17,
      seats: [human, human],
    });
    expect(typed).toMatchObject({ ok: true, value: { seed: 17 } });
    const rec = sessions.record(drawn.ok ? drawn.value.gameId : '')!;
    const restored = harness().sessions.restore({ id: 'again', ...rec });
    expect(restored.ok && restored.value).not.toHaveProperty('seed');
  });

  it("draws the computer's stream from fresh entropy, not from the game seed, and records it", () => {
    const runs = [0, 1].map(() => {
      const { seeds, computer } = seedRecorder();
      const { sessions, runTimers } = harness(computer);
      const s = sessions.start({
        game: 'orbs',
        options: { target: 12 },
        seed: 99,
        seats: [cpu(), cpu()],
      });
      runTimers();
      return { seeds, record: sessions.record(s.ok ? s.value.gameId : '')! };
    });
    expect(runs[0]!.record.computerSeed).not.toBe(runs[1]!.record.computerSeed);
    expect(runs[0]!.seeds).not.toEqual(runs[1]!.seeds);
    // The old derivation (seed ^ constant) gave both runs the same stream.
    expect(runs[0]!.seeds.slice(0, 3)).not.toEqual(runs[1]!.seeds.slice(0, 3));
  });

  it('gives a resumed game the same computer decisions as the first run', () => {
    const first = seedRecorder();
    const a = harness(first.computer);
    const s = a.sessions.start({
      game: 'orbs',
      options: { target: 20 },
      seed: 5,
      seats: [human, cpu()],
    });
    if (!s.ok) throw new Error('start');
    for (let i = 0; i < 3; i++) {
      a.sessions.act(s.value.gameId, 0, { add: 1 });
      a.runTimers();
    }
    const rec = a.sessions.record(s.value.gameId)!;
    const second = seedRecorder();
    const b = harness(second.computer);
    const cut = rec.actions.slice(0, 2); // human, computer: resume at the human's second move
    b.sessions.restore({ id: 'resumed', ...rec, actions: cut });
    b.sessions.act('resumed', 0, { add: 1 });
    b.runTimers();
    expect(second.seeds[0]).toBe(first.seeds[1]);
    expect(b.sessions.record('resumed')!.actions).toEqual(rec.actions.slice(0, 4));
  });
});

describe('game sessions: the computer gets ready when its game opens', () => {
  it('prepares the computer once per new or restored game with a computer seat, never for hotseat', () => {
    let prepared = 0;
    const computer: ComputerPlayer = {
      choose: ({ rules, state }) => rules.legalActions(state)[0],
      prepare: () => void prepared++,
    };
    const { sessions } = harness(computer);
    const hot = sessions.start({ game: 'orbs', options: { target: 5 }, seats: [human, human] });
    expect(hot.ok).toBe(true);
    expect(prepared).toBe(0);
    const vs = sessions.start({ game: 'orbs', options: { target: 5 }, seats: [human, cpu()] });
    if (!vs.ok) throw new Error('start');
    expect(prepared).toBe(1);
    const rec = sessions.record(vs.value.gameId)!;
    sessions.close(vs.value.gameId);
    expect(sessions.restore({ id: 'again', ...rec }).ok).toBe(true);
    expect(prepared).toBe(2);
  });

  it('a computer that fails to prepare still plays', () => {
    const computer: ComputerPlayer = {
      choose: ({ rules, state }) => rules.legalActions(state)[0],
      prepare: () => {
        throw new Error('no workers');
      },
    };
    const { sessions, runTimers } = harness(computer);
    const vs = sessions.start({ game: 'orbs', options: { target: 3 }, seats: [cpu(), cpu()] });
    if (!vs.ok) throw new Error('start');
    runTimers();
    expect(sessions.outcome(vs.value.gameId)).not.toBeNull();
  });
});

describe('game sessions', () => {
  it('plays computer against computer to the end, and the record replays to the same state', () => {
    const { sessions, runTimers, pushes } = harness();
    const started = sessions.start({
      game: 'orbs',
      options: { target: 20 },
      seed: 7,
      seats: [cpu(), cpu('hard')],
    });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    runTimers();
    const record = sessions.record(started.value.gameId)!;
    expect(record.actions.length).toBeGreaterThanOrEqual(7);
    expect(pushes).toHaveLength(0); // no human seat to tell
    const replayed = replay(countingRules, {
      options: record.options as { target: number },
      seed: record.seed,
      actions: record.actions as { add: number }[],
    });
    expect(replayed.ok).toBe(true);
    expect(countingRules.outcome(replayed.state)).not.toBeNull();
  });

  it('is deterministic: same seed and computer seed, same computer moves', () => {
    const play = () => {
      const { sessions, runTimers } = harness(undefined, { newComputerSeed: () => 1234 });
      const s = sessions.start({
        game: 'orbs',
        options: { target: 15 },
        seed: 99,
        seats: [cpu(), cpu()],
      });
      runTimers();
      return s.ok ? sessions.record(s.value.gameId)!.actions : null;
    };
    expect(play()).toEqual(play());
  });

  it('rejects actions after the game is over', () => {
    const { sessions } = harness();
    const s = sessions.start({
      game: 'orbs',
      options: { target: 1 },
      seed: 1,
      seats: [human, human],
    });
    if (!s.ok) throw new Error('start');
    expect(sessions.act(s.value.gameId, 0, { add: 1 }).ok).toBe(true);
    const r = sessions.act(s.value.gameId, 1, { add: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: 'rule', ruleCode: 'game-over' } });
    const v = sessions.view(s.value.gameId, 1);
    expect(v).toMatchObject({ ok: true, value: { outcome: 0, toMove: null, legalActions: null } });
  });

  it('cancels a pending computer move when the game is closed', () => {
    const { sessions, timers } = harness();
    const s = sessions.start({
      game: 'orbs',
      options: { target: 5 },
      seed: 3,
      seats: [cpu(), human],
    });
    if (!s.ok) throw new Error('start');
    expect(timers).toHaveLength(1);
    sessions.close(s.value.gameId);
    expect(timers).toHaveLength(0);
  });

  it('waits for a computer that answers later (a worker) and pushes its move', async () => {
    let resolveMove: (a: unknown) => void = () => {};
    let asked: { view: unknown; signal: AbortSignal } | null = null;
    const later: ComputerPlayer = {
      choose: (req) => {
        asked = { view: req.view, signal: req.signal };
        return new Promise((r) => (resolveMove = r));
      },
    };
    const { sessions, runTimers, pushes } = harness(later);
    const s = sessions.start({
      game: 'orbs',
      options: { target: 5 },
      seed: 3,
      seats: [cpu(), human],
    });
    if (!s.ok) throw new Error('start');
    runTimers();
    expect(asked).not.toBeNull();
    expect(pushes).toHaveLength(0); // still thinking
    resolveMove({ add: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(pushes).toHaveLength(1);
    expect(sessions.record(s.value.gameId)?.actions).toEqual([{ add: 1 }]);
  });

  it('aborts a thinking computer when its game is closed, and ignores its late answer', async () => {
    let resolveMove: (a: unknown) => void = () => {};
    let signal: AbortSignal | null = null;
    const later: ComputerPlayer = {
      choose: (req) => {
        signal = req.signal;
        return new Promise((r) => (resolveMove = r));
      },
    };
    const { sessions, runTimers, pushes } = harness(later);
    const s = sessions.start({
      game: 'orbs',
      options: { target: 5 },
      seed: 3,
      seats: [cpu(), human],
    });
    if (!s.ok) throw new Error('start');
    runTimers();
    sessions.close(s.value.gameId);
    expect(signal!.aborted).toBe(true);
    resolveMove({ add: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(pushes).toHaveLength(0);
  });

  it('keeps at most maxSessions games open: the least recently used one is closed for a new one', () => {
    const { sessions } = harness();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = sessions.start({ game: 'orbs', options: { target: 5 }, seats: [human, human] });
      if (!r.ok) throw new Error(r.error.message);
      ids.push(r.value.gameId);
    }
    expect(sessions.view(ids[0]!, 0).ok).toBe(true); // the first game was used last
    const fourth = sessions.start({ game: 'orbs', options: { target: 5 }, seats: [human, human] });
    expect(fourth.ok).toBe(true);
    expect(sessions.record(ids[1]!)).toBeNull();
    expect(sessions.record(ids[0]!)).not.toBeNull();
  });

  it('ties a game to the connection that opened it: others cannot see it, its pushes go there, and it closes with it', () => {
    const pushed: (string | undefined)[] = [];
    const sessions = createGameSessions({
      registry: { orbs: countingRules },
      push: (_e, _p, to) => pushed.push(to),
      computer: { choose: ({ rules, state }) => rules.legalActions(state)[0] },
      schedule: (run) => {
        run();
        return () => undefined;
      },
      maxSessions: 32,
    });
    const mine = sessions.start({
      game: 'orbs',
      options: { target: 50 },
      seats: [human, cpu()],
      owner: 'tab-a',
    });
    if (!mine.ok) throw new Error('start');
    const id = mine.value.gameId;
    expect(sessions.view(id, 0, 'tab-b')).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(sessions.act(id, 0, { add: 1 }, 'tab-b')).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(sessions.close(id, 'tab-b')).toMatchObject({ ok: false });
    expect(sessions.act(id, 0, { add: 1 }, 'tab-a').ok).toBe(true);
    expect(pushed.length).toBeGreaterThan(0);
    expect(new Set(pushed)).toEqual(new Set(['tab-a']));
    // 32 reloads of a page that opened a game each: nothing piles up.
    for (let i = 0; i < 40; i++) {
      const r = sessions.start({
        game: 'orbs',
        options: { target: 5 },
        seats: [human, human],
        owner: `reload-${i}`,
      });
      expect(r.ok).toBe(true);
      sessions.release(`reload-${i}`);
    }
    expect(sessions.record(id)).not.toBeNull();
    expect(sessions.release('tab-a')).toBe(1);
    expect(sessions.record(id)).toBeNull();
  });

  it('stops a game whose computer proposes an illegal action, leaving the state untouched', () => {
    const cheater: ComputerPlayer = { choose: () => ({ add: 50 }) };
    const { sessions, runTimers, errors } = harness(cheater);
    const s = sessions.start({
      game: 'orbs',
      options: { target: 5 },
      seed: 3,
      seats: [cpu(), human],
    });
    if (!s.ok) throw new Error('start');
    runTimers();
    expect(sessions.record(s.value.gameId)!.actions).toEqual([]);
    expect(errors.length).toBe(1);
    expect(sessions.act(s.value.gameId, 1, { add: 1 })).toMatchObject({ ok: false });
  });

  it('restores the exact state when the engine throws half-way through an action', () => {
    // An engine bug: mutates, then throws. The session must roll back from its backup clone.
    const buggy = {
      ...countingRules,
      apply(st: CountState, a: { add: number }) {
        if (a.add === 3) {
          st.totals[0] += 100;
          throw new Error('bug');
        }
        return countingRules.apply(st, a);
      },
    };
    const sessions = createGameSessions({
      registry: { orbs: buggy },
      push: () => {},
      logError: () => {},
    });
    const s = sessions.start({
      game: 'orbs',
      options: { target: 9 },
      seed: 5,
      seats: [human, human],
    });
    if (!s.ok) throw new Error('start');
    const beforeView = JSON.stringify(sessions.view(s.value.gameId, 0));
    // {add: 3} is a listed legal action, so the failure is the engine's: 'internal'.
    expect(sessions.act(s.value.gameId, 0, { add: 3 })).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
    expect(JSON.stringify(sessions.view(s.value.gameId, 0))).toBe(beforeView);
    expect(sessions.record(s.value.gameId)!.actions).toEqual([]);
    // A replay of the record still matches the live view.
    const replayed = replay(countingRules, { options: { target: 9 }, seed: 5, actions: [] });
    expect(stateHash(replayed.state)).toBe(stateHash(countingRules.create({ target: 9 }, 5)));
    expect(sessions.act(s.value.gameId, 0, { add: 1 }).ok).toBe(true);
  });
});

describe('game sessions: observer and restore', () => {
  it('tells the observer about starts and every applied action, not about refusals', () => {
    const seen: string[] = [];
    const sessions = createGameSessions({
      registry: { orbs: countingRules },
      push: () => {},
      schedule: (run) => {
        run();
        return () => {};
      },
      observer: {
        started: (id, rec) => seen.push(`start ${id} ${rec.seed}`),
        applied: (id, action, index, outcome) =>
          seen.push(`act ${id} ${JSON.stringify(action)} #${index} ${outcome}`),
      },
      newId: () => 'g-1',
    });
    sessions.start({ game: 'orbs', options: { target: 2 }, seed: 9, seats: [human, human] });
    sessions.act('g-1', 1, { add: 1 }); // out of turn: not reported
    sessions.act('g-1', 0, { add: 2 });
    expect(seen).toEqual(['start g-1 9', 'act g-1 {"add":2} #0 0']);
  });

  it('restores a game from its record to the same state, and stops at a refused action', () => {
    const { sessions } = harness();
    const s = sessions.start({
      game: 'orbs',
      options: { target: 30 },
      seed: 4,
      seats: [human, human],
    });
    if (!s.ok) throw new Error('start');
    for (const [p, add] of [
      [0, 3],
      [1, 2],
      [0, 1],
    ] as const)
      sessions.act(s.value.gameId, p, { add });
    const rec = sessions.record(s.value.gameId)!;
    const other = harness().sessions;
    const r = other.restore({ id: 'saved-1', ...rec, actions: rec.actions });
    expect(r).toMatchObject({
      ok: true,
      value: { gameId: 'saved-1', restored: 3, failedAt: null, toMove: 1 },
    });
    expect(other.stateHash('saved-1')).toBe(sessions.stateHash(s.value.gameId));

    const cut = harness().sessions.restore({
      id: 'saved-2',
      ...rec,
      actions: [{ add: 3 }, { add: 9 }, { add: 1 }],
    });
    expect(cut).toMatchObject({ ok: true, value: { restored: 1, failedAt: 1 } });
    expect(
      harness().sessions.restore({
        id: 'x',
        game: 'clash',
        options: {},
        seed: 1,
        seats: [human, human],
        actions: [],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(other.stateHash('nope')).toBeNull();
  });

  it('rebuilds the log of a restored game: every action, its actor and its events as that player saw them', () => {
    const { sessions } = harness();
    const s = sessions.start({
      game: 'orbs',
      options: { target: 30 },
      seed: 4,
      seats: [human, human],
    });
    if (!s.ok) throw new Error('start');
    const live: unknown[][] = [];
    for (const [p, add] of [
      [0, 3],
      [1, 2],
      [0, 1],
    ] as const) {
      const r = sessions.act(s.value.gameId, p, { add });
      if (!r.ok) throw new Error('act');
      live.push(p === 0 ? r.value.events : []);
    }
    const rec = sessions.record(s.value.gameId)!;
    const other = harness().sessions;
    other.restore({ id: 'saved-1', ...rec, actions: rec.actions });
    const log = other.log('saved-1', 0);
    if (!log.ok) throw new Error('log');
    expect(log.value.entries.map((e) => e.by)).toEqual([0, 1, 0]);
    // Player 0's own actions: the same events the live game answered with.
    expect(log.value.entries[0]!.events).toEqual(live[0]);
    expect(log.value.entries[2]!.events).toEqual(live[2]);
    // The other player's action: redacted for player 0, as its push was.
    expect(log.value.entries[1]!.events).toEqual([
      { type: 'added', player: 1, amount: 2, secret: null },
    ]);
    expect(other.log('nope', 0)).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('does not show a computer seat its log', () => {
    const { sessions } = harness();
    const s = sessions.start({
      game: 'orbs',
      options: { target: 30 },
      seed: 4,
      seats: [human, cpu()],
    });
    if (!s.ok) throw new Error('start');
    expect(sessions.log(s.value.gameId, 1)).toMatchObject({ ok: false, error: { code: 'rule' } });
  });
});

describe('game sessions: actions that only hurt the player are marked', () => {
  it('lists the self-harming legal actions (Orbs: Firebolt at yourself), and only those', async () => {
    const { orbsRules, READY_DECKS } = await import('../games/orbs');
    const sessions = createGameSessions({
      registry: { orbs: orbsRules as never },
      push: () => {},
      schedule: () => () => {},
      newId: () => 'g-harm',
    });
    const deck = (id: string) => READY_DECKS.find((d) => d.id === id)!.cards;
    // Seed 4: player 0 starts with Firebolt and Cinder Brute (a red card to convert).
    const s = sessions.start({
      game: 'orbs',
      options: { decks: [deck('red-aggro'), deck('green-tokens')] },
      seed: 4,
      seats: [human, human],
    });
    if (!s.ok) throw new Error(s.error.message);
    const view = () => {
      const v = sessions.view('g-harm', 0);
      if (!v.ok) throw new Error(v.error.message);
      return v.value;
    };
    expect(view().selfHarm).toBeUndefined(); // nothing of the kind in the Defense Phase
    expect(sessions.act('g-harm', 0, { type: 'endPhase' }).ok).toBe(true);
    const legal = view().legalActions as { type: string; card: number; targets?: object[] }[];
    const convert = legal.find(
      (a) => a.type === 'convert' && orbsCardId(view().view, a.card) === 'cinder-brute',
    )!;
    expect(sessions.act('g-harm', 0, convert).ok).toBe(true);
    const after = view();
    const actions = after.legalActions as { type: string; targets?: { player?: number }[] }[];
    const marked = after.selfHarm ?? [];
    expect(marked.length).toBeGreaterThan(0);
    for (const i of marked) expect(actions[i]!.targets?.[0]).toEqual({ player: 0 });
    const atOpponent = actions.findIndex((a) => a.type === 'play' && a.targets?.[0]?.player === 1);
    expect(atOpponent).toBeGreaterThanOrEqual(0);
    expect(marked).not.toContain(atOpponent);
  });
});

function orbsCardId(view: unknown, id: number): string | undefined {
  const v = view as { players: { hand: { id: number; cardId: string }[] | null }[] };
  return v.players[0]!.hand?.find((c) => c.id === id)?.cardId;
}

describe('game sessions: the log carries the game’s opening', () => {
  it('gives the turn 1 events the creation emitted, which no action carries', async () => {
    const { clashRules } = await import('../games/clash');
    const sessions = createGameSessions({
      registry: { clash: clashRules as never },
      push: () => {},
      schedule: () => () => {},
      newId: () => 'g-open',
    });
    const s = sessions.start({
      game: 'clash',
      options: { mode: 'preconstructed', pool: 'initiation', decks: [1, 2] },
      seed: 3,
      seats: [human, human],
    });
    if (!s.ok) throw new Error(s.error.message);
    const log = sessions.log('g-open', 0);
    if (!log.ok) throw new Error(log.error.message);
    expect(log.value.entries).toEqual([]);
    const turn = (log.value.opening ?? []).filter(
      (e) => (e as { type: string }).type === 'turnStarted',
    );
    expect(turn).toEqual([{ type: 'turnStarted', player: 0, turn: 1, mana: 6 }]);
  });
});
