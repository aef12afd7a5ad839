import { describe, expect, it } from 'vitest';
import { wholeLinePad, type LineBox } from './log-scroll';

// Lines of 20 px, a wrapped one of 40 px at index 2, a turn line with 4 px above it at index 4.
const LINES: LineBox[] = [
  { top: 0, height: 20 },
  { top: 20, height: 20 },
  { top: 40, height: 40 },
  { top: 80, height: 20 },
  { top: 104, height: 20 },
  { top: 124, height: 20 },
];
const pad = (scrollTop: number) => wholeLinePad(LINES.length, (i) => LINES[i]!, scrollTop);

describe('wholeLinePad', () => {
  it('adds the part of the line cut by the top edge', () => {
    expect(pad(10)).toBe(10); // line 0 half in view: 10 px more room puts line 1 at the top
    expect(pad(50)).toBe(30); // the wrapped line, 30 of its 40 px still in view
    expect(pad(130)).toBe(14);
  });

  it('adds nothing when the top edge already falls between lines', () => {
    expect(pad(0)).toBe(0);
    expect(pad(20)).toBe(0);
    expect(pad(80)).toBe(0);
    expect(pad(102)).toBe(0); // in the gap above the turn line
  });
});
