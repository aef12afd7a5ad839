/**
 * The registered engines behind the real IPC boundary: games start from JSON options, each
 * player gets a view, and legal actions survive a JSON round trip (as over the browser host's
 * WebSocket) and are accepted by `game.act`.
 */
import { describe, expect, it } from 'vitest';
import { gameRegistry } from './registry';
import { createGameSessions } from '../services/game-sessions';
import { createHandlers } from '../ipc/handlers';
import { createDispatch } from '../ipc/dispatch';
import type { GameId } from '../engine/types';
import { READY_DECKS } from './orbs/index';

const OPTIONS: Record<GameId, unknown> = {
  clash: {},
  orbs: { decks: [READY_DECKS[0]!.cards, READY_DECKS[1 % READY_DECKS.length]!.cards] },
};

describe('game registry', () => {
  it('maps each id to the engine with that id', () => {
    for (const [id, rules] of Object.entries(gameRegistry)) expect(rules?.id).toBe(id);
  });

  for (const id of Object.keys(gameRegistry) as GameId[]) {
    it(`plays the first 40 decisions of ${id} through dispatch`, async () => {
      const sessions = createGameSessions({
        registry: gameRegistry,
        push: () => {},
        schedule: () => () => {},
      });
      const dispatch = createDispatch(
        createHandlers({
          appInfo: () => {
            throw new Error('unused');
          },
          registry: gameRegistry,
          sessions,
          dataDir: '/nonexistent',
        }),
      );
      const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
      const started = await dispatch(
        'game.start',
        wire({
          game: id,
          options: OPTIONS[id],
          seed: 12345,
          seats: [{ kind: 'human' }, { kind: 'human' }],
        }),
      );
      expect(started.ok, JSON.stringify(started)).toBe(true);
      if (!started.ok) return;
      const gameId = (started.value as { gameId: string }).gameId;
      for (let step = 0; step < 40; step++) {
        const v0 = await dispatch('game.view', { gameId, player: 0 });
        expect(v0.ok).toBe(true);
        if (!v0.ok) return;
        const toMove = (v0.value as { toMove: 0 | 1 | null }).toMove;
        if (toMove === null) break;
        const mine = await dispatch('game.view', { gameId, player: toMove });
        const other = await dispatch('game.view', { gameId, player: toMove === 0 ? 1 : 0 });
        if (!mine.ok || !other.ok) throw new Error('view failed');
        const legal = (mine.value as { legalActions: unknown[] | null }).legalActions;
        expect((other.value as { legalActions: unknown }).legalActions).toBeNull();
        expect(legal?.length).toBeGreaterThan(0);
        const acted = await dispatch(
          'game.act',
          wire({ gameId, player: toMove, action: legal![0] }),
        );
        expect(acted.ok, JSON.stringify(acted).slice(0, 300)).toBe(true);
      }
      expect(sessions.record(gameId)!.actions.length).toBeGreaterThan(0);
    });
  }
});
