/**
 * The gauntlet through the real services (shell/compose.ts): a run's games are ordinary saved
 * games, their results land in the run, and the run goes on after the app is opened again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../shell/compose';
import { gameRegistry } from '../games/registry';
import { ORBS_LADDER } from '../gauntlet/run';
import { randomComputer } from './game-sessions';
import type { IpcResult } from '../ipc/contract';
import { testAppInfo } from '../ipc/fixtures/app-info';

const ctx = { conn: 'page-1' };
const open: Services[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of open.splice(0)) await s.shutdown({ timeoutMs: 2000 });
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function newDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'cardhall-gauntlet-'));
  dirs.push(d);
  return d;
}

function services(dataDir: string): Services {
  const s = createServices({
    dataDir,
    appInfo: testAppInfo,
    registry: gameRegistry,
    computer: randomComputer,
    computerDelayMs: 0,
    push: () => {},
  });
  open.push(s);
  return s;
}

async function value<T>(r: PromiseLike<IpcResult<T>> | IpcResult<T>): Promise<T> {
  const x = await r;
  if (!x.ok) throw new Error(JSON.stringify(x.error));
  return x.value;
}

describe('gauntlet service', () => {
  it('an Orbs run: its game is a saved game, a concession costs a life, the run resumes', async () => {
    const dir = await newDir();
    const s = services(dir);
    const h = s.handlers;
    const run = await value(
      h['gauntlet.start']({ game: 'orbs', deck: { kind: 'ready', id: 'red-aggro' } }, ctx),
    );
    expect(run).toMatchObject({
      status: 'playing',
      deck: { name: 'Imp Inferno', ready: 'red-aggro' },
      figures: { wins: 0, lives: 3 },
      next: { opponent: ORBS_LADDER[0], level: 'easy', round: 0 },
    });
    expect(run.ladder).toHaveLength(6);
    await expect(
      h['gauntlet.start']({ game: 'orbs', deck: { kind: 'ready', id: 'blue-control' } }, ctx),
    ).resolves.toMatchObject({ ok: false, error: { ruleCode: 'run-in-progress' } });

    const { started } = await value(h['gauntlet.play']({ runId: run.runId }, ctx));
    expect(started.seats).toEqual([{ kind: 'human' }, { kind: 'computer', level: 'easy' }]);
    // An ordinary saved game, resumable from the saved games too.
    const saved = await value(h['games.saved'](undefined, ctx));
    expect(saved.games.map((g) => g.saveId)).toContain(started.gameId);

    // Playing it again before it ends resumes the same game.
    const again = await value(h['gauntlet.play']({ runId: run.runId }, ctx));
    expect(again.started.gameId).toBe(started.gameId);

    await value(h['game.concede']({ gameId: started.gameId, player: 0 }, ctx));
    await s.gauntlet.idle();
    await s.saves.flush();
    const after = await value(h['gauntlet.current']({ game: 'orbs' }, ctx));
    expect(after.run).toMatchObject({
      current: null,
      games: [
        {
          gameId: started.gameId,
          opponent: ORBS_LADDER[0],
          result: 'lost',
          // Read from its replay: conceded at once, nothing of ours played.
          stats: { played: 0, dealt: 0 },
        },
      ],
      figures: { losses: 1, lives: 2 },
      next: { opponent: ORBS_LADDER[0] },
    });
    // The seats' order is drawn: when the computer opens, its first turn may be done before the
    // concession reaches the game, so the replay ends on turn 1 or 2. The total is the one game.
    const stats = after.run!.games[0]!.stats!;
    expect([1, 2]).toContain(stats.turns);
    expect(after.run!.totals).toEqual({ games: 1, ...stats });
    await s.shutdown({ timeoutMs: 2000 });

    // The app opened again: the same run, and its next game starts.
    const s2 = services(dir);
    const back = await value(s2.handlers['gauntlet.current']({ game: 'orbs' }, ctx));
    expect(back.run?.runId).toBe(run.runId);
    expect(back.run?.games).toHaveLength(1);
    const next = await value(s2.handlers['gauntlet.play']({ runId: run.runId }, ctx));
    expect(next.started.gameId).not.toBe(started.gameId);
    expect(next.run.current).toMatchObject({ gameId: next.started.gameId });
  });

  it('a run game abandoned from the saved games counts as not won; an abandoned run ends', async () => {
    const s = services(await newDir());
    const h = s.handlers;
    const run = await value(h['gauntlet.start']({ game: 'clash' }, ctx));
    const { started } = await value(h['gauntlet.play']({ runId: run.runId }, ctx));
    await value(h['games.abandon']({ saveId: started.gameId }, ctx));
    const before = await value(h['gauntlet.current']({ game: 'clash' }, ctx));
    expect(before.plan.steps).toHaveLength(7);
    expect(before.plan.lives).toBe(3);
    expect(before.record).toEqual({ runs: 0, won: 0, bestWins: 0 });
    const now = await value(h['gauntlet.current']({ game: 'clash' }, ctx));
    expect(now.run?.games).toEqual([
      { gameId: started.gameId, level: 'easy', result: 'lost', abandoned: true },
    ]);
    const ended = await value(h['gauntlet.abandon']({ runId: run.runId }, ctx));
    expect(ended.status).toBe('abandoned');
    expect((await value(h['gauntlet.current']({ game: 'clash' }, ctx))).run).toBeNull();
    const finished = await value(h['gauntlet.finished'](undefined, ctx));
    expect(finished.runs.map((r) => r.runId)).toEqual([run.runId]);
    // The abandoned run now counts in the record shown before the next run.
    const after = await value(h['gauntlet.current']({ game: 'clash' }, ctx));
    expect(after.record).toEqual({ runs: 1, won: 0, bestWins: 0 });
    expect((await value(h['gauntlet.current']({ game: 'orbs' }, ctx))).record.runs).toBe(0);
    await expect(h['gauntlet.play']({ runId: run.runId }, ctx)).resolves.toMatchObject({
      ok: false,
      error: { ruleCode: 'run-over' },
    });
  });

  it('refuses an unknown ready deck, a missing or illegal own deck', async () => {
    const s = services(await newDir());
    const h = s.handlers;
    await expect(
      h['gauntlet.start']({ game: 'orbs', deck: { kind: 'ready', id: 'no-such' } }, ctx),
    ).resolves.toMatchObject({ ok: false, error: { code: 'not-found' } });
    await expect(
      h['gauntlet.start']({ game: 'orbs', deck: { kind: 'own', deckId: 'missing' } }, ctx),
    ).resolves.toMatchObject({ ok: false, error: { code: 'not-found' } });
    const small = await s.saves.store.saveDeck({
      name: 'Tiny',
      cards: [{ id: 'ember-imp', count: 2 }],
    });
    await expect(
      h['gauntlet.start']({ game: 'orbs', deck: { kind: 'own', deckId: small.id } }, ctx),
    ).resolves.toMatchObject({ ok: false, error: { ruleCode: 'deck-illegal' } });
    expect((await value(h['gauntlet.current']({ game: 'orbs' }, ctx))).run).toBeNull();
  });
});
