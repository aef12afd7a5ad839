/**
 * Stopping the browser host (SIGTERM / Ctrl-C) right after an action must not lose the save
 * being written: the host finishes queued saves before it exits — but waits only so long, and
 * then says what it could not save. Runs a real host process (fixtures/slow-save-host.ts)
 * whose writes are slow, and signals it while a save is under way.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openSaveStore } from '../main/saves';
import { killChildren, runTs, type Child } from './fixtures/child-process';

const FIXTURE = fileURLToPath(new URL('./fixtures/slow-save-host.ts', import.meta.url));
const TOKEN = 'shutdown-test-token-0123456789';

const dirs: string[] = [];
afterEach(() => {
  killChildren();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function startHost(env: Record<string, string>): Child & { dataDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'cardhall-host-stop-'));
  dirs.push(dir);
  const dataDir = join(dir, 'data');
  const webRoot = join(dir, 'web');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  return { ...runTs(FIXTURE, [dataDir, webRoot], env), dataDir };
}

async function connect(port: string): Promise<{
  ws: WebSocket;
  call: (channel: string, arg: unknown) => Promise<{ ok: boolean; value?: unknown }>;
  send: (channel: string, arg: unknown) => void;
}> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${TOKEN}`, {
    headers: { Origin: `http://127.0.0.1:${port}` },
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('error', () => undefined); // the host terminates us when it stops
  let next = 1;
  const send = (channel: string, arg: unknown) => {
    ws.send(JSON.stringify({ id: next++, channel, arg }));
    return next - 1;
  };
  const call = (channel: string, arg: unknown) =>
    new Promise<{ ok: boolean; value?: unknown }>((resolve) => {
      const id = send(channel, arg);
      const onMessage = (data: Buffer) => {
        const msg = JSON.parse(data.toString()) as {
          id?: number;
          result?: { ok: boolean; value?: unknown };
        };
        if (msg.id === id && msg.result) {
          ws.off('message', onMessage);
          resolve(msg.result);
        }
      };
      ws.on('message', onMessage);
    });
  return { ws, call, send: (c, a) => void send(c, a) };
}

const humans = [{ kind: 'human' }, { kind: 'human' }];

describe('stopping the browser host', () => {
  it('SIGTERM right after the winning action: the replay and history are complete on disk', async () => {
    const host = startHost({ SLOW_MS: '400' });
    const [, port] = await host.waitFor(/^port (\d+)$/);
    const client = await connect(port!);
    const started = await client.call('game.start', {
      game: 'orbs',
      options: { target: 4 },
      seed: 3,
      seats: humans,
    });
    expect(started.ok).toBe(true);
    const gameId = (started.value as { gameId: string }).gameId;
    expect((await client.call('game.act', { gameId, player: 0, action: { add: 2 } })).ok).toBe(
      true,
    );
    expect((await client.call('game.act', { gameId, player: 1, action: { add: 1 } })).ok).toBe(
      true,
    );
    // The winning action: its answer would come only after the replay is written; stop the
    // host while that write is under way.
    client.send('game.act', { gameId, player: 0, action: { add: 2 } });
    await host.waitFor(new RegExp(`^writing replays/${gameId}\\.json$`));
    host.child.kill('SIGTERM');
    const { code } = await host.exited;

    expect(code, host.stderr()).toBe(0);
    const store = await openSaveStore({ root: host.dataDir, appVersion: '9.9.9' });
    const replay = await store.getReplay(gameId);
    expect(replay.actions).toEqual([{ add: 2 }, { add: 1 }, { add: 2 }]);
    expect(replay.result.winner).toBe(0);
    expect((await store.getHistory()).map((h) => h.id)).toEqual([gameId]);
    expect(await store.listGames()).toEqual([]);
    expect(store.problems()).toEqual([]);
  }, 30_000);

  it('waits only so long for a hung save, then exits and names what was not saved', async () => {
    const host = startHost({ SLOW_MS: '60000', SHUTDOWN_WAIT_MS: '500' });
    const [, port] = await host.waitFor(/^port (\d+)$/);
    const client = await connect(port!);
    client.send('game.start', { game: 'orbs', options: { target: 4 }, seed: 3, seats: humans });
    const [, file] = await host.waitFor(/^writing (games\/.+\.json)$/);
    const t0 = Date.now();
    host.child.kill('SIGTERM');
    const { code } = await host.exited;

    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(code).toBe(1);
    expect(host.stderr()).toMatch(/not saved: games g-[\w-]+; files .*games\/g-[\w-]+\.json/);
    expect(host.stderr()).toContain(file!);
  }, 30_000);
});
