import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gameRegistry } from '../games/registry';
import { READY_DECKS } from '../games/orbs/index';
import { loadPuzzleFolder } from '../puzzles/files';
import { createGameSessions, randomComputer } from './game-sessions';
import { openSaveStoreSync } from './open-save-store-sync';
import { createPuzzleService } from './puzzle-service';
import { createSaveService } from './save-service';
import type { GameUpdate } from './types';

const SHIPPED = join(import.meta.dirname, '..', '..', 'resources', 'puzzles');
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** Replays for "save as puzzle": a Clash game that began at a shipped puzzle's position. */
const clearTheWay = (
  JSON.parse(readFileSync(join(SHIPPED, 'clash', '01-clear-the-way.json'), 'utf8')) as {
    setup: unknown;
  }
).setup;
const belowZero = (
  JSON.parse(readFileSync(join(SHIPPED, 'orbs', '01-below-zero.json'), 'utf8')) as {
    setup: unknown;
  }
).setup;
/**
 * An Orbs game whose first action makes a Living Idol an Orb (12.3) under a Velk Totem: the
 * position after it carries an object that became an Orb and an ability used this turn, which
 * a plain scenario/1 setup could not state (the project's setup fields, setup-extension.ts).
 */
const IDOL_DECK = ['Gray Golem', 'Forest Bear', 'Tide Sprite', 'Gray Golem', 'Forest Bear'];
const idolGame = {
  turn: 5,
  active: 0,
  phase: 'main',
  players: [
    {
      hp: 18,
      capacity: { purple: 1, generic: 1 },
      hand: ['Gray Golem'],
      deck: IDOL_DECK,
      play: ['Velk Totem', 'Living Idol'],
    },
    { hp: 3, deck: IDOL_DECK, play: [] },
  ],
};
const replays: Record<
  string,
  { game: 'clash' | 'orbs'; options: unknown; seed: number; actions: unknown[] }
> = {
  'g-Clash-1': { game: 'clash', options: { position: clearTheWay }, seed: 1, actions: [] },
  'g-orbs-1': { game: 'orbs', options: { position: belowZero }, seed: 1, actions: [] },
  'g-orbs-2': {
    game: 'orbs',
    options: { decks: [READY_DECKS[0]!.cards.slice(), READY_DECKS[1]!.cards.slice()] },
    seed: 3,
    actions: [],
  },
  // Ids in loading order: your deck 0–4, your hand 5, the Totem 6, the Idol 7.
  'g-orbs-idol': {
    game: 'orbs',
    options: { position: idolGame },
    seed: 1,
    actions: [{ type: 'activate', card: 7, ability: 0 }],
  },
};

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-puzzles-'));
  roots.push(root);
  const store = openSaveStoreSync({ root, appVersion: '0.1.0' });
  const queue: (() => void)[] = [];
  const pushes: GameUpdate[] = [];
  const saves = createSaveService({ store, registry: gameRegistry, logError: () => undefined });
  const sessions = createGameSessions({
    registry: gameRegistry,
    observer: saves.observer,
    push: (_e, p) => pushes.push(p),
    computer: randomComputer,
    // Computer moves run when the test says so (runComputer).
    schedule: (run) => {
      queue.push(run);
      return () => {};
    },
  });
  const puzzles = createPuzzleService({
    sessions,
    registry: gameRegistry,
    progress: {
      get: () => store.getPuzzleProgress(),
      record: (k, s, m) => store.recordPuzzleAttempt(k, s, m),
    },
    push: (_e, p) => pushes.push(p),
    load: () => loadPuzzleFolder(SHIPPED),
    imported: {
      get: () => store.getImportedPuzzles(),
      add: (p) => store.addImportedPuzzle(p as never),
    },
    replay: async (id: string) => {
      const r = replays[id];
      if (!r) throw new Error(`no replay ${id}`);
      return r;
    },
  });
  const runComputer = async () => {
    for (let i = 0; i < 50 && queue.length; i++) {
      queue.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  saves.attach(sessions);
  return { root, store, saves, sessions, puzzles, pushes, runComputer };
}

describe('puzzle service', () => {
  it('lists the shipped puzzles of a game in three tiers with empty progress', async () => {
    const { puzzles } = setup();
    const list = await puzzles.list('clash');
    expect(list.problems).toEqual([]);
    expect(list.puzzles).toHaveLength(15);
    expect(new Set(list.puzzles.map((p) => p.tier))).toEqual(new Set(['learn', 'think', 'master']));
    expect(list.puzzles[0]!.progress).toEqual({ solved: false, bestMoves: null, attempts: 0 });
  });

  it('solves a puzzle step by step from the solver, then saves the progress once', async () => {
    const { puzzles, pushes, store } = setup();
    const g = await puzzles.start('clash/clear-the-way', 'page');
    expect(g.toMove).toBe(0);
    const hint = puzzles.hint(g.gameId, 'page');
    expect(hint).toEqual({
      found: true,
      words: {
        en: 'Cast Boom! at the enemy Zombie (upper lane).',
        cs: 'Sešli kartu „Bum!“ na kartu „Zombík“ (soupeřova, horní dráha).',
      },
    });
    expect((await puzzles.status(g.gameId, 'page')).status).toBe('open');
    puzzles.step(g.gameId, 'page');
    puzzles.step(g.gameId, 'page');
    expect(pushes.map((p) => p.by)).toEqual([0, 0]);
    const st = await puzzles.status(g.gameId, 'page');
    expect(st).toMatchObject({
      status: 'solved',
      movesUsed: 2,
      record: { solved: true, bestMoves: 2, attempts: 1 },
    });
    await puzzles.status(g.gameId, 'page');
    expect((await store.getPuzzleProgress()).puzzles['clash/clear-the-way']).toMatchObject({
      attempts: 1,
    });
    expect(puzzles.hint(g.gameId, 'page')).toEqual({ found: false, reason: 'over' });
    expect(
      (await puzzles.list('clash')).puzzles.find((p) => p.id === 'clear-the-way')!.progress,
    ).toEqual({ solved: true, bestMoves: 2, attempts: 1 });
  });

  it('never saves an attempt: no Resume entry, no replay, no history or statistics row', async () => {
    const { puzzles, saves, store } = setup();
    const running = await puzzles.start('clash/clear-the-way', 'page');
    await saves.flush();
    expect(await store.listGames()).toEqual([]);
    const solved = await puzzles.start('clash/clear-the-way', 'page');
    puzzles.step(solved.gameId, 'page');
    puzzles.step(solved.gameId, 'page');
    expect((await puzzles.status(solved.gameId, 'page')).status).toBe('solved');
    await saves.flush();
    expect(await store.listGames()).toEqual([]);
    expect(await store.listReplays()).toEqual([]);
    expect(await store.getHistory()).toEqual([]);
    expect((await store.getStats()).overall.played).toBe(0);
    expect(running.gameId).not.toBe(solved.gameId);
  });

  it('fails an attempt whose line misses the goal, and records it unsolved', async () => {
    const { puzzles, sessions } = setup();
    const g = await puzzles.start('clash/clear-the-way', 'page');
    expect(sessions.act(g.gameId, 0, { type: 'assault' }, 'page').ok).toBe(true);
    expect(await puzzles.status(g.gameId, 'page')).toMatchObject({
      status: 'failed',
      record: { solved: false, attempts: 1 },
    });
  });

  it('plays an every-reply survival puzzle through the computer seat', async () => {
    const { puzzles, runComputer } = setup();
    const g = await puzzles.start('orbs/defend', 'page');
    for (let i = 0; i < 10; i++) {
      const h = puzzles.step(g.gameId, 'page');
      if (!h.found && h.reason === 'over') break;
      if (!h.found) await runComputer();
    }
    expect((await puzzles.status(g.gameId, 'page')).status).toBe('solved');
  });

  it('answers not-found for another page and for an unknown puzzle', async () => {
    const { puzzles } = setup();
    const g = await puzzles.start('orbs/below-zero', 'page');
    expect(() => puzzles.hint(g.gameId, 'other-page')).toThrow(/no puzzle game/);
    await expect(puzzles.start('orbs/nope', 'page')).rejects.toThrow(/no puzzle orbs\/nope/);
  });

  it('moves a damaged progress file aside and starts again from empty', async () => {
    const { root, store } = setup();
    writeFileSync(join(root, 'puzzles.json'), '{ not json');
    expect(await store.getPuzzleProgress()).toEqual({ puzzles: {} });
    expect(readdirSync(join(root, 'damaged')).length).toBe(1);
    expect(store.problems().map((p) => p.kind)).toContain('puzzle-progress');
    await store.recordPuzzleAttempt('orbs/below-zero', true, 2);
    expect((await store.getPuzzleProgress()).puzzles['orbs/below-zero']).toMatchObject({
      solved: true,
    });
  });
});

/** A shipped puzzle's file, with a new id (the app ships the original). */
function shippedAs(
  file: string,
  id: string,
  change: (p: Record<string, unknown>) => void = () => {},
) {
  const p = JSON.parse(readFileSync(join(SHIPPED, file), 'utf8')) as Record<string, unknown>;
  p['id'] = id;
  change(p);
  return JSON.stringify(p);
}

describe('puzzle files: export and import', () => {
  it('exports a puzzle as its puzzle/1 file, and imports it back under Imported', async () => {
    const { puzzles, store } = setup();
    const file = await puzzles.exportFile('clash/clear-the-way');
    expect(file.fileName).toBe('clash-clear-the-way.puzzle.json');
    expect(JSON.parse(file.text)).toMatchObject({ format: 'puzzle/1', id: 'clear-the-way' });
    // The very same file is refused: the app ships it.
    expect(await puzzles.importText(file.text)).toEqual({
      ok: false,
      error: 'id: clear-the-way is a puzzle the app ships already',
    });
    const text = file.text.replace('"id": "clear-the-way"', '"id": "my-way"');
    const r = await puzzles.importText(text);
    expect(r).toMatchObject({ ok: true, key: 'clash/my-way', game: 'clash' });
    expect((await store.getImportedPuzzles()).puzzles).toHaveLength(1);
    const listed = (await puzzles.list('clash')).puzzles.filter((p) => p.imported);
    expect(listed.map((p) => p.key)).toEqual(['clash/my-way']);
    // Imported again: replaced, not doubled; playable and exportable like a shipped one.
    expect((await puzzles.importText(text)).ok).toBe(true);
    expect((await store.getImportedPuzzles()).puzzles).toHaveLength(1);
    const g = await puzzles.start('clash/my-way', 'page');
    expect(g.toMove).toBe(0);
    expect((await puzzles.exportFile('clash/my-way')).fileName).toBe('clash-my-way.puzzle.json');
  });

  it('refuses a bad, an unsolvable or a trivial file with the reason, and keeps nothing', async () => {
    const { puzzles, store, root } = setup();
    expect(await puzzles.importText('{ nope')).toMatchObject({ ok: false, error: /^not JSON/ });
    expect(await puzzles.importText('{"format":"puzzle/1"}')).toMatchObject({
      ok: false,
      error: 'id: missing',
    });
    const unsolvable = shippedAs('clash/01-clear-the-way.json', 'too-short', (p) => {
      p['limit'] = { moves: 1 };
    });
    expect(await puzzles.importText(unsolvable)).toMatchObject({
      ok: false,
      error: /^unsolvable: no line of at most 1 moves/,
    });
    const trivial = shippedAs('clash/01-clear-the-way.json', 'trivial', (p) => {
      p['goal'] = { kind: 'survive-next-turn' };
    });
    expect(await puzzles.importText(trivial)).toMatchObject({ ok: false, error: /^trivial: / });
    expect((await store.getImportedPuzzles()).puzzles).toEqual([]);
    expect(readdirSync(root)).not.toContain('puzzles-imported.json');
  });

  it('moves a damaged imported-puzzles file aside and lists none', async () => {
    const { root, store, puzzles } = setup();
    writeFileSync(join(root, 'puzzles-imported.json'), '{ not json');
    expect((await puzzles.list('orbs')).puzzles.filter((p) => p.imported)).toEqual([]);
    expect(readdirSync(join(root, 'damaged')).length).toBe(1);
    expect(store.problems().map((p) => p.kind)).toContain('imported-puzzles');
  });
});

describe('save as puzzle (a replay position)', () => {
  it('keeps a solvable position with the chosen goal under Imported', async () => {
    const { puzzles } = setup();
    const r = await puzzles.fromReplay({
      replayId: 'g-Clash-1',
      step: 0,
      goal: { kind: 'win-this-turn' },
      moves: 4,
    });
    expect(r).toMatchObject({ ok: true, key: 'clash/replay-gclash1-0' });
    const listed = (await puzzles.list('clash')).puzzles.find((p) => p.imported)!;
    expect(listed).toMatchObject({ goal: { kind: 'win-this-turn' }, moves: 4, tier: 'think' });
  });

  it('keeps an Orbs position too (orbsSetupOf), checked the same way', async () => {
    const { puzzles } = setup();
    const r = await puzzles.fromReplay({
      replayId: 'g-orbs-1',
      step: 0,
      goal: { kind: 'win-this-turn' },
      moves: 4,
    });
    expect(r).toMatchObject({ ok: true, key: 'orbs/replay-gorbs1-0' });
    const listed = (await puzzles.list('orbs')).puzzles.find((p) => p.imported)!;
    expect(listed).toMatchObject({ goal: { kind: 'win-this-turn' }, moves: 4, everyReply: true });
    const g = await puzzles.start(listed.key, 'page');
    expect(g.key).toBe('orbs/replay-gorbs1-0');
  });

  it('keeps an Orbs position with an object made an Orb and an ability used this turn', async () => {
    const { puzzles, store } = setup();
    const r = await puzzles.fromReplay({
      replayId: 'g-orbs-idol',
      step: 1,
      goal: { kind: 'win-by-turn', turn: 8 },
      moves: 4,
    });
    expect(r).toMatchObject({ ok: true, key: 'orbs/replay-gorbsidol-1' });
    const [kept] = (await store.getImportedPuzzles()).puzzles as unknown as {
      setup: { players: { play: unknown[] }[] };
    }[];
    expect(kept!.setup.players[0]!.play[1]).toMatchObject({
      card: 'Living Idol',
      asOrb: true,
      used: [0],
      new: true,
    });
  });

  it("refuses an unsolvable goal with the checker's reason", async () => {
    const { puzzles, store } = setup();
    const goal = { kind: 'win-this-turn' } as const;
    expect(
      await puzzles.fromReplay({ replayId: 'g-Clash-1', step: 0, goal, moves: 1 }),
    ).toMatchObject({ ok: false, error: /^unsolvable: / });
    expect(
      await puzzles.fromReplay({ replayId: 'g-orbs-2', step: 0, goal, moves: 4 }),
    ).toMatchObject({ ok: false, error: /^unsolvable: / });
    expect(
      await puzzles.fromReplay({
        replayId: 'g-orbs-1',
        step: 0,
        goal: { kind: 'keep-bastion' },
        moves: 4,
      }),
    ).toMatchObject({ ok: false, error: /keep-bastion is a Clash goal/ });
    await expect(
      puzzles.fromReplay({ replayId: 'g-Clash-1', step: 5, goal, moves: 4 }),
    ).rejects.toThrow(/has 0 steps/);
    expect((await store.getImportedPuzzles()).puzzles).toEqual([]);
  });
});
