import { afterEach, describe, expect, it, vi } from 'vitest';
import { get } from 'svelte/store';

const invoke = vi.fn(async () => ({ ok: true, value: { closed: true } }));
vi.mock('../ipc/api', () => ({ getApi: () => ({ invoke }) }));

const { askLeave, leaveRequest } = await import('../screens/leave-game');
const { puzzleAttempt, puzzleAttemptOf } = await import('./puzzle-attempt');

afterEach(() => {
  puzzleAttempt.set(null);
  leaveRequest.set(null);
  invoke.mockClear();
});

const running = {
  game: 'orbs' as const,
  player: 0 as const,
  running: true,
  hotseat: false,
  playerName: 'You',
};

describe('a puzzle attempt on screen', () => {
  it("leaves its own way: no 'keep for later' question for the puzzle's game", async () => {
    const leave = vi.fn(async () => undefined);
    puzzleAttempt.set({ gameId: 'g-p', leave });
    await askLeave({ ...running, gameId: 'g-p' });
    expect(leave).toHaveBeenCalledOnce();
    expect(get(leaveRequest)).toBeNull();
  });

  it('leaves any other running game to the question', async () => {
    const leave = vi.fn(async () => undefined);
    puzzleAttempt.set({ gameId: 'g-p', leave });
    await askLeave({ ...running, gameId: 'g-other' });
    expect(leave).not.toHaveBeenCalled();
    expect(get(leaveRequest)?.gameId).toBe('g-other');
    expect(puzzleAttemptOf('g-other')).toBeNull();
    expect(puzzleAttemptOf(null)).toBeNull();
  });
});
