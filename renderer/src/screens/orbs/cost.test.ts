import { describe, expect, it } from 'vitest';
import { readCost } from './cost';

describe('readCost', () => {
  it('splits generic and coloured parts', () => {
    expect(readCost('2R')).toEqual({ generic: 2, coloured: ['red'], total: 3 });
    expect(readCost('1RB')).toEqual({ generic: 1, coloured: ['red', 'black'], total: 3 });
    expect(readCost('G')).toEqual({ generic: 0, coloured: ['green'], total: 1 });
    expect(readCost('3')).toEqual({ generic: 3, coloured: [], total: 3 });
    expect(readCost('0')).toEqual({ generic: 0, coloured: [], total: 0 });
    expect(readCost('3PP').total).toBe(5);
  });
  it('shows nothing for a cost it cannot read', () => {
    expect(readCost('x')).toEqual({ generic: 0, coloured: [], total: 0 });
  });
});
