import { afterEach, describe, expect, it, vi } from 'vitest';
import { get } from 'svelte/store';

const invoke = vi.fn(async () => ({ ok: true, value: { closed: true } }));
vi.mock('../ipc/api', () => ({ getApi: () => ({ invoke }) }));

const { leaveGame, LEAVE_DESTINATION } = await import('./leave-game');
const { go, screen } = await import('./router');

afterEach(() => invoke.mockClear());

describe('leaving a game', () => {
  it('closes the game in main, then shows the main menu', async () => {
    go({ name: 'orbs' });
    await leaveGame('g-1');
    expect(invoke).toHaveBeenCalledWith('game.close', { gameId: 'g-1' });
    expect(get(screen)).toEqual({ name: 'menu' });
    expect(LEAVE_DESTINATION).toEqual({ name: 'menu' });
  });

  it('goes to the menu without a game (a replay) and when main cannot be reached', async () => {
    go({ name: 'replay', replayId: 'r' });
    await leaveGame(null);
    expect(invoke).not.toHaveBeenCalled();
    expect(get(screen)).toEqual({ name: 'menu' });
    invoke.mockRejectedValueOnce(new Error('gone'));
    go({ name: 'clash' });
    await leaveGame('g-2');
    expect(get(screen)).toEqual({ name: 'menu' });
  });
});
