import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
  appendFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtomicWriter, defaultAtomicWriter } from './atomic-write';
import { SaveError } from './errors';
import { DEFAULT_SETTINGS } from './kinds/settings';
import { openSaveStore, SaveStoreOptions } from './save-store';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

let root: string;
let tick = 0;
/** A clock that moves one second per call, so created/updated times differ. */
const clock = () => new Date(Date.UTC(2026, 10, 29, 12, 0, tick++));

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cardhall-saves-'));
  for (const dir of ['decks', 'drafts', 'games', 'replays']) await mkdir(join(root, dir));
  tick = 0;
});
afterEach(async () => {
  // A write that a test left landing can add a file while the folder is removed (ENOTEMPTY
  // seen once under load): retried as Node's rm allows.
  await rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

const open = (extra: Partial<SaveStoreOptions> = {}) =>
  openSaveStore({ root, appVersion: '0.1.0', now: clock, ...extra });
const read = (rel: string) => readFile(join(root, rel), 'utf8');
const ls = async (rel: string) =>
  (await readdir(join(root, rel)).catch(() => [] as string[])).sort();

async function expectSaveError(
  p: Promise<unknown> | (() => unknown),
  code: string,
): Promise<SaveError> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    expect(e).toBeInstanceOf(SaveError);
    expect((e as SaveError).code).toBe(code);
    return e as SaveError;
  }
  throw new Error(`expected SaveError ${code}`);
}

const deckInput = {
  name: 'Red Rush',
  cards: [
    { id: 'fireball', count: 2 },
    { id: 'ember-imp', count: 4 },
  ],
};

const newGame = {
  game: 'orbs' as const,
  options: { decks: ['red', 'ai-green'], variant: null },
  seed: 12345,
  mode: { kind: 'vs-ai' as const, humanSeat: 0 as const, aiLevel: 'normal' },
  seats: [{ name: 'Ann', deck: { id: 'red', name: 'Red Rush' } }, { name: 'Computer' }] as const,
};

describe('decks', () => {
  it('save, list, get, update (keeps createdAt), delete', async () => {
    const s = await open();
    const d = await s.saveDeck(deckInput);
    expect(d.cards).toEqual([
      { id: 'ember-imp', count: 4 },
      { id: 'fireball', count: 2 },
    ]);
    expect(await ls('decks')).toEqual([`${d.id}.json`]);

    const s2 = await open();
    expect(await s2.listDecks()).toEqual([d]);
    const renamed = await s2.saveDeck({ ...deckInput, id: d.id, name: 'Red Rush II' });
    expect(renamed.createdAt).toBe(d.createdAt);
    expect(renamed.updatedAt > d.updatedAt).toBe(true);
    expect((await s2.getDeck(d.id)).name).toBe('Red Rush II');

    await s2.deleteDeck(d.id);
    expect(await s2.listDecks()).toEqual([]);
    await expectSaveError(s2.getDeck(d.id), 'not-found');
    expect(s2.problems()).toEqual([]);
  });

  it('refuses invalid decks and writes nothing', async () => {
    const s = await open();
    const bad: unknown[] = [
      { name: '', cards: [] },
      { name: '   ', cards: [] },
      { name: 'x', cards: [{ id: 'a', count: 0 }] },
      {
        name: 'x',
        cards: [
          { id: 'a', count: 1 },
          { id: 'a', count: 2 },
        ],
      },
      { name: 'x', cards: [{ id: '../../etc', count: 1 }] },
      { id: '../escape', name: 'x', cards: [] },
      { name: 'x' },
      'deck',
      null,
    ];
    for (const input of bad) await expectSaveError(() => s.saveDeck(input), 'invalid-input');
    await expectSaveError(() => s.getDeck('../settings'), 'invalid-input');
    // Bad input is a rejected promise, never a synchronous throw (IPC handlers just await).
    await expect(s.saveDeck(null)).rejects.toBeInstanceOf(SaveError);
    await expect(s.appendAction('../x', undefined)).rejects.toBeInstanceOf(SaveError);
    expect(await ls('decks')).toEqual([]);
  });
});

describe('damaged files', () => {
  it('are moved aside and reported; the other files still load', async () => {
    const s = await open();
    const good = await s.saveDeck(deckInput);
    const goodText = await read(`decks/${good.id}.json`);
    const replayEnvelope = JSON.stringify({
      kind: 'replay',
      schemaVersion: 1,
      savedAt: '',
      appVersion: '',
      data: {},
    });
    const badDeck = JSON.parse(goodText);
    badDeck.data.cards[0].count = -1;
    const bad: Record<string, string> = {
      corrupt: '{ "kind": "orbs-deck", oops',
      empty: '',
      truncated: goodText.slice(0, Math.floor(goodText.length / 2)),
      'wrong-type': '[1, 2, 3]',
      'wrong-kind': replayEnvelope,
      schema: JSON.stringify(badDeck),
    };
    for (const [name, text] of Object.entries(bad))
      await writeFile(join(root, 'decks', `${name}.json`), text);
    await mkdir(join(root, 'decks', 'a-folder.json')); // not a file: reported as not-a-file (issue #32 item 9)

    const s2 = await open();
    expect((await s2.listDecks()).map((d) => d.id)).toEqual([good.id]);
    const problems = s2.problems();
    const byFile = Object.fromEntries(problems.map((p) => [p.file, p]));
    expect(byFile['decks/corrupt.json']!.reason).toBe('bad-json');
    expect(byFile['decks/empty.json']!.reason).toBe('empty');
    expect(byFile['decks/truncated.json']!.reason).toBe('bad-json');
    expect(byFile['decks/wrong-type.json']!.reason).toBe('not-a-document');
    expect(byFile['decks/wrong-kind.json']!.reason).toBe('wrong-kind');
    expect(byFile['decks/schema.json']!.reason).toBe('invalid-data');
    expect(byFile['decks/a-folder.json']!.reason).toBe('not-a-file');
    expect(problems).toHaveLength(7);

    // Each bad file now lives under damaged/decks/ with its content intact.
    for (const p of problems) {
      expect(p.kind).toBe('orbs-deck');
      expect(p.movedTo).toMatch(/^damaged\/decks\/.+\.damaged-2026-11-29T12-00-\d\d-000Z\.json$/);
      const name = p.file.slice('decks/'.length, -'.json'.length);
      if (name !== 'a-folder') expect(await read(p.movedTo!)).toBe(bad[name]);
    }
    expect(await ls('decks')).toEqual([`${good.id}.json`]);

    // The rest keeps working: listing again finds nothing new; a bad file's name can be reused.
    s2.clearProblems();
    expect((await s2.listDecks()).map((d) => d.id)).toEqual([good.id]);
    expect(s2.problems()).toEqual([]);
    await s2.saveDeck({ ...deckInput, id: 'corrupt' });
    expect((await s2.getDeck('corrupt')).name).toBe('Red Rush');
  });

  it('getting a damaged file reports it and throws "damaged"', async () => {
    await writeFile(join(root, 'decks', 'x.json'), 'nonsense');
    const s = await open();
    await expectSaveError(s.getDeck('x'), 'damaged');
    expect(s.problems()).toMatchObject([{ file: 'decks/x.json', reason: 'bad-json' }]);
  });

  it('a damaged settings file gives the defaults and is moved aside', async () => {
    await writeFile(join(root, 'settings.json'), '{"kind":"settings","schemaVersion":2,"data":');
    const s = await open();
    expect(await s.getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(s.problems()).toMatchObject([
      {
        file: 'settings.json',
        reason: 'bad-json',
        movedTo: expect.stringMatching(/^damaged\/settings\.damaged-/),
      },
    ]);
    expect((await s.updateSettings({ language: 'cs' })).language).toBe('cs');
  });
});

describe('files from a newer Cardhall', () => {
  it('are reported, not loaded, and never overwritten or deleted', async () => {
    await copyFile(join(FIXTURES, 'deck-v3-future.json'), join(root, 'decks', 'future.json'));
    const before = await read('decks/future.json');

    // A store that has not listed yet still refuses (it peeks before the first write).
    const fresh = await open();
    const err = await expectSaveError(
      fresh.saveDeck({ ...deckInput, id: 'future' }),
      'newer-version',
    );
    expect(err.message).toMatch(/newer version of Cardhall/);
    await expectSaveError(fresh.deleteDeck('future'), 'newer-version');

    const s = await open();
    expect(await s.listDecks()).toEqual([]);
    expect(s.problems()).toEqual([
      expect.objectContaining({
        file: 'decks/future.json',
        reason: 'newer-version',
        movedTo: null,
        detail: expect.stringMatching(/newer version of Cardhall \(2\.0\.0/),
      }),
    ]);
    await expectSaveError(s.getDeck('future'), 'newer-version');
    await expectSaveError(s.saveDeck({ ...deckInput, id: 'future' }), 'newer-version');
    expect(await read('decks/future.json')).toBe(before);
    expect(await ls('damaged')).toEqual([]);
  });

  it('newer settings: defaults are used, updates refused, file untouched', async () => {
    const text = JSON.stringify({
      kind: 'settings',
      schemaVersion: 9,
      savedAt: '',
      appVersion: '3.0.0',
      data: { language: 'cs' },
    });
    await writeFile(join(root, 'settings.json'), text);
    const s = await open();
    expect(await s.getSettings()).toEqual(DEFAULT_SETTINGS);
    await expectSaveError(s.updateSettings({ language: 'en' }), 'newer-version');
    await expectSaveError(s.resetSettings(), 'newer-version');
    expect(await read('settings.json')).toBe(text);
    expect(s.problems()).toMatchObject([{ reason: 'newer-version' }]);
  });

  it('a newer game is not resumed and gets no actions appended', async () => {
    const text = JSON.stringify({
      kind: 'game-in-progress',
      schemaVersion: 5,
      savedAt: '',
      appVersion: '4.0.0',
      data: {},
    });
    await writeFile(join(root, 'games', 'g.json'), text);
    const s = await open();
    expect(await s.listGames()).toEqual([]);
    await expectSaveError(s.appendAction('g', { x: 1 }), 'newer-version');
    await expectSaveError(s.abandonGame('g'), 'newer-version');
    expect(await ls('games')).toEqual(['g.json']);
  });
});

describe('migration from the v1 fixtures', () => {
  it('reads a v1 deck as v2 and rewrites it as v2 only when saved', async () => {
    await copyFile(join(FIXTURES, 'deck-v1.json'), join(root, 'decks', 'old.json'));
    const original = await read('decks/old.json');
    const s = await open();
    const deck = await s.getDeck('old');
    expect(deck).toEqual({
      id: 'old',
      name: 'Red Rush',
      cards: [
        { id: 'ember-imp', count: 4 },
        { id: 'fireball', count: 2 },
        { id: 'stone-knight', count: 1 },
      ],
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
    });
    expect(s.problems()).toEqual([]);
    // Loading does not rewrite (an older Cardhall can still read it after a downgrade).
    expect(await read('decks/old.json')).toBe(original);
    await s.saveDeck({ id: 'old', name: deck.name, cards: deck.cards });
    const onDisk = JSON.parse(await read('decks/old.json'));
    expect(onDisk).toMatchObject({
      kind: 'orbs-deck',
      schemaVersion: 2,
      appVersion: '0.1.0',
      data: { createdAt: '2026-06-01T10:00:00.000Z' },
    });
  });

  it('reads v1 settings as v2', async () => {
    await copyFile(join(FIXTURES, 'settings-v1.json'), join(root, 'settings.json'));
    const s = await open();
    expect(await s.getSettings()).toEqual({
      language: 'cs',
      animationSpeed: 'fast',
      reducedMotion: 'system',
      masterVolume: 0.8,
      soundVolume: 0.35,
      musicVolume: 0,
      muted: false,
      fullscreen: true,
      textScale: 1,
      firstGameOffered: false,
      takeBacks: 'computer',
    });
    expect(s.problems()).toEqual([]);
  });

  it('v1 settings with invalid fields keep the valid ones and report the reset ones', async () => {
    await copyFile(join(FIXTURES, 'settings-v1-partly-invalid.json'), join(root, 'settings.json'));
    const s = await open();
    expect(await s.getSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      animationSpeed: 'slow',
      musicVolume: 0.4,
    });
    const [p] = s.problems();
    expect(p).toMatchObject({ file: 'settings.json', reason: 'fields-reset', movedTo: null });
    expect(p!.detail).toMatch(/language/);
    expect(p!.detail).toMatch(/soundVolume/);
    expect(p!.detail).toMatch(/fullscreen/);
    expect(await ls('')).toContain('settings.json');
  });
});

describe('settings', () => {
  it('defaults when there is no file, without writing one', async () => {
    const s = await open();
    expect(await s.getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await ls('')).not.toContain('settings.json');
  });

  it('updates merge, persist, and invalid updates change nothing', async () => {
    const s = await open();
    expect(await s.updateSettings({ language: 'cs', soundVolume: 0.25 })).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'cs',
      soundVolume: 0.25,
    });
    await s.updateSettings({ textScale: 1.25 });
    const before = await read('settings.json');
    for (const bad of [
      { soundVolume: 1.5 },
      { language: 'de' },
      { theme: 'dark' },
      { textScale: '2' },
      null,
      'cs',
    ]) {
      await expectSaveError(() => s.updateSettings(bad), 'invalid-input');
    }
    expect(await read('settings.json')).toBe(before);
    const s2 = await open();
    expect(await s2.getSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'cs',
      soundVolume: 0.25,
      textScale: 1.25,
    });
    expect(await s2.resetSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('a v2 file written before the master level and mute existed loads with their defaults, silently', async () => {
    await copyFile(
      join(FIXTURES, 'settings-v2-before-sound-levels.json'),
      join(root, 'settings.json'),
    );
    const s = await open();
    expect(await s.getSettings()).toEqual({
      language: 'cs',
      animationSpeed: 'fast',
      reducedMotion: 'on',
      masterVolume: DEFAULT_SETTINGS.masterVolume,
      soundVolume: 0.4,
      musicVolume: 0.2,
      muted: DEFAULT_SETTINGS.muted,
      fullscreen: false,
      textScale: 1.25,
      firstGameOffered: false,
      takeBacks: 'computer',
    });
    expect(s.problems()).toEqual([]);
  });

  it('master level, mute and fullscreen round-trip through the file, next to the older fields', async () => {
    await copyFile(
      join(FIXTURES, 'settings-v2-before-sound-levels.json'),
      join(root, 'settings.json'),
    );
    const s = await open();
    await s.updateSettings({ masterVolume: 0.35, muted: true, fullscreen: true });
    await s.flush();
    const onDisk = JSON.parse(await read('settings.json'));
    expect(onDisk).toMatchObject({
      kind: 'settings',
      schemaVersion: 2,
      data: { masterVolume: 0.35, muted: true, fullscreen: true, soundVolume: 0.4 },
    });
    const again = await (await open()).getSettings();
    expect(again).toMatchObject({
      language: 'cs',
      masterVolume: 0.35,
      soundVolume: 0.4,
      musicVolume: 0.2,
      muted: true,
      fullscreen: true,
    });
    for (const bad of [
      { masterVolume: -0.1 },
      { masterVolume: '1' },
      { muted: 'yes' },
      { fullscreen: 1 },
    ]) {
      await expectSaveError(() => s.updateSettings(bad), 'invalid-input');
    }
    expect(await (await open()).getSettings()).toEqual(again);
  });

  it('concurrent updates of different fields are all kept (one queue per file)', async () => {
    const s = await open();
    await Promise.all([
      s.updateSettings({ language: 'en' }),
      s.updateSettings({ musicVolume: 0.1 }),
      s.updateSettings({ fullscreen: true }),
      s.updateSettings({ reducedMotion: 'on' }),
    ]);
    expect(await (await open()).getSettings()).toMatchObject({
      language: 'en',
      musicVolume: 0.1,
      fullscreen: true,
      reducedMotion: 'on',
    });
  });
});

describe('games in progress', () => {
  it('append actions, then list and resume them from a new store', async () => {
    const s = await open({ compactEvery: 4 });
    const g = await s.startGame(newGame);
    expect(g.actions).toEqual([]);
    for (let i = 0; i < 10; i++)
      expect(await s.appendAction(g.id, { type: 'play', card: i }, i)).toBe(i + 1);
    // Compacted twice (at 4 and 8): the journal holds only actions 8 and 9.
    expect((await read(`games/${g.id}.actions.jsonl`)).trim().split('\n')).toHaveLength(2);

    const s2 = await open();
    const [resumed, ...others] = await s2.listGames();
    expect(others).toEqual([]);
    expect(resumed).toMatchObject({
      id: g.id,
      game: 'orbs',
      seed: 12345,
      options: newGame.options,
      mode: newGame.mode,
    });
    expect(resumed!.actions).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ type: 'play', card: i })),
    );
    expect(await s2.appendAction(g.id, { type: 'end-turn' }, 10)).toBe(11);
    expect((await (await open()).getGame(g.id)).actions).toHaveLength(11);
  });

  it('refuses out-of-sequence and non-JSON actions, unknown games and duplicate ids', async () => {
    const s = await open();
    const g = await s.startGame({ ...newGame, id: 'g1' });
    await s.appendAction('g1', { a: 1 }, 0);
    await expectSaveError(s.appendAction('g1', { a: 1 }, 0), 'out-of-sequence');
    // eslint-disable-next-line no-sparse-arrays -- a hole is one of the bad inputs under test
    for (const bad of [undefined, () => 1, Number.NaN, { x: undefined }, new Date(), [1, , 3]]) {
      await expectSaveError(() => s.appendAction('g1', bad), 'invalid-input');
    }
    await expectSaveError(s.appendAction('nope', {}), 'not-found');
    await expectSaveError(() => s.appendAction('../x', {}), 'invalid-input');
    await expectSaveError(s.startGame({ ...newGame, id: 'g1' }), 'invalid-input');
    await expectSaveError(() => s.startGame({ ...newGame, seed: -1 }), 'invalid-input');
    await expectSaveError(() => s.startGame({ ...newGame, game: 'chess' }), 'invalid-input');
    expect((await s.getGame(g.id)).actions).toEqual([{ a: 1 }]);
  });

  it('a torn journal line (crash mid-append) is dropped, reported, and the game goes on', async () => {
    const s = await open({ compactEvery: 100 });
    const g = await s.startGame(newGame);
    for (let i = 0; i < 5; i++) await s.appendAction(g.id, { n: i });
    await appendFile(join(root, 'games', `${g.id}.actions.jsonl`), '1a2b3c4d {"i":5,"a":{"n"');

    const s2 = await open();
    const resumed = await s2.getGame(g.id);
    expect(resumed.actions).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    expect(s2.problems()).toMatchObject([
      {
        file: `games/${g.id}.actions.jsonl`,
        reason: 'journal-repaired',
        movedTo: expect.stringMatching(/^damaged\/games\//),
      },
    ]);
    expect(await s2.appendAction(g.id, { n: 5 }, 5)).toBe(6);
    const s3 = await open();
    expect((await s3.getGame(g.id)).actions).toEqual([0, 1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(s3.problems()).toEqual([]);
  });

  it('a damaged game header is moved aside with its journal', async () => {
    const s = await open();
    const g = await s.startGame(newGame);
    await s.appendAction(g.id, { n: 0 });
    await writeFile(join(root, 'games', `${g.id}.json`), '{"kind":"game-in-progress",');
    const s2 = await open();
    expect(await s2.listGames()).toEqual([]);
    expect(await ls('games')).toEqual([]);
    expect((await ls('damaged/games')).length).toBe(2);
    expect(s2.problems()).toMatchObject([{ reason: 'bad-json' }]);
  });

  it('after a failed append the next one starts from a rewritten game file', async () => {
    const s = await open({ compactEvery: 100 });
    const g = await s.startGame(newGame);
    await s.appendAction(g.id, { n: 0 });
    const journal = join(root, 'games', `${g.id}.actions.jsonl`);
    await rm(journal);
    await mkdir(journal); // appending now fails (EISDIR)
    await expectSaveError(s.appendAction(g.id, { n: 1 }), 'io');
    await rm(journal, { recursive: true });
    expect(await s.appendAction(g.id, { n: 1 }, 1)).toBe(2);
    // Action 0 (whose journal line was lost with the folder) came back from the rewritten header.
    expect((await (await open()).getGame(g.id)).actions).toEqual([{ n: 0 }, { n: 1 }]);
  });

  it('abandon deletes the game', async () => {
    const s = await open();
    const g = await s.startGame(newGame);
    await s.appendAction(g.id, { n: 0 });
    await s.abandonGame(g.id);
    expect(await ls('games')).toEqual([]);
    expect(await s.listGames()).toEqual([]);
  });
});

describe('finished games, replays and history', () => {
  it('finishing writes a replay and a history entry and removes the game', async () => {
    const s = await open();
    const g = await s.startGame(newGame);
    await s.appendAction(g.id, { n: 0 });
    await s.appendAction(g.id, { n: 1 });
    const replay = await s.finishGame(g.id, { winner: 0, reason: 'hp-zero' });
    expect(replay).toMatchObject({
      id: g.id,
      game: 'orbs',
      seed: 12345,
      actions: [{ n: 0 }, { n: 1 }],
      result: { winner: 0, reason: 'hp-zero' },
    });
    expect(await ls('games')).toEqual([]);

    const h = await open({ compactEvery: 2 });
    const h2 = await h.startGame({
      ...newGame,
      mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'hard' },
    });
    for (let i = 0; i < 3; i++) await h.appendAction(h2.id, { n: i });
    await h.finishGame(h2.id, { winner: 1 });

    const s2 = await open();
    const summaries = await s2.listReplays();
    expect(summaries.map((r) => [r.id, r.actionCount])).toEqual([
      [h2.id, 3],
      [g.id, 2],
    ]);
    expect('actions' in summaries[0]!).toBe(false);
    expect((await s2.getReplay(g.id)).actions).toEqual([{ n: 0 }, { n: 1 }]);
    expect((await s2.getHistory()).map((e) => e.id)).toEqual([h2.id, g.id]);
    const stats = await s2.getStats();
    expect(stats.overall).toMatchObject({ played: 2, wins: 1, losses: 1 });
    expect(stats.byOpponent['ai:hard']).toMatchObject({ played: 1, wins: 0 });
    expect(stats.byDeck.red).toMatchObject({
      played: 2,
      wins: 1,
      winRate: 0.5,
      deckName: 'Red Rush',
    });

    // Deleting a replay keeps the statistics.
    await s2.deleteReplay(g.id);
    expect((await s2.getStats()).overall.played).toBe(2);
    await expectSaveError(s2.finishGame(g.id, { winner: 0 }), 'not-found');
    await expectSaveError(() => s2.finishGame(h2.id, { winner: 2 }), 'invalid-input');
  });

  it('a history.json from a newer Cardhall is left alone; games still finish', async () => {
    const text = JSON.stringify({
      kind: 'match-history',
      schemaVersion: 7,
      savedAt: '',
      appVersion: '5.0.0',
      data: {},
    });
    await writeFile(join(root, 'history.json'), text);
    const s = await open();
    const g = await s.startGame(newGame);
    await s.finishGame(g.id, { winner: 0 });
    expect(await ls('replays')).toEqual([`${g.id}.json`]);
    expect(await ls('games')).toEqual([]);
    expect(await read('history.json')).toBe(text);
    expect(await s.getHistory()).toEqual([]);
    expect(s.problems()).toMatchObject([{ file: 'history.json', reason: 'newer-version' }]);
  });

  it('a damaged history is rebuilt from the replays', async () => {
    const s = await open();
    for (const winner of [0, 1, 0] as const) {
      const g = await s.startGame(newGame);
      await s.finishGame(g.id, { winner });
    }
    await writeFile(join(root, 'history.json'), '');
    const s2 = await open();
    expect(await s2.getHistory()).toHaveLength(3);
    expect((await s2.getStats()).overall).toMatchObject({ played: 3, wins: 2 });
    expect(s2.problems()).toMatchObject([{ file: 'history.json', reason: 'empty' }]);
    expect(JSON.parse(await read('history.json')).data.entries).toHaveLength(3);
  });
});

describe('drafts', () => {
  it('save a Clash draft and play it again', async () => {
    const s = await open();
    const draft = await s.saveDraft({
      options: { pool: 'initiation' },
      seed: 99,
      actions: [{ pick: 'troll' }, { pick: 'parasite' }],
      pool: ['troll', 'parasite', 'ogre', 'wisp'],
      picks: [['troll'], ['parasite']],
      firstPicker: 0,
    });
    const s2 = await open();
    expect(await s2.listDrafts()).toEqual([draft]);
    const again = await s2.startGame({
      game: 'clash',
      options: draft.options,
      seed: draft.seed,
      actions: draft.actions,
      draftId: draft.id,
      mode: { kind: 'hotseat' },
      seats: [{ name: 'Ann' }, { name: 'Bob' }],
    });
    expect(again.actions).toEqual(draft.actions);
    expect(await s2.appendAction(again.id, { pick: 'ogre' }, 2)).toBe(3);
    await expectSaveError(() => s2.saveDraft({ ...draft, firstPicker: 2 }), 'invalid-input');
    await s2.deleteDraft(draft.id);
    expect(await s2.listDrafts()).toEqual([]);
  });
});

describe('the disk misbehaving', () => {
  it('transient EPERM on rename (Windows) is retried transparently', async () => {
    let failures = 0;
    const flaky: AtomicWriter = async (file, text) => {
      if (failures++ % 3 < 2)
        throw Object.assign(new Error('EPERM: operation not permitted, rename'), { code: 'EPERM' });
      await defaultAtomicWriter(file, text);
    };
    const s = await open({ writer: flaky });
    const d = await s.saveDeck(deckInput);
    expect((await (await open()).getDeck(d.id)).name).toBe('Red Rush');
  });

  it('a persistent failure is an "io" error and leaves the old file', async () => {
    const s = await open();
    const d = await s.saveDeck(deckInput);
    const before = await read(`decks/${d.id}.json`);
    const full: AtomicWriter = async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    const s2 = await open({ writer: full });
    await expectSaveError(s2.saveDeck({ ...deckInput, id: d.id, name: 'Changed' }), 'io');
    expect(await read(`decks/${d.id}.json`)).toBe(before);
  });

  it('opening removes temp files left by an interrupted write', async () => {
    await writeFile(join(root, 'decks', 'abc.json.3735928559'), '{"half":');
    await writeFile(join(root, 'settings.json.12'), '');
    await open();
    expect(await ls('decks')).toEqual([]);
    expect(await ls('')).not.toContain('settings.json.12');
  });
});
