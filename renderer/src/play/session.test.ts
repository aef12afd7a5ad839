import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readable } from 'svelte/store';
import type { GameUpdate, PlayerId, SeatSpec } from '../../../main/ipc/contract';

/**
 * A fake main: a game of numbered actions. `views[p]` is what player p sees; `act` answers
 * with the next view; pushes are sent by hand (`push`). Enough to drive the play session.
 */
interface V {
  turn: number;
}
type A = { type: string };
type E = { type: string; n?: number };

const fake = {
  seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }] as [SeatSpec, SeatSpec],
  toMove: 0 as PlayerId | null,
  count: 0,
  logs: [[], []] as { by: PlayerId; events: unknown[] }[][],
  refuse: null as null | { code: string; message: string; ruleCode?: string },
  listener: null as ((u: GameUpdate) => void) | null,
  calls: [] as string[],
  /** Run while main answers `game.log` (a move pushed meanwhile). */
  duringLog: null as null | (() => void),
};

function view(player: PlayerId, count = fake.count, toMove = fake.toMove) {
  return {
    gameId: 'g',
    game: 'orbs' as const,
    player,
    view: { turn: count } as V,
    toMove,
    outcome: null,
    legalActions: toMove === player ? [{ type: 'end' }, { type: 'play' }] : null,
    actionCount: count,
    takeBack: false,
  };
}

const api = {
  on: (_: string, l: (u: GameUpdate) => void) => {
    fake.listener = l;
    return () => (fake.listener = null);
  },
  invoke: vi.fn(async (channel: string, req: Record<string, unknown>) => {
    fake.calls.push(channel);
    switch (channel) {
      case 'game.start':
        return {
          ok: true,
          value: { gameId: 'g', game: 'orbs', seats: req.seats, toMove: fake.toMove },
        };
      case 'game.view':
        return { ok: true, value: view(req.player as PlayerId) };
      case 'game.log':
        fake.duringLog?.();
        fake.duringLog = null;
        return { ok: true, value: { entries: fake.logs[req.player as PlayerId] } };
      case 'game.act': {
        if (fake.refuse) return { ok: false, error: fake.refuse };
        fake.count++;
        const by = req.player as PlayerId;
        fake.toMove = (1 - by) as PlayerId;
        return {
          ok: true,
          value: { view: view(by), events: [{ type: 'acted', n: fake.count }] },
        };
      }
      case 'game.close':
        return { ok: true, value: { closed: true } };
    }
    throw new Error(`unexpected ${channel}`);
  }),
};

vi.mock('../ipc/api', () => ({ getApi: () => api }));
vi.mock('../settings/speed', () => ({ speedFactor: readable(0) }));
vi.mock('../sound/shown', () => ({ playShown: vi.fn() }));
vi.mock('../saves/save-warning.svelte', () => ({ noteSaveWarning: vi.fn() }));

const { PlaySession } = await import('./session.svelte');
type Session = InstanceType<typeof PlaySession<V, A, E>>;

/** Let every pending promise (and the session's pump) run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

function newSession(part: Partial<ConstructorParameters<typeof PlaySession>[0]> = {}): Session {
  return new PlaySession<V, A, E>({ game: 'orbs', ...part } as never);
}

beforeEach(() => {
  fake.seats = [{ kind: 'human' }, { kind: 'computer', level: 'easy' }];
  fake.toMove = 0;
  fake.count = 0;
  fake.logs = [[], []];
  fake.refuse = null;
  fake.calls = [];
  fake.duringLog = null;
});

describe('the play session against the computer', () => {
  it('shows a batch only after the table has animated it, and logs in step', async () => {
    const s = newSession();
    await s.start({ options: {}, seats: fake.seats });
    await settle();
    expect(s.shown?.actionCount).toBe(0);
    expect(s.actions.map((a) => a.type)).toEqual(['end', 'play']);

    let finish!: () => void;
    const seen: number[] = [];
    s.setAnimator((b, before, reached) => {
      seen.push(before.actionCount, b.view.actionCount);
      reached(0);
      return new Promise<void>((r) => (finish = r));
    });
    await s.act(s.actions[0]!);
    await settle();
    // Animating: the screen still shows the view before, and no action may be taken.
    expect(seen).toEqual([0, 1]);
    expect(s.animating).toBe(true);
    expect(s.shown?.actionCount).toBe(0);
    expect(s.actions).toEqual([]);
    expect(s.log.map((e) => e.event)).toEqual([{ type: 'acted', n: 1 }]);
    finish();
    await settle();
    expect(s.animating).toBe(false);
    expect(s.shown?.actionCount).toBe(1);
    expect(s.thinking).toBe(true);
  });

  it("queues the computer's pushed moves in action order and drops stale ones", async () => {
    const s = newSession();
    await s.start({ options: {}, seats: fake.seats });
    await settle();
    const order: number[] = [];
    s.setAnimator(async (b) => void order.push(b.view.actionCount));
    const push = (n: number) =>
      fake.listener!({
        gameId: 'g',
        by: 1,
        view: view(0, n, n === 3 ? 0 : 1),
        events: [{ type: 'cpu', n }],
      });
    push(2);
    push(1); // arrives late: sorted before 2 if still queued, else dropped as stale
    push(3);
    await settle();
    await settle();
    expect(order[0]).toBe(2);
    expect(order).not.toContain(1);
    expect(order.at(-1)).toBe(3);
    expect(s.shown?.actionCount).toBe(3);
    expect(s.actions.length).toBeGreaterThan(0);
  });

  it('keeps the view and says why when main refuses an action', async () => {
    const s = newSession();
    await s.start({ options: {}, seats: fake.seats });
    await settle();
    fake.refuse = { code: 'rule', message: 'no energy', ruleCode: 'not-enough-energy' };
    const sent = await s.act({ type: 'convert' }, true);
    expect(sent).toBe(false);
    expect(s.error).toEqual({ message: 'no energy', ruleCode: 'not-enough-energy' });
    expect(s.shown?.actionCount).toBe(0);
    // An unlisted action is never sent unless asked for.
    expect(await s.act({ type: 'convert' })).toBe(false);
  });
});

describe('the play session in hotseat', () => {
  beforeEach(() => {
    fake.seats = [{ kind: 'human' }, { kind: 'human' }];
  });

  it('opens on the curtain of the first mover, whoever it is', async () => {
    fake.toMove = 1;
    const s = newSession();
    await s.start({ options: {}, seats: fake.seats });
    await settle();
    expect(s.handoffTo).toBe(1);
    expect(s.actions).toEqual([]); // nothing to click under the curtain
    await s.confirmHandoff();
    expect(s.handoffTo).toBe(null);
    expect(s.shown?.player).toBe(1);
    expect(s.actions.length).toBe(2);
  });

  it('hands off after the table settles, and shows the next seat only once it is taken', async () => {
    const s = newSession({ seatLogs: true });
    await s.start({ options: {}, seats: fake.seats });
    await settle();
    await s.confirmHandoff();
    let finish!: () => void;
    s.setAnimator(() => new Promise<void>((r) => (finish = r)));
    await s.act(s.actions[0]!);
    await settle();
    expect(s.handoffTo).toBe(null); // still animating player 1's move for player 1
    finish();
    await settle();
    expect(s.handoffTo).toBe(1);
    expect(s.shown?.player).toBe(0);
    // Main pushes the action to the other human seat too: it goes to that seat's own log.
    fake.listener!({ gameId: 'g', by: 0, view: view(1, 1, 1), events: [{ type: 'seen-by-1' }] });
    expect(s.visibleLog.map((e) => e.event.type)).toEqual(['acted']);
    const prepared: PlayerId[] = [];
    s.setPreparer(async (v) => void prepared.push(v.player));
    await s.confirmHandoff();
    expect(prepared).toEqual([1]);
    expect(s.shown?.player).toBe(1);
    expect(s.visibleLog.map((e) => e.event.type)).toEqual(['seen-by-1']);
  });

  it('switches seats without a curtain where the game part says nothing is hidden', async () => {
    const s = newSession({ passing: () => 'switch' });
    await s.start({ options: {}, seats: fake.seats });
    await settle();
    await s.confirmHandoff();
    await s.act(s.actions[0]!);
    await settle();
    await settle();
    expect(s.handoffTo).toBe(null);
    expect(s.shown?.player).toBe(1);
  });
});

describe('resuming a game', () => {
  it('rebuilds the log from main and opens a hotseat game on the curtain', async () => {
    fake.seats = [{ kind: 'human' }, { kind: 'human' }];
    fake.count = 2;
    fake.toMove = 0;
    fake.logs = [
      [
        { by: 1, events: [{ type: 'a', n: 1 }] },
        { by: 0, events: [{ type: 'b', n: 2 }] },
      ],
      [
        { by: 1, events: [{ type: 'a1', n: 1 }] },
        { by: 0, events: [{ type: 'b1', n: 2 }] },
      ],
    ];
    const s = newSession({ seatLogs: true });
    expect(await s.attach('g', fake.seats, 0)).toBe(null);
    await settle();
    expect(s.firstMover).toBe(1);
    expect(s.handoffTo).toBe(0);
    expect(s.visibleLog.map((e) => e.event.type)).toEqual(['a', 'b']);
    expect(s.log.filter((e) => e.viewer === 1).map((e) => e.event.type)).toEqual(['a1', 'b1']);
  });

  it('logs each action as the acting seat saw it without seat logs, once', async () => {
    fake.count = 1;
    fake.logs = [[{ by: 0, events: [{ type: 'x' }] }], []];
    const s = newSession({ openingFromLog: () => [{ type: 'opening' }] });
    await s.attach('g', fake.seats, 0);
    await settle();
    expect(s.handoffTo).toBe(null);
    expect(s.log.map((e) => [e.event.type, e.action])).toEqual([
      ['opening', 0],
      ['x', 1],
    ]);
    s.close();
    expect(fake.calls.at(-1)).toBe('game.close');
  });

  it("keeps the computer's move pushed while the log is rebuilt: the older first view never returns", async () => {
    // Resumed with the computer to move: it moves while the page is still fetching the log.
    fake.count = 3;
    fake.toMove = 1;
    const s = newSession();
    fake.duringLog = () => {
      fake.count = 4;
      fake.toMove = 0;
      fake.listener!({ gameId: 'g', by: 1, view: view(0), events: [{ type: 'cpu', n: 4 }] });
    };
    expect(await s.attach('g', fake.seats)).toBe(null);
    await settle();
    await settle();
    expect(s.shown?.actionCount).toBe(4);
    expect(s.actions.map((a) => a.type)).toEqual(['end', 'play']);
  });
});
