import { describe, expect, it } from 'vitest';
import { journalLine, parseJournal } from './action-journal';
import { crc32Hex } from './crc32';

const lines = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => journalLine(from + k, { n: from + k })).join('');

describe('parseJournal', () => {
  it('reads every action of a good journal', () => {
    expect(parseJournal(lines(0, 5), 0)).toEqual({
      actions: [0, 1, 2, 3, 4].map((n) => ({ n })),
      damage: null,
    });
    expect(parseJournal('', 3)).toEqual({ actions: [], damage: null });
  });

  it('skips actions already folded into the header (a crash during compaction)', () => {
    expect(parseJournal(lines(0, 6), 4)).toEqual({ actions: [{ n: 4 }, { n: 5 }], damage: null });
  });

  it('keeps the good prefix of a torn last line', () => {
    const text = lines(0, 3) + journalLine(3, { n: 3 }).slice(0, 12);
    const r = parseJournal(text, 0);
    expect(r.actions).toHaveLength(3);
    expect(r.damage).toMatch(/line 4 is incomplete/);
  });

  it('stops at a garbled line even if later lines are fine', () => {
    const good = lines(0, 2);
    const bad = journalLine(2, { n: 2 }).replace('"n":2', '"n":9');
    const r = parseJournal(good + bad + lines(3, 5), 0);
    expect(r.actions).toEqual([{ n: 0 }, { n: 1 }]);
    expect(r.damage).toMatch(/line 3 is garbled/);
    // It says exactly why the later good lines are not kept (issue #32 item 9).
    expect(r.damage).toContain(
      'action 2 is lost with it, so the 2 good saved actions after it (3–4) cannot be replayed',
    );
    const long = parseJournal(lines(0, 2) + bad + lines(3, 27), 0);
    expect(long.damage).toContain('the 24 good saved actions after it (3–26)');
  });

  it('skips one garbled line and keeps the later good lines that continue the indices', () => {
    const r = parseJournal(lines(0, 2) + 'garbage from another tool\n' + lines(2, 5), 0);
    expect(r.actions).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    expect(r.damage).toMatch(/line 3 is garbled/);
    // A torn append (no newline) with its retry glued on: the retry is used.
    const torn = journalLine(2, { n: 2 }).slice(0, 15);
    const glued = parseJournal(lines(0, 2) + torn + lines(2, 4), 0);
    expect(glued.actions).toEqual([0, 1, 2, 3].map((n) => ({ n })));
    // A bit-flipped copy followed by a good copy of the same action.
    const flipped = journalLine(2, { n: 2 }).replace('"n":2', '"n":7');
    expect(parseJournal(lines(0, 2) + flipped + lines(2, 4), 0).actions).toHaveLength(4);
  });

  it('stops at a gap or a repeat in the indices', () => {
    expect(parseJournal(lines(0, 2) + lines(3, 4), 0).damage).toMatch(/action 3, expected 2/);
    expect(parseJournal(lines(0, 2) + lines(1, 2), 0).damage).toMatch(/action 1, expected 2/);
    // A journal that starts after the header's end is missing actions.
    expect(parseJournal(lines(5, 6), 3)).toEqual({
      actions: [],
      damage: expect.stringMatching(/expected 3/),
    });
  });

  it('rejects a line with a valid checksum but no entry shape', () => {
    const body = JSON.stringify({ x: 1 });
    expect(parseJournal(`${crc32Hex(body)} ${body}\n`, 0).damage).toMatch(/not a journal entry/);
  });
});
