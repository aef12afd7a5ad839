/**
 * The glue between game sessions and the save store, with real files in a temp folder:
 * actions land in the store as they are played (the computer's too), a restart resumes the
 * same state, a finished game becomes a replay + history entry, replays step per player, and
 * Clash drafts are saved and played again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameSessions, type Cancel, type GameRegistry } from './game-sessions';
import { createSaveService, SaveServiceError } from './save-service';
import { openSaveStoreSync } from './open-save-store-sync';
import { countingRules } from '../engine/testing/counting-game';
import { clashRules } from '../games/clash';
import type { ClashAction, ClashOptions, ClashState } from '../games/clash/types';
import { replay } from '../engine/replay';
import { stateHash } from '../engine/hash';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

function tempRoot(): string {
  const r = mkdtempSync(join(tmpdir(), 'cardhall-save-service-'));
  roots.push(r);
  return r;
}

const registry: GameRegistry = { orbs: countingRules, clash: clashRules };

/** One "app run" on a save root: store + save service + sessions, computer moves on demand. */
function app(root: string) {
  const timers: (() => void)[] = [];
  const errors: string[] = [];
  let n = 0;
  const store = openSaveStoreSync({ root, appVersion: '0.1.0' });
  const saves = createSaveService({
    store,
    registry,
    newId: () => `d-${++n}`,
    logError: (m) => errors.push(m),
  });
  const sessions = createGameSessions({
    registry,
    push: () => undefined,
    observer: saves.observer,
    schedule: (run): Cancel => {
      timers.push(run);
      return () => {
        const i = timers.indexOf(run);
        if (i >= 0) timers.splice(i, 1);
      };
    },
    newId: () => `g-${Math.random().toString(36).slice(2, 10)}`,
  });
  saves.attach(sessions);
  const runTimers = () => {
    let guard = 0;
    while (timers.length && guard++ < 1000) timers.shift()!();
  };
  return { store, saves, sessions, runTimers, errors };
}

const human = { kind: 'human' as const };
const cpu = { kind: 'computer' as const, level: 'easy' as const };

function start(
  a: ReturnType<typeof app>,
  seats: [typeof human | typeof cpu, typeof human | typeof cpu] = [human, human],
  target = 10,
) {
  const r = a.sessions.start({ game: 'orbs', options: { target }, seed: 5, seats });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.gameId;
}

function act(a: ReturnType<typeof app>, id: string, add: number) {
  const rec = a.sessions.record(id)!;
  const player = (rec.actions.length % 2) as 0 | 1;
  const r = a.sessions.act(id, player, { add });
  if (!r.ok) throw new Error(r.error.message);
}

describe('save service: games in progress', () => {
  it('saves a started game and every action, in order, as they are played', async () => {
    const a = app(tempRoot());
    const id = start(a);
    act(a, id, 1);
    act(a, id, 3);
    act(a, id, 2);
    await a.saves.settled(id);
    const saved = await a.store.getGame(id);
    expect(saved.actions).toEqual([{ add: 1 }, { add: 3 }, { add: 2 }]);
    expect(saved).toMatchObject({
      game: 'orbs',
      seed: 5,
      options: { target: 10 },
      mode: { kind: 'hotseat' },
    });
    expect(saved.seats.map((s) => s.name)).toEqual(['Player 1', 'Player 2']);
  });

  it("saves the computer's moves too, and records who the human is", async () => {
    const a = app(tempRoot());
    const id = start(a, [human, cpu], 30);
    act(a, id, 2);
    a.runTimers(); // computer answers
    act(a, id, 1);
    a.runTimers();
    await a.saves.flush();
    const saved = await a.store.getGame(id);
    expect(saved.actions).toEqual(a.sessions.record(id)!.actions);
    expect(saved.actions).toHaveLength(4);
    expect(saved.mode).toEqual({ kind: 'vs-ai', humanSeat: 0, aiLevel: 'easy' });
  });

  it('does not save computer-against-computer games (a save cannot describe them)', async () => {
    const a = app(tempRoot());
    start(a, [cpu, cpu]);
    a.runTimers();
    await a.saves.flush();
    expect(await a.store.listGames()).toEqual([]);
    expect(await a.store.listReplays()).toEqual([]);
  });

  it('resumes after a restart with the same state hash, and goes on saving', async () => {
    const root = tempRoot();
    const first = app(root);
    const id = start(first, [human, cpu], 40);
    for (const add of [3, 1, 2]) {
      act(first, id, add);
      first.runTimers();
    }
    await first.saves.flush();
    const hashBefore = first.sessions.stateHash(id)!;
    first.sessions.dispose();

    const second = app(root); // a new app run: nothing in memory
    const listed = await second.saves.savedGames();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      saveId: id,
      game: 'orbs',
      actionCount: 6,
      damagedAt: null,
      mode: { kind: 'vs-ai' },
    });
    const resumed = await second.saves.resume(id);
    expect(resumed.gameId).toBe(id);
    expect(resumed.seats).toEqual([human, cpu]);
    expect(second.sessions.stateHash(id)).toBe(hashBefore);
    act(second, id, 1);
    second.runTimers();
    await second.saves.flush();
    expect((await second.store.getGame(id)).actions).toHaveLength(8);
    expect(second.errors).toEqual([]);
  });

  it('resumes a game that is still open (a reloaded page) from its save, and goes on', async () => {
    const a = app(tempRoot());
    const id = start(a, [human, cpu], 40);
    act(a, id, 2);
    a.runTimers();
    const hash = a.sessions.stateHash(id);
    const r = await a.saves.resume(id);
    expect(r.gameId).toBe(id);
    expect(a.sessions.stateHash(id)).toBe(hash);
    act(a, id, 3);
    a.runTimers();
    await a.saves.flush();
    expect((await a.store.getGame(id)).actions).toEqual(a.sessions.record(id)!.actions);
    expect(a.errors).toEqual([]);
  });

  it('cuts a saved game at the first action the engine refuses, and says so', async () => {
    const a = app(tempRoot());
    await a.store.startGame({
      id: 'bad-game',
      game: 'orbs',
      options: { target: 10 },
      seed: 1,
      mode: { kind: 'hotseat' },
      seats: [{ name: 'A' }, { name: 'B' }],
    });
    await a.store.appendAction('bad-game', { add: 1 });
    await a.store.appendAction('bad-game', { add: 9 });
    await a.store.appendAction('bad-game', { add: 1 });
    expect((await a.saves.savedGames())[0]).toMatchObject({ saveId: 'bad-game', damagedAt: 1 });
    const r = await a.saves.resume('bad-game');
    expect(r.toMove).toBe(1);
    await a.saves.flush();
    expect((await a.store.getGame('bad-game')).actions).toEqual([{ add: 1 }]);
    const { failures, problems } = await a.saves.problems();
    expect(failures.map((f) => f.gameId)).toEqual(['bad-game']);
    // The original files are in damaged/ before the game goes on, reported like any damaged file.
    const refused = problems.find((p) => p.reason === 'actions-refused');
    expect(refused).toMatchObject({
      file: 'games/bad-game.json',
      movedTo: expect.stringMatching(/^damaged\//),
    });
    const damaged = readdirSync(join(a.store.root, 'damaged', 'games'));
    expect(damaged.some((f) => f.includes('bad-game') && !f.includes('actions'))).toBe(true);
    expect(damaged.some((f) => f.startsWith('bad-game.') && f.endsWith('.actions.jsonl'))).toBe(
      true,
    );
    const original = damaged
      .filter((f) => f.endsWith('.actions.jsonl'))
      .map((f) => readFileSync(join(a.store.root, 'damaged', 'games', f), 'utf8'))
      .join('');
    expect(original).toContain('"add":9');
    act(a, 'bad-game', 2);
    await a.saves.flush();
    expect((await a.store.getGame('bad-game')).actions).toEqual([{ add: 1 }, { add: 2 }]);
  });

  it('checks a resume before it closes anything: a refused resume leaves the open game as it was', async () => {
    const a = app(tempRoot());
    // Computer against computer is never saved: resuming it fails, and it keeps playing.
    const watched = a.sessions.start({
      game: 'orbs',
      options: { target: 30 },
      seed: 2,
      seats: [cpu, cpu],
    });
    if (!watched.ok) throw new Error(watched.error.message);
    await expect(a.saves.resume(watched.value.gameId)).rejects.toMatchObject({ code: 'not-found' });
    expect(a.sessions.record(watched.value.gameId)).not.toBeNull();
    // A finished game still on its end screen.
    const done = start(a, [human, human], 3);
    act(a, done, 3);
    await a.saves.flush();
    await expect(a.saves.resume(done)).rejects.toBeDefined();
    expect(a.sessions.outcome(done)).toBe(0);
  });

  it('refuses to resume a game that is not saved', async () => {
    const a = app(tempRoot());
    await expect(a.saves.resume('nope')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('save service: finished games', () => {
  async function finishedGame() {
    const a = app(tempRoot());
    const id = start(a, [human, human], 6);
    for (const add of [3, 1, 3]) act(a, id, add); // player 0 reaches 6
    await a.saves.flush();
    return { a, id };
  }

  it('turns a finished game into a replay and a history entry, and removes it from Resume', async () => {
    const { a, id } = await finishedGame();
    expect(await a.store.listGames()).toEqual([]);
    const rep = await a.store.getReplay(id);
    expect(rep.actions).toEqual([{ add: 3 }, { add: 1 }, { add: 3 }]);
    expect(rep.result.winner).toBe(0);
    const h = await a.saves.history();
    expect(h.entries.map((e) => [e.id, e.winner, e.actionCount])).toEqual([[id, 0, 3]]);
    // Hotseat: the row is told from seat 0, which won.
    expect(h.entries.map((e) => [e.perspective, e.outcome])).toEqual([[0, 'win']]);
    expect(h.stats.overall).toMatchObject({ played: 1, wins: 1 });
  });

  it('steps a replay per player: views, redacted events, turns, clamping', async () => {
    const { a, id } = await finishedGame();
    const index = await a.saves.openReplay(id);
    expect(index.total).toBe(3);
    const rep = await a.store.getReplay(id);
    for (const step of [0, 1, 2, 3, 2, 1, 3, 0]) {
      for (const player of [0, 1] as const) {
        const v = await a.saves.viewReplay(id, step, player);
        const expected = replay(
          countingRules,
          { options: { target: 6 }, seed: 5, actions: rep.actions as { add: number }[] },
          step,
        );
        expect(v.view).toEqual(countingRules.view(expected.state, player));
        expect(v.step).toBe(step);
        if (step === 0) expect(v.events).toEqual([]);
        else {
          const [e] = v.events as { player: number; secret: number | null }[];
          expect(e!.player).toBe((step - 1) % 2);
          expect(v.actor).toBe((step - 1) % 2);
          // Only the actor sees their new secret.
          expect(e!.secret === null).toBe(e!.player !== player);
        }
      }
    }
    const end = await a.saves.viewReplay(id, 500, 1);
    expect(end).toMatchObject({ step: 3, total: 3, outcome: 0, toMove: null });
  });

  it('answers a missing replay with not-found', async () => {
    const a = app(tempRoot());
    await expect(a.saves.viewReplay('missing', 0, 0)).rejects.toMatchObject({ code: 'not-found' });
  });
});

/** The engine state of a Clash record rebuilt from its options, seed and actions. */
function rebuilt(r: { options: unknown; seed: number; actions: readonly unknown[] }): ClashState {
  return replay(clashRules, {
    options: r.options as ClashOptions,
    seed: r.seed,
    actions: r.actions as ClashAction[],
  }).state;
}

describe('save service: Clash drafts', () => {
  function draftGame(a: ReturnType<typeof app>, finishDraft: boolean) {
    const r = a.sessions.start({
      game: 'clash',
      options: { mode: 'draft', pool: 'initiation' },
      seed: 77,
      seats: [human, human],
    });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.gameId;
    let picks = 0;
    for (;;) {
      const p = a.sessions.view(id, 0);
      if (!p.ok) throw new Error(p.error.message);
      const view = p.value.view as { phase: string };
      if (view.phase !== 'draft' || (!finishDraft && picks === 3)) break;
      const toMove = p.value.toMove!;
      const actions = a.sessions.view(id, toMove);
      if (!actions.ok) throw new Error(actions.error.message);
      const pick = (actions.value.legalActions as ClashAction[])[0]!;
      const done = a.sessions.act(id, toMove, pick);
      if (!done.ok) throw new Error(done.error.message);
      picks++;
    }
    return id;
  }

  /** Both seats play legal actions (a fixed spread over the list) until the game ends. */
  function playToEnd(a: ReturnType<typeof app>, id: string) {
    for (let n = 0; n < 5000; n++) {
      const p = a.sessions.view(id, 0);
      if (!p.ok) throw new Error(p.error.message);
      const toMove = p.value.toMove;
      if (toMove === null) return;
      const v = a.sessions.view(id, toMove);
      if (!v.ok) throw new Error(v.error.message);
      const legal = v.value.legalActions!;
      const done = a.sessions.act(id, toMove, legal[(n * 7919) % legal.length]);
      if (!done.ok) throw new Error(done.error.message);
    }
    throw new Error('game did not end');
  }

  it('refuses to save the draft of a game still being played, and names no seed in its answers', async () => {
    const a = app(tempRoot());
    const id = draftGame(a, true);
    await expect(a.saves.saveDraft(id)).rejects.toMatchObject({
      code: 'rule',
      ruleCode: 'game-running',
    });
    await a.saves.flush();
    a.sessions.close(id);
    // Not open any more, but still a game in progress on disk: refused too.
    await expect(a.saves.saveDraft(id)).rejects.toMatchObject({ ruleCode: 'game-running' });
    expect(await a.store.listDrafts()).toEqual([]);
  });

  it('saves a finished draft and plays it again from the same position', async () => {
    const a = app(tempRoot());
    const id = draftGame(a, true);
    playToEnd(a, id);
    const shown = await a.saves.saveDraft(id, 'My draft');
    expect(shown).not.toHaveProperty('seed');
    expect(shown).not.toHaveProperty('actions');
    const draft = await a.store.getDraft(shown.id);
    expect(draft.name).toBe('My draft');
    expect(draft.pool).toHaveLength(16);
    expect(draft.picks[0]).toHaveLength(8);
    expect(draft.picks[1]).toHaveLength(8);
    expect(draft.actions.length).toBeLessThan(a.sessions.record(id)!.actions.length);
    const first = replay(clashRules, {
      options: { mode: 'draft', pool: 'initiation' },
      seed: 77,
      actions: draft.actions as ClashAction[],
    }).state;

    const again = await a.saves.playDraft(draft.id, [human, cpu]);
    const rematch = rebuilt(a.sessions.record(again.gameId)!);
    // The same cards drafted by the same players (the hand rows are shuffled afresh).
    for (const p of [0, 1] as const)
      expect(rematch.players[p].drafted).toEqual(first.players[p].drafted);
    expect(rematch.draft).toEqual(first.draft);
    expect(
      a.sessions.view(again.gameId, 0).ok &&
        (a.sessions.view(again.gameId, 0) as { value: { view: ClashState } }).value.view.phase,
    ).toBe('summoning');
    await a.saves.flush();
    const saved = await a.store.getGame(again.gameId);
    expect(saved).toMatchObject({
      game: 'clash',
      draftId: draft.id,
      mode: { kind: 'vs-ai', humanSeat: 0 },
    });
    expect(saved.actions).toEqual(draft.actions);
    expect((await a.saves.listDrafts()).map((d) => d.id)).toEqual([draft.id]);
    expect(JSON.stringify(await a.saves.listDrafts())).not.toMatch(/"seed"/);
    expect(again).not.toHaveProperty('seed');
  });

  it('plays a draft again with fresh hand orders and computer stream: nothing of the first game or its replay predicts them, from either seat (issue #32)', async () => {
    const a = app(tempRoot());
    const r = a.sessions.start({
      game: 'clash',
      options: { mode: 'draft', pool: 'initiation' },
      seed: 91,
      seats: [human, cpu],
    });
    if (!r.ok) throw new Error(r.error.message);
    // The human picks, the computer answers (its moves run on the test's timers).
    for (let n = 0; n < 5000 && a.sessions.outcome(r.value.gameId) === null; n++) {
      a.runTimers();
      const v = a.sessions.view(r.value.gameId, 0);
      if (!v.ok) throw new Error(v.error.message);
      if (v.value.toMove !== 0) continue;
      const legal = v.value.legalActions!;
      const done = a.sessions.act(r.value.gameId, 0, legal[(n * 7919) % legal.length]);
      if (!done.ok) throw new Error(done.error.message);
    }
    await a.saves.flush();
    const firstGame = await a.store.getReplay(r.value.gameId);
    // Everything the first game shows from either seat: its whole record (seed included).
    const first = rebuilt(firstGame);
    expect(first.winner).not.toBeNull();
    const shown = await a.saves.saveDraft(r.value.gameId);
    const draft = await a.store.getDraft(shown.id);
    // The first game's hand rows, as its replay shows them from each seat.
    const afterDraft = rebuilt({ ...firstGame, actions: draft.actions });
    expect(afterDraft.phase).toBe('summoning');

    const rows = new Set<string>();
    const computerSeeds = new Set<number>([firstGame.computerSeed!]);
    for (let i = 0; i < 6; i++) {
      const again = await a.saves.playDraft(draft.id, [human, cpu]);
      await a.saves.flush();
      const saved = await a.store.getGame(again.gameId);
      const rematch = rebuilt(saved);
      expect(rematch.phase).toBe('summoning');
      for (const p of [0, 1] as const) {
        // Same cards, another order than the first game's (8! orders: a repeat is 1 in 40,320).
        expect([...rematch.players[p].hand].sort()).toEqual([...afterDraft.players[p].hand].sort());
        expect(rematch.players[p].hand).not.toEqual(afterDraft.players[p].hand);
        rows.add(JSON.stringify([p, rematch.players[p].hand]));
      }
      // The saved rematch rebuilds exactly (resume and its replay see the same hands).
      expect(stateHash(rematch)).toBe(a.sessions.stateHash(again.gameId));
      computerSeeds.add(saved.computerSeed!);
      a.sessions.close(again.gameId);
    }
    // Every rematch has its own orders and computer stream: none follows from another.
    expect(rows.size).toBe(12);
    expect(computerSeeds.size).toBe(7);
    // A draft cut from a rematch does not carry the rematch's hand seed into the next one.
    expect(JSON.stringify(await a.saves.listDrafts())).not.toMatch(/handSeed/);
  });

  it('stores the options as the engine reads them, not as sent (issue #32)', async () => {
    const a = app(tempRoot());
    const r = a.sessions.start({
      game: 'clash',
      options: { mode: 'draft', junk: 'x'.repeat(250_000), __proto__: { evil: 1 } },
      seats: [human, cpu],
    });
    if (!r.ok) throw new Error(r.error.message);
    await a.saves.flush();
    const saved = await a.store.getGame(r.value.gameId);
    expect(saved.options).toEqual({
      mode: 'draft',
      pool: 'initiation',
      decks: ['random', 'random'],
    });
    expect(JSON.stringify(a.sessions.record(r.value.gameId)!.options)).not.toMatch(/junk|evil/);
  });

  it('refuses a draft that is not finished, and games without a draft', async () => {
    const a = app(tempRoot());
    const id = draftGame(a, false);
    await expect(a.saves.saveDraft(id)).rejects.toBeInstanceOf(SaveServiceError);
    const orbs = start(a);
    await expect(a.saves.saveDraft(orbs)).rejects.toMatchObject({
      code: 'bad-request',
      ruleCode: 'no-draft',
    });
    expect(await a.saves.listDrafts()).toEqual([]);
  });
});

describe('save service: problems', () => {
  it('finds damaged files when asked, moves them aside, and forgets them when dismissed', async () => {
    const root = tempRoot();
    const a = app(root);
    writeFileSync(join(root, 'replays', 'broken.json'), '{ not json');
    writeFileSync(join(root, 'settings.json'), 'garbage');
    const { problems } = await a.saves.problems();
    expect(problems.map((p) => p.file).sort()).toEqual(['replays/broken.json', 'settings.json']);
    expect(problems.every((p) => p.movedTo?.startsWith('damaged/'))).toBe(true);
    expect(await a.saves.getSettings()).toMatchObject({ language: 'system' });
    a.saves.dismissProblems();
    expect((await a.saves.problems()).problems).toEqual([]);
  });
});
