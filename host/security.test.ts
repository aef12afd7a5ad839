/**
 * Security of the browser host with the real engines registered (host/server.test.ts covers
 * the basics with a fake game): the WebSocket refuses every token that is not exactly this
 * run's token, the server is reachable on 127.0.0.1 only (not on other local interface
 * addresses, other loopback addresses or IPv6 loopback), and garbage on an accepted
 * connection gets typed errors or a closed socket — never a crashed host or a changed game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { startHost, type RunningHost } from './server';
import { gameRegistry } from '../main/games/registry';

const TOKEN = randomBytes(24).toString('base64url');
let host: RunningHost;
let dir: string;
const refusals: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cardhall-security-'));
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
    log: (line) => refusals.push(line),
  });
});

afterAll(async () => {
  await host?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const origin = () => ({ Origin: `http://127.0.0.1:${host.port}` });

/** Try a WebSocket; resolves with the open socket, or the HTTP status of the refusal. */
function tryWs(path: string, headers: Record<string, string> = origin(), address = '127.0.0.1') {
  return new Promise<{ ws: WebSocket | null; status: number | null; error?: string }>((resolve) => {
    const ws = new WebSocket(
      `ws://${address.includes(':') ? `[${address}]` : address}:${host.port}${path}`,
      { headers },
    );
    ws.once('open', () => resolve({ ws, status: null }));
    ws.once('unexpected-response', (_req, res) =>
      resolve({ ws: null, status: res.statusCode ?? null }),
    );
    ws.once('error', (err) =>
      resolve({ ws: null, status: -1, error: (err as NodeJS.ErrnoException).code ?? err.message }),
    );
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

/** Resolves with the error code of a plain TCP connection attempt, or 'connected'. */
function tcpTry(address: string, port: number) {
  return new Promise<string>((resolve) => {
    const sock = tcpConnect({ host: address, port, timeout: 2000 });
    sock.once('connect', () => {
      sock.destroy();
      resolve('connected');
    });
    sock.once('timeout', () => {
      sock.destroy();
      resolve('timeout');
    });
    sock.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

describe('browser host security', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(host.server.address()).toMatchObject({
      address: '127.0.0.1',
      family: 'IPv4',
      port: host.port,
    });
    expect(await tcpTry('127.0.0.1', host.port)).toBe('connected');
    // Other loopback addresses and IPv6 loopback are different sockets: nothing listens there.
    expect(await tcpTry('127.0.0.2', host.port)).not.toBe('connected');
    const v6 = await tcpTry('::1', host.port);
    expect(v6).not.toBe('connected');
  });

  it('is not reachable through any other local interface address', async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a): a is NonNullable<typeof a> => !!a && !a.internal)
      .map((a) => (a.family === 'IPv6' && a.scopeid ? `${a.address}%${a.scopeid}` : a.address));
    for (const address of others) {
      expect(await tcpTry(address, host.port), `reachable on ${address}`).not.toBe('connected');
    }
    // Record what was checked (machines without another interface check only the loopback cases).
    expect(Array.isArray(others)).toBe(true);
  });

  it('refuses the WebSocket without the token, and with any token but this run’s', async () => {
    const wrong = [
      '',
      '?token=',
      '?t=' + TOKEN,
      '?TOKEN=' + TOKEN,
      '?token=' + TOKEN.slice(0, -1),
      '?token=' + TOKEN + 'x',
      '?token=' + TOKEN.toUpperCase(),
      '?token=' + TOKEN.toLowerCase(),
      '?token=' + ' ' + TOKEN,
      '?token=' + encodeURIComponent(TOKEN + '\0'),
      '?token=wrong&token=' + TOKEN,
      '?token=' + randomBytes(24).toString('base64url'),
      '?token=' + 'A'.repeat(5000),
    ].filter((q) => q !== `?token=${TOKEN}`);
    for (const q of wrong) {
      const r = await tryWs(`/ws${q}`);
      expect(r.ws, `accepted ${q.slice(0, 60)}`).toBeNull();
      expect(r.status).toBe(403);
    }
    // The token in a header or a cookie does not count either.
    expect(
      (
        await tryWs('/ws', {
          ...origin(),
          Authorization: `Bearer ${TOKEN}`,
          Cookie: `token=${TOKEN}`,
        })
      ).status,
    ).toBe(403);
    // The right token on another path is no WebSocket.
    expect((await tryWs(`/?token=${TOKEN}`)).status).toBe(404);
    expect(refusals.filter((l) => l.includes('token')).length).toBeGreaterThanOrEqual(wrong.length);
  });

  it('accepts exactly its own token from its own page, and then only typed errors for garbage', async () => {
    const { ws } = await tryWs(`/ws?token=${TOKEN}`);
    expect(ws).not.toBeNull();
    if (!ws) return;
    const start = await call(ws, 1, 'game.start', {
      game: 'clash',
      options: {},
      seed: 5,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(start.result.ok).toBe(true);
    const gameId = (start.result.value as { gameId: string }).gameId;
    const view = async () =>
      JSON.stringify([
        (await call(ws, 2, 'game.view', { gameId, player: 0 })).result,
        (await call(ws, 3, 'game.view', { gameId, player: 1 })).result,
      ]);
    const before = await view();

    const replies: unknown[] = [];
    ws.on('message', (d: Buffer) => replies.push(JSON.parse(d.toString())));
    const garbage = [
      'not json',
      '',
      '{',
      'null',
      '[]',
      '42',
      '{"id":{"x":1},"channel":"game.view"}',
      '{"channel":"game.view","arg":{}}',
      '{"id":1,"channel":"__proto__","arg":{}}',
      '{"id":1,"__proto__":{"channel":"game.close"},"arg":{"gameId":"' + gameId + '"}}',
      JSON.stringify({ id: 'x'.repeat(65), channel: 'game.close', arg: { gameId } }),
      JSON.stringify({
        id: 9,
        channel: 'game.act',
        arg: { gameId, player: 1, action: { type: 'pick', card: 'x'.repeat(20_000) } },
      }),
    ];
    for (const g of garbage) ws.send(g);
    ws.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    // Wait for the replies (not a fixed time: a slow machine may need longer), then a round
    // trip, after which any extra reply would have arrived too.
    for (let i = 0; i < 1000 && replies.length < garbage.length + 1; i++)
      await new Promise((r) => setTimeout(r, 10));
    await call(ws, 10, 'app.info', {});
    const refused = replies.filter((r) => (r as { id?: unknown }).id !== 10);
    expect(refused).toHaveLength(garbage.length + 1);
    for (const r of refused)
      expect(r).toMatchObject({
        result: {
          ok: false,
          error: { code: expect.stringMatching(/^(bad-request|unknown-channel|rule|not-found)$/) },
        },
      });
    expect(await view()).toBe(before);

    // A frame over the size limit closes that socket (1009); the host and the game live on.
    // (If vitest reports an unhandled "Max payload size exceeded" here, the host's server-side
    // socket has no 'error' listener: in `npm run web` that error kills the host process.)
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.send('x'.repeat(600 * 1024));
    expect(await closed).toBe(1009);
    const again = await tryWs(`/ws?token=${TOKEN}`);
    expect(again.ws).not.toBeNull();
    const alive = await call(again.ws!, 4, 'app.info', {});
    expect(alive.result).toMatchObject({ ok: true });
    // The game belonged to the closed socket: it was closed with it (issue #15: reloaded pages
    // must not pile up open games), and a new page cannot reach it by its id.
    const after = await call(again.ws!, 5, 'game.view', { gameId, player: 0 });
    expect(after.result).toMatchObject({ ok: false, error: { code: 'not-found' } });
    again.ws!.close();
  });
});
