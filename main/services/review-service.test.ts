/**
 * Review and hints end to end through dispatch, built by createServices as the app and the
 * browser host build them: a Clash game against the computer with a hint asked, then its
 * review in the worker threads (progress pushed, result saved), then the saved review
 * answered at once; the history entry counts the hint.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../shell/compose';
import { randomComputer } from './game-sessions';
import { gameRegistry } from '../games/registry';
import type {
  PlayerView,
  ReviewStartResult,
  HintResult,
  ReviewDone,
  HistoryResult,
} from '../ipc/contract';
import { testAppInfoWith } from '../ipc/fixtures/app-info';
import { openedServices, value } from '../shell/fixtures/opened-services';

const opened = openedServices();

describe('review and hint channels', () => {
  it('hint in a game against the computer, then a saved review of that game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardhall-review-'));
    const pushes: { event: string; payload: unknown }[] = [];
    const waiters: (() => void)[] = [];
    const services = createServices({
      dataDir: dir,
      registry: gameRegistry,
      appInfo: testAppInfoWith({ platform: 'test' }),
      push: (event, payload) => {
        pushes.push({ event, payload });
        for (const w of waiters.splice(0)) w();
      },
      computerDelayMs: 0,
      computer: randomComputer,
    });
    opened.push({ dir, services });
    const d = services.dispatch;
    const next = () => new Promise<void>((r) => waiters.push(r));
    const started = value<{ gameId: string }>(
      await d('game.start', {
        game: 'clash',
        options: { mode: 'draft', pool: 'initiation' },
        seed: 21,
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }],
      }),
    );
    const gameId = started.gameId;
    let hinted = 0;
    for (let guard = 0; guard < 2000; guard++) {
      const v = value<PlayerView>(await d('game.view', { gameId, player: 0 }));
      if (v.outcome !== null) break;
      if (!v.legalActions) {
        await Promise.race([next(), new Promise((r) => setTimeout(r, 20))]);
        continue;
      }
      if (hinted < 2) {
        const h = value<HintResult>(await d('hint.get', { gameId, player: 0 }));
        expect(v.legalActions.map((a) => JSON.stringify(a))).toContain(JSON.stringify(h.action));
        hinted++;
        expect(h.hints).toBe(hinted);
        // How long it took is the benchmark's business (docs/benchmarks.md), not a test's.
        expect(Number.isFinite(h.elapsedMs)).toBe(true);
      }
      // The human plays the last legal action (often an assault: games stay short).
      value(await d('game.act', { gameId, player: 0, action: v.legalActions.at(-1) }));
    }
    // Not the computer's seat, and not in a running game that is not one's decision.
    const refused = await d('hint.get', { gameId: 'nope', player: 0 });
    expect(refused.ok).toBe(false);

    // A finished game with its replay saved can be reviewed; an unknown id cannot.
    expect(value(await d('review.available', { replayId: gameId }))).toEqual({ available: true });
    expect(value(await d('review.available', { replayId: 'nope' }))).toEqual({ available: false });

    const first = value<ReviewStartResult>(
      await d('review.start', { replayId: gameId, mode: 'full' }),
    );
    expect(first.status).toBe('running');
    while (!pushes.some((p) => p.event === 'review.done' || p.event === 'review.failed'))
      await next();
    const failed = pushes.find((p) => p.event === 'review.failed');
    expect(failed, JSON.stringify(failed?.payload)).toBeUndefined();
    expect(pushes.some((p) => p.event === 'review.progress')).toBe(true);
    const done = pushes.find((p) => p.event === 'review.done')!.payload as ReviewDone;
    expect(done.result.players).toEqual([0]);
    expect(done.result.decisions.length).toBeGreaterThan(0);
    expect(existsSync(join(dir, 'reviews', `${gameId}.json`))).toBe(true);

    const again = value<ReviewStartResult>(
      await d('review.start', { replayId: gameId, mode: 'full' }),
    );
    expect(again.status).toBe('done');
    if (again.status === 'done') expect(again.result.curve).toEqual(done.result.curve);

    const history = value<HistoryResult>(await d('history.get', undefined));
    expect(history.entries[0]!.hints).toBe(2);

    // Bad payloads never reach the service.
    for (const [ch, arg] of [
      ['review.start', { replayId: gameId, mode: 'cheat' }],
      ['review.start', { replayId: '../x', mode: 'full' }],
      ['hint.get', { gameId, player: 3 }],
      ['review.cancel', {}],
    ] as const) {
      const r = await d(ch, arg);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-request');
    }
    value(await d('replays.delete', { replayId: gameId }));
    expect(existsSync(join(dir, 'reviews', `${gameId}.json`))).toBe(false);
    expect(value(await d('review.available', { replayId: gameId }))).toEqual({ available: false });
  }, 120_000);

  it('a computer-against-computer game has no replay: not offered for review', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardhall-review-'));
    const services = createServices({
      dataDir: dir,
      registry: gameRegistry,
      appInfo: testAppInfoWith({ platform: 'test' }),
      push: () => undefined,
      computerDelayMs: 0,
      computer: randomComputer,
    });
    opened.push({ dir, services });
    const d = services.dispatch;
    const { gameId } = value<{ gameId: string }>(
      await d('game.start', {
        game: 'clash',
        options: { mode: 'draft', pool: 'initiation' },
        seed: 22,
        seats: [
          { kind: 'computer', level: 'easy' },
          { kind: 'computer', level: 'easy' },
        ],
      }),
    );
    // Nobody's view can be asked for in a game of two computers (and nothing is pushed): the
    // session says when it is over.
    for (let guard = 0; guard < 2000 && services.sessions.outcome(gameId) === null; guard++)
      await new Promise((r) => setTimeout(r, 10));
    expect(services.sessions.outcome(gameId)).not.toBeNull();
    expect(value(await d('review.available', { replayId: gameId }))).toEqual({ available: false });
  }, 60_000);
});
