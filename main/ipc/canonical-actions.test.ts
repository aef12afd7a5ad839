/**
 * Issue #15, item 3, end to end (dispatch → session → save files) with the real Orbs engine:
 * a legal action with unknown fields is recorded and journaled as the engine lists it, an
 * oversized action is refused with the typed `too-large` error, and nothing prototype-ish
 * reaches the save files.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../shell/compose';
import { randomComputer } from '../services/game-sessions';
import { gameRegistry } from '../games/registry';
import { READY_DECKS } from '../games/orbs';
import type { PlayerView } from './contract';
import { testAppInfo } from './fixtures/app-info';

const dir = mkdtempSync(join(tmpdir(), 'cardhall-canonical-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const services = createServices({
  dataDir: dir,
  registry: gameRegistry,
  appInfo: testAppInfo,
  push: () => undefined,
  computer: randomComputer,
});

describe('recorded actions are canonical', () => {
  it('journals the listed entry, refuses oversized actions, stores no prototype keys', async () => {
    const humans = [{ kind: 'human' }, { kind: 'human' }];
    const started = await services.dispatch('game.start', {
      game: 'orbs',
      options: { decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards] },
      seats: humans,
    });
    if (!started.ok) throw new Error(started.error.message);
    const gameId = (started.value as { gameId: string }).gameId;
    const view = (
      (await services.dispatch('game.view', { gameId, player: 0 })) as { value: PlayerView }
    ).value;
    const player = view.toMove!;
    const pv = ((await services.dispatch('game.view', { gameId, player })) as { value: PlayerView })
      .value;
    const listed = pv.legalActions![0] as Record<string, unknown>;

    const huge = {
      ...listed,
      pad: 'x'.repeat(9_000),
      more: Array.from({ length: 20 }, () => 'y'.repeat(9_000)),
    };
    const refused = await services.dispatch('game.act', { gameId, player, action: huge });
    expect(refused).toMatchObject({ ok: false, error: { code: 'too-large' } });
    expect(services.sessions.record(gameId)!.actions).toEqual([]);

    const polluted = JSON.parse(
      `{${JSON.stringify(listed).slice(1, -1)},"constructor":{"prototype":{"polluted":true}},"__proto__":{"x":1},"note":"hi"}`,
    );
    const r = await services.dispatch('game.act', { gameId, player, action: polluted });
    expect(r.ok).toBe(true);
    expect(services.sessions.record(gameId)!.actions).toEqual([listed]);
    await services.saves.flush();
    const files = readdirSync(join(dir, 'games'))
      .map((f) => readFileSync(join(dir, 'games', f), 'utf8'))
      .join('\n');
    expect(files).not.toMatch(/constructor|prototype|__proto__|"note"/);
    expect((await services.saves.store.getGame(gameId)).actions).toEqual([listed]);
  });
});
