import { describe, expect, it } from 'vitest';
import { laneLight, refusalOf, stepCursor } from './choosing';

describe('stepCursor', () => {
  it('↑/↓ stop at the ends instead of wrapping between the lanes', () => {
    expect(stepCursor(2, 0, 'up')).toBe(0);
    expect(stepCursor(2, 1, 'down')).toBe(1);
    expect(stepCursor(2, 0, 'down')).toBe(1);
    expect(stepCursor(2, 1, 'up')).toBe(0);
  });
  it('←/→ wrap round the row', () => {
    expect(stepCursor(3, 2, 'next')).toBe(0);
    expect(stepCursor(3, 0, 'prev')).toBe(2);
  });
  it('starts at an end when nothing is focused, and has nothing to focus in an empty list', () => {
    expect(stepCursor(3, -1, 'down')).toBe(0);
    expect(stepCursor(3, -1, 'up')).toBe(2);
    expect(stepCursor(0, -1, 'next')).toBe(-1);
  });
});

describe('laneLight', () => {
  it('singles out the drop lane while dragging', () => {
    const drop = laneLight(true, true);
    const other = laneLight(true, false);
    expect(drop.fill).toBeGreaterThan(other.fill);
    expect(drop.edge).toBeGreaterThan(other.edge);
    expect(drop.edgeAlpha).toBeGreaterThan(other.edgeAlpha * 2);
  });
  it('lights every legal lane alike when the card was chosen by click or key', () => {
    expect(laneLight(false, true)).toEqual(laneLight(false, false));
  });
});

describe('refusalOf', () => {
  it('says "not enough mana" when an unplayable card costs more than the mana left', () => {
    expect(refusalOf(false, true, 6, 4)).toEqual({ kind: 'mana', cost: 6, mana: 4 });
  });
  it('gives a general refusal for an affordable card main does not offer (no target)', () => {
    expect(refusalOf(false, true, 2, 4)).toEqual({ kind: 'unplayable' });
  });
  it('says nothing for a playable card, or when the player may not act now', () => {
    expect(refusalOf(true, true, 6, 4)).toBeNull();
    expect(refusalOf(false, false, 6, 4)).toBeNull();
  });
});
