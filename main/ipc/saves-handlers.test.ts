/**
 * The save channels end to end through dispatch (validation → handlers → save service →
 * files in a temp folder), built by createServices exactly as the app and the browser host
 * build them: bad payloads get a typed error and change nothing; good ones reach the disk.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../shell/compose';
import { countingRules } from '../engine/testing/counting-game';
import { randomComputer } from '../services/game-sessions';
import type { IpcResult } from './contract';
import { testAppInfoWith } from './fixtures/app-info';
import { openedServices, value } from '../shell/fixtures/opened-services';

const opened = openedServices('dispose');

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'cardhall-saves-ipc-'));
  const services = createServices({
    dataDir: dir,
    registry: { orbs: countingRules },
    appInfo: testAppInfoWith({ platform: 'test' }),
    push: () => undefined,
    computerDelayMs: 0,
    computer: randomComputer, // the toy counting game is not one the AI knows
  });
  opened.push({ dir, services });
  return { dir, services, dispatch: services.dispatch };
}

function expectError(r: IpcResult<unknown>, code: string, ruleCode?: string) {
  expect(r.ok, JSON.stringify(r)).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    if (ruleCode !== undefined) expect(r.error.ruleCode).toBe(ruleCode);
  }
}

describe('save channels', () => {
  it('refuse bad payloads with bad-request, before anything is read or written', async () => {
    const { dispatch, dir } = setup();
    const bad: [string, unknown][] = [
      ['replay.view', { replayId: '../settings', step: 0, player: 0 }],
      ['replay.view', { replayId: 'r1', step: -1, player: 0 }],
      ['replay.view', { replayId: 'r1', step: 1.5, player: 0 }],
      ['replay.view', { replayId: 'r1', step: 0, player: 2 }],
      ['replay.view', { replayId: 'r1', step: 0, player: 0, extra: true }],
      ['replays.open', {}],
      ['games.resume', { saveId: 5 }],
      ['games.resume', { saveId: 'a/b' }],
      ['games.abandon', null],
      ['settings.update', { language: 'de' }],
      ['settings.update', { soundVolume: 2 }],
      ['settings.update', { volume: 1 }],
      ['settings.update', 'cs'],
      ['drafts.save', { gameId: 'g-1', name: 'x'.repeat(61) }],
      ['drafts.play', { draftId: 'd1', seats: [{ kind: 'human' }] }],
      [
        'drafts.play',
        { draftId: 'd1', seats: [{ kind: 'human' }, { kind: 'computer', level: 'godlike' }] },
      ],
      ['history.get', { please: 1 }],
      ['saves.problems', 42],
    ];
    for (const [channel, arg] of bad) expectError(await dispatch(channel, arg), 'bad-request');
    expect(existsSync(join(dir, 'settings.json'))).toBe(false);
  });

  it('keep settings on disk: update answers the full settings, get reads them back', async () => {
    const { dispatch, dir } = setup();
    expect(value<{ language: string }>(await dispatch('settings.get', undefined)).language).toBe(
      'system',
    );
    const updated = value<Record<string, unknown>>(
      await dispatch('settings.update', { language: 'cs', textScale: 1.25, reducedMotion: 'on' }),
    );
    expect(updated).toMatchObject({
      language: 'cs',
      textScale: 1.25,
      reducedMotion: 'on',
      soundVolume: 0.8,
    });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).data).toMatchObject({
      language: 'cs',
      textScale: 1.25,
    });
    expect(value(await dispatch('settings.get', {}))).toEqual(updated);
  });

  it('answer game.act only once the action is saved, and finish the game into replay + history', async () => {
    const { dispatch, services, dir } = setup();
    const { gameId } = value<{ gameId: string }>(
      await dispatch('game.start', {
        game: 'orbs',
        options: { target: 4 },
        seed: 3,
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    );
    value(await dispatch('game.act', { gameId, player: 0, action: { add: 2 } }));
    // No flush, and straight from the file (not through the store's queue): the answer
    // itself means the action is in the game's journal on disk.
    const journal = readFileSync(join(dir, 'games', `${gameId}.actions.jsonl`), 'utf8');
    expect(journal.trim().split('\n')).toHaveLength(1);
    expect(journal).toContain('"add":2');
    const saved = value<{ games: { saveId: string; turn: number | null }[] }>(
      await dispatch('games.saved', undefined),
    );
    expect(saved.games.map((g) => g.saveId)).toEqual([gameId]);

    value(await dispatch('game.act', { gameId, player: 1, action: { add: 1 } }));
    value(await dispatch('game.act', { gameId, player: 0, action: { add: 2 } })); // reaches 4: game over
    await services.saves.flush();
    expect(value<{ games: unknown[] }>(await dispatch('games.saved', undefined)).games).toEqual([]);
    const replays = value<{ replays: { id: string; actionCount: number }[] }>(
      await dispatch('replays.list', undefined),
    ).replays;
    expect(replays.map((r) => [r.id, r.actionCount])).toEqual([[gameId, 3]]);
    const index = value<{ total: number }>(await dispatch('replays.open', { replayId: gameId }));
    expect(index.total).toBe(3);
    const step = value<{ step: number; view: { totals: number[] }; events: unknown[] }>(
      await dispatch('replay.view', { replayId: gameId, step: 2, player: 1 }),
    );
    expect(step.view.totals).toEqual([2, 1]);
    expect(step.events).toHaveLength(1);
    const history = value<{
      entries: { winner: unknown }[];
      stats: { overall: { played: number } };
    }>(await dispatch('history.get', undefined));
    expect(history.entries.map((e) => e.winner)).toEqual([0]);
    expect(history.stats.overall.played).toBe(1);
  });

  it('answer a missing save with not-found and a newer-version file with a save error, leaving it untouched', async () => {
    const { dispatch, dir } = setup();
    expectError(await dispatch('games.resume', { saveId: 'nothing-here' }), 'not-found');
    const future = JSON.stringify({
      kind: 'replay',
      schemaVersion: 9,
      savedAt: '2030-01-01T00:00:00.000Z',
      appVersion: '9.0.0',
      data: {},
    });
    writeFileSync(join(dir, 'replays', 'future.json'), future);
    expectError(await dispatch('replays.open', { replayId: 'future' }), 'save', 'newer-version');
    expectError(await dispatch('replays.delete', { replayId: 'future' }), 'save', 'newer-version');
    expect(readFileSync(join(dir, 'replays', 'future.json'), 'utf8')).toBe(future);
    const { problems } = value<{ problems: { file: string; reason: string }[] }>(
      await dispatch('saves.problems', undefined),
    );
    expect(problems).toEqual([
      expect.objectContaining({ file: 'replays/future.json', reason: 'newer-version' }),
    ]);
  });

  it('list damaged files once checked, and forget them when dismissed', async () => {
    const { dispatch, dir } = setup();
    writeFileSync(join(dir, 'games', 'torn.json'), '\u0000\u0001 not a save');
    const first = value<{ problems: { file: string; movedTo: string | null }[] }>(
      await dispatch('saves.problems', undefined),
    );
    expect(first.problems).toEqual([expect.objectContaining({ file: 'games/torn.json' })]);
    expect(existsSync(join(dir, 'games', 'torn.json'))).toBe(false);
    expect(existsSync(join(dir, first.problems[0]!.movedTo!))).toBe(true);
    value(await dispatch('saves.dismissProblems', undefined));
    expect(
      value<{ problems: unknown[] }>(await dispatch('saves.problems', undefined)).problems,
    ).toEqual([]);
  });
});
