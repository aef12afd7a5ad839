/**
 * Issue #32: every request about a game checks the page that owns it. Two real WebSocket
 * connections to one host: page B knows page A's game id, and asks for a hint, abandons it,
 * resumes it and reviews it — each answers not-found, and A's game and save are untouched.
 * Once A has gone, B may resume the save (a game left open by nobody belongs to nobody).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { startHost, type RunningHost } from './server';
import { gameRegistry } from '../main/games/registry';
import { randomComputer } from '../main/services/game-sessions';

const TOKEN = randomBytes(24).toString('base64url');
let host: RunningHost;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cardhall-ownership-'));
  const webRoot = join(dir, 'web');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  host = await startHost({
    port: 0,
    token: TOKEN,
    dataDir: join(dir, 'data'),
    webRoot,
    registry: gameRegistry,
    appVersion: '0.0.0-test',
    computer: randomComputer,
    computerDelayMs: 0,
    log: () => undefined,
  });
});

afterAll(async () => {
  await host?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** An answer as the socket carries it (values read loosely: this is a test of refusals). */
interface Answer {
  ok: boolean;
  value?: Record<string, unknown> & { games?: { saveId: string }[]; gameId?: string };
  error?: { code: string };
}

interface Page {
  ws: WebSocket;
  pushes: { push: string; payload: unknown }[];
  call(channel: string, arg?: unknown): Promise<Answer>;
}

function page(): Promise<Page> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${TOKEN}`, {
      headers: { Origin: `http://127.0.0.1:${host.port}` },
    });
    let next = 1;
    const waiting = new Map<number, (r: Answer) => void>();
    const pushes: Page['pushes'] = [];
    ws.on('message', (data: Buffer) => {
      const msg = JSON.parse(data.toString());
      if (typeof msg.push === 'string') pushes.push(msg);
      else waiting.get(msg.id)?.(msg.result);
    });
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        pushes,
        call: (channel, arg) =>
          new Promise((done) => {
            const id = next++;
            waiting.set(id, done);
            ws.send(JSON.stringify({ id, channel, arg }));
          }),
      }),
    );
  });
}

describe("a page cannot touch another page's game", () => {
  it('hint, abandon, resume and review of a game another page plays answer not-found', async () => {
    const a = await page();
    const b = await page();
    const started = await a.call('game.start', {
      game: 'clash',
      options: { mode: 'draft' },
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }],
    });
    expect(started.ok).toBe(true);
    const gameId = started.value!.gameId!;

    for (const [channel, arg] of [
      ['hint.get', { gameId, player: 0 }],
      ['games.abandon', { saveId: gameId }],
      ['games.resume', { saveId: gameId }],
      ['review.start', { replayId: gameId, mode: 'full' }],
    ] as const) {
      const r = await b.call(channel, arg);
      expect({ channel, ok: r.ok, code: r.error?.code }).toEqual({
        channel,
        ok: false,
        code: 'not-found',
      });
    }
    // A still plays its game, and its save is still there.
    const view = await a.call('game.view', { gameId, player: 0 });
    expect(view.ok).toBe(true);
    const saved = await a.call('games.saved');
    expect(saved.value!.games!.map((g) => g.saveId)).toContain(gameId);
    // B heard nothing of A's game.
    expect(JSON.stringify(b.pushes)).not.toContain(gameId);

    // A goes away: its game is closed (and saved); now B may resume it.
    a.ws.close();
    for (let i = 0; i < 50 && host.services.sessions.record(gameId); i++)
      await new Promise((r) => setTimeout(r, 20));
    const resumed = await b.call('games.resume', { saveId: gameId });
    expect(resumed.ok).toBe(true);
    b.ws.close();
  });
});
