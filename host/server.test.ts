/**
 * The browser host must only talk to its own page: 127.0.0.1 only, token + Origin + Host
 * checked on the WebSocket upgrade, and static files confined to the web root.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { WebSocket } from 'ws';
import { startHost, type RunningHost } from './server';
import { countingRules } from '../main/engine/testing/counting-game';
import { randomComputer } from '../main/services/game-sessions';

const TOKEN = 'unit-test-token-0123456789';
let host: RunningHost;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cardhall-host-test-'));
  const webRoot = join(dir, 'web');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'secret.txt'), 'do not serve');
  host = await startHost({
    port: 0,
    token: TOKEN,
    dataDir: join(dir, 'data'),
    webRoot,
    registry: { orbs: countingRules },
    appVersion: '9.9.9',
    computerDelayMs: 0,
    // The toy counting game is not one the AI knows: its computer seats move at random.
    computer: randomComputer,
    log: () => {},
  });
});

afterAll(async () => {
  await host.close();
});

function connect(
  query: string,
  headers: Record<string, string> = { Origin: `http://127.0.0.1:${host.port}` },
) {
  return new Promise<{ ws: WebSocket | null; status: number | null }>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws${query}`, { headers });
    ws.once('open', () => resolve({ ws, status: null }));
    ws.once('unexpected-response', (_req, res) =>
      resolve({ ws: null, status: res.statusCode ?? null }),
    );
    ws.once('error', () => resolve({ ws: null, status: -1 }));
  });
}

function call(ws: WebSocket, id: number, channel: unknown, arg?: unknown) {
  return new Promise<{
    id: unknown;
    result: { ok: boolean; value?: unknown; error?: { code: string } };
  }>((resolve) => {
    const onMessage = (data: Buffer) => {
      const msg = JSON.parse(data.toString());
      if (msg.id === id) {
        ws.off('message', onMessage);
        resolve(msg);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, channel, arg }));
  });
}

function httpGet(path: string, hostHeader = `127.0.0.1:${host.port}`) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: host.port, path, headers: { Host: hostHeader } },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('browser host', () => {
  it('listens on 127.0.0.1 only', () => {
    const address = host.server.address();
    expect(address).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?token=${TOKEN}`);
  });

  it('refuses a WebSocket without a token', async () => {
    expect((await connect('')).status).toBe(403);
  });

  it('refuses a WebSocket with a wrong token', async () => {
    expect((await connect('?token=unit-test-token-0123456780')).status).toBe(403);
    expect((await connect('?token=short')).status).toBe(403);
  });

  it('refuses a WebSocket from another origin, or with no origin, even with the token', async () => {
    expect((await connect(`?token=${TOKEN}`, { Origin: 'http://evil.example' })).status).toBe(403);
    expect(
      (await connect(`?token=${TOKEN}`, { Origin: `http://localhost:${host.port}` })).status,
    ).toBe(403);
    expect((await connect(`?token=${TOKEN}`, {})).status).toBe(403);
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    expect((await httpGet('/', `evil.example:${host.port}`)).status).toBe(403);
    expect(
      (
        await connect(`?token=${TOKEN}`, {
          Origin: `http://127.0.0.1:${host.port}`,
          Host: 'evil.example',
        })
      ).status,
    ).toBe(403);
  });

  it('serves the web root and nothing outside it', async () => {
    const index = await httpGet('/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>t</title>');
    expect((await httpGet('/../secret.txt')).status).toBe(404);
    expect((await httpGet('/%2e%2e/secret.txt')).status).toBe(404);
    expect((await httpGet('/nope.js')).status).toBe(404);
  });

  it('runs the real handler table over the WebSocket, with typed errors and pushes', async () => {
    const { ws } = await connect(`?token=${TOKEN}`);
    expect(ws).not.toBeNull();
    if (!ws) return;
    const info = await call(ws, 1, 'app.info');
    expect(info.result).toMatchObject({ ok: true, value: { version: '9.9.9', shell: 'web' } });
    expect((await call(ws, 2, 'no.such')).result.error?.code).toBe('unknown-channel');
    expect((await call(ws, 3, 'game.view', { gameId: 5 })).result.error?.code).toBe('bad-request');

    const pushed = new Promise<{ push: string; payload: { by: number } }>((resolve) => {
      ws.on('message', (data: Buffer) => {
        const msg = JSON.parse(data.toString());
        if (msg.push) resolve(msg);
      });
    });
    const start = await call(ws, 4, 'game.start', {
      game: 'orbs',
      options: { target: 5 },
      seats: [{ kind: 'computer', level: 'random' }, { kind: 'human' }],
    });
    expect(start.result.ok).toBe(true);
    expect(await pushed).toMatchObject({ push: 'game.update', payload: { by: 0 } });

    // A message that is not JSON gets a typed error, not a dropped connection.
    const bad = new Promise<unknown>((resolve) =>
      ws.once('message', (d: Buffer) => resolve(JSON.parse(d.toString()))),
    );
    ws.send('not json');
    expect(await bad).toMatchObject({
      id: null,
      result: { ok: false, error: { code: 'bad-request' } },
    });
    ws.close();
  });
});

describe('pushes and games belong to the page that opened them', () => {
  it("sends a game's pushes to its own socket only, and a second tab cannot reach the game", async () => {
    const a = (await connect(`?token=${TOKEN}`)).ws!;
    const b = (await connect(`?token=${TOKEN}`)).ws!;
    const pushesA: unknown[] = [];
    const pushesB: unknown[] = [];
    a.on(
      'message',
      (d: Buffer) => JSON.parse(d.toString()).push && pushesA.push(JSON.parse(d.toString())),
    );
    b.on(
      'message',
      (d: Buffer) => JSON.parse(d.toString()).push && pushesB.push(JSON.parse(d.toString())),
    );
    const started = await call(a, 1, 'game.start', {
      game: 'orbs',
      options: { target: 40 },
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }],
    });
    const gameId = (started.result.value as { gameId: string }).gameId;
    const acted = await call(a, 2, 'game.act', { gameId, player: 0, action: { add: 1 } });
    expect(acted.result.ok).toBe(true);
    for (let i = 0; i < 1000 && pushesA.length === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(pushesA.length).toBeGreaterThan(0);
    expect((await call(b, 3, 'game.view', { gameId, player: 0 })).result).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    // A round trip on b after the push to a: anything for b would have arrived by now.
    await call(b, 4, 'app.info', {});
    expect(pushesB).toEqual([]);
    a.close();
    b.close();
  });
});
