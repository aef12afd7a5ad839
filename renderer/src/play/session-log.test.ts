import { describe, expect, it } from 'vitest';
import { rebuiltLog, type SeatLogEntry } from './session-log';
import type { SessionView } from './session-types';

const after = { actionCount: 2 } as unknown as SessionView<unknown, unknown>;
// Two actions: player 0 then player 1; each seat saw its own words for them.
const logs = new Map<0 | 1, SeatLogEntry[]>([
  [
    0,
    [
      { by: 0, events: ['0 saw 0 act'] },
      { by: 1, events: ['0 saw 1 act'] },
    ],
  ],
  [
    1,
    [
      { by: 0, events: ['1 saw 0 act'] },
      { by: 1, events: ['1 saw 1 act', '1 drew'] },
    ],
  ],
]);

function rebuild(o: { humans: (0 | 1)[]; seatLogs: boolean; hotseat: boolean }) {
  let id = 1;
  return rebuiltLog<unknown, unknown, string>({
    logs,
    opening: ['opening'],
    after,
    nextId: () => id++,
    ...o,
  }).map((e) => [e.id, e.event, e.viewer, e.action]);
}

describe("a resumed game's rebuilt log", () => {
  it('keeps each human seat its own lines with seat logs', () => {
    expect(rebuild({ humans: [0, 1], seatLogs: true, hotseat: true })).toEqual([
      [1, 'opening', 0, 0],
      [2, '0 saw 0 act', 0, 1],
      [3, '1 saw 0 act', 1, 1],
      [4, '0 saw 1 act', 0, 2],
      [5, '1 saw 1 act', 1, 2],
      [6, '1 drew', 1, 2],
    ]);
  });

  it('shows each action as its actor saw it in hotseat without seat logs', () => {
    expect(rebuild({ humans: [0, 1], seatLogs: false, hotseat: true })).toEqual([
      [1, 'opening', 0, 0],
      [2, '0 saw 0 act', 0, 1],
      [3, '1 saw 1 act', 1, 2],
      [4, '1 drew', 1, 2],
    ]);
  });

  it('shows every action through the human seat against the computer', () => {
    expect(rebuild({ humans: [1], seatLogs: false, hotseat: false })).toEqual([
      [1, 'opening', 1, 0],
      [2, '1 saw 0 act', 1, 1],
      [3, '1 saw 1 act', 1, 2],
      [4, '1 drew', 1, 2],
    ]);
  });
});
