/**
 * The renderer's WebSocket client against the real browser host: same CardhallApi as
 * window.api, typed results (never throws), pushes delivered, lost connection reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket as NodeWebSocket } from 'ws';
import { startHost, type RunningHost } from '../../../host/server';
import { countingRules } from '../../../main/engine/testing/counting-game';
import { randomComputer } from '../../../main/services/game-sessions';
import type { ChannelName, GameUpdate } from '../../../main/ipc/contract';
import { createWsApi } from './ws-client';

const TOKEN = 'ws-client-test-token-42';
let host: RunningHost;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardhall-wsclient-'));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html>');
  host = await startHost({
    port: 0,
    token: TOKEN,
    dataDir: join(dir, 'data'),
    webRoot: join(dir, 'web'),
    registry: { orbs: countingRules },
    appVersion: '1.2.3',
    computerDelayMs: 0,
    computer: randomComputer, // the toy counting game is not one the AI knows
    log: () => {},
  });
});

afterAll(async () => {
  await host.close();
});

/** Node's `ws` as a browser-like WebSocket that sends the page's Origin. */
function browserLike(origin: string): typeof WebSocket {
  return class extends NodeWebSocket {
    constructor(url: string) {
      super(url, { origin });
    }
  } as unknown as typeof WebSocket;
}

const url = (token: string) => `ws://127.0.0.1:${host.port}/ws?token=${token}`;

describe('WebSocket api client', () => {
  it('invokes channels and gets typed results', async () => {
    const api = createWsApi(url(TOKEN), browserLike(`http://127.0.0.1:${host.port}`));
    const info = await api.invoke('app.info');
    expect(info).toMatchObject({ ok: true, value: { version: '1.2.3', shell: 'web' } });
    const bad = await api.invoke('game.view', { gameId: 'g-nope', player: 0 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const unknown = await api.invoke('x.y' as ChannelName);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
  });

  it('delivers push events to subscribers', async () => {
    const api = createWsApi(url(TOKEN), browserLike(`http://127.0.0.1:${host.port}`));
    const update = new Promise<GameUpdate>((resolve) => {
      const off = api.on('game.update', (u) => {
        off();
        resolve(u);
      });
    });
    const started = await api.invoke('game.start', {
      game: 'orbs',
      options: { target: 3 },
      seats: [{ kind: 'computer', level: 'normal' }, { kind: 'human' }],
    });
    expect(started.ok).toBe(true);
    expect(await update).toMatchObject({ by: 0, view: { player: 1 } });
  });

  it('answers a typed error, not a throw, when the host refuses the connection', async () => {
    const api = createWsApi(
      url('wrong-token-wrong-token'),
      browserLike(`http://127.0.0.1:${host.port}`),
    );
    expect(await api.invoke('app.info')).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});
