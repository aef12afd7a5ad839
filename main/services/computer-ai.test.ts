import { describe, expect, it } from 'vitest';
import { createAiComputer, seatKnowledge } from './computer-ai';
import type { AiRequest, AiService } from '../ai';
import type { ComputerMoveRequest } from './game-sessions';

function fakeAi(seen: AiRequest[]): AiService {
  return {
    async decide(req) {
      seen.push(req);
      return { action: { type: 'assault' }, elapsedMs: 1 };
    },
    async dispose() {},
  };
}

const base = (over: Partial<ComputerMoveRequest>): ComputerMoveRequest => ({
  game: 'clash',
  options: {},
  player: 1,
  level: 'easy',
  view: { viewer: 1 },
  seed: 7,
  rules: {} as ComputerMoveRequest['rules'],
  state: { secret: 'full state' },
  signal: new AbortController().signal,
  ...over,
});

describe('computer seats use the AI with only what the seat may know', () => {
  it('sends the view and seed, never the full state', async () => {
    const seen: AiRequest[] = [];
    const action = await createAiComputer(fakeAi(seen)).choose(base({}));
    expect(action).toEqual({ type: 'assault' });
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen[0])).not.toContain('full state');
    expect(seen[0]).toMatchObject({
      game: 'clash',
      level: 'easy',
      player: 1,
      view: { viewer: 1 },
      seed: 7,
    });
  });
  it("gives an Orbs seat its own deck list and nothing of the opponent's", () => {
    const k = seatKnowledge({ game: 'orbs', options: { decks: [['a', 'b'], ['c']] }, player: 1 });
    expect(k).toEqual({ deck: ['c'] });
    expect(seatKnowledge({ game: 'clash', options: {}, player: 0 })).toBeUndefined();
  });
});

describe('a computer seat warms the AI when its game opens', () => {
  it('prepare() asks the service to warm its workers, and a failed warm-up is swallowed', async () => {
    let warmed = 0;
    const ai = {
      ...fakeAi([]),
      warm: async () => {
        warmed++;
        throw new Error('no worker');
      },
    };
    const computer = createAiComputer(ai);
    computer.prepare!();
    await new Promise((r) => setImmediate(r));
    expect(warmed).toBe(1);
    // A service without warm() (tests, other hosts): nothing happens.
    expect(() => createAiComputer(fakeAi([])).prepare!()).not.toThrow();
  });
});
