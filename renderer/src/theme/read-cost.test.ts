import { describe, expect, it } from 'vitest';
import { readCost } from './cost';
import { ENERGY_LOOKS, energyLook, frameOf } from './energy-look';
import { ENERGY_STYLES, ENERGY_ORDER } from './orbs-colours';

describe('readCost (the one cost reader, on parseCost)', () => {
  it('splits generic and coloured parts, coloured in written order', () => {
    expect(readCost('2R')).toEqual({ generic: 2, coloured: ['red'], total: 3 });
    expect(readCost('1RB')).toEqual({ generic: 1, coloured: ['red', 'black'], total: 3 });
    expect(readCost('G')).toEqual({ generic: 0, coloured: ['green'], total: 1 });
    expect(readCost('3')).toEqual({ generic: 3, coloured: [], total: 3 });
    expect(readCost('0')).toEqual({ generic: 0, coloured: [], total: 0 });
    expect(readCost('3PP').total).toBe(5);
    expect(readCost('RUR').coloured).toEqual(['red', 'blue', 'red']);
  });
  it('rejects a cost it cannot read with a clear error', () => {
    expect(() => readCost('x')).toThrow(/not an Orbs cost/);
    expect(() => readCost('')).toThrow(/not an Orbs cost/);
  });
});

describe('energy looks derive from the one palette', () => {
  it('use the contrast-tested fills and glyphs: ◆ is blue, ● is generic', () => {
    expect(ENERGY_LOOKS.map((l) => l.colour)).toEqual(ENERGY_ORDER);
    for (const l of ENERGY_LOOKS) {
      expect(l.css).toBe(ENERGY_STYLES[l.colour].fill);
      expect(l.symbol).toBe(ENERGY_STYLES[l.colour].glyph);
      expect(l.hex).toBe(parseInt(ENERGY_STYLES[l.colour].fill.slice(1), 16));
    }
    expect(energyLook('blue').symbol).toBe('◆');
    expect(energyLook('generic').symbol).toBe('●');
    expect(energyLook('purple').symbol).not.toBe('◆');
  });
  it('frames: one colour, gold for several, grey for none', () => {
    expect(frameOf(['blue']).css).toBe(ENERGY_STYLES.blue.fill);
    expect(frameOf(['red', 'blue']).css).toBe('#c9a227');
    expect(frameOf([]).css).toBe('#8d8d8d');
  });
});
