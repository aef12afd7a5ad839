import { describe, expect, it } from 'vitest';
import { CHART, labelLines, layoutBars } from './bars';

const tally = (played: number, wins: number) => ({
  played,
  wins,
  losses: played - wins,
  draws: 0,
  winRate: played ? wins / played : null,
});

describe('win-rate bars', () => {
  it('makes bar heights proportional to the win rate, on a shared baseline', () => {
    const l = layoutBars([
      { key: 'a', label: 'A', tally: tally(4, 4) },
      { key: 'b', label: 'B', tally: tally(4, 1) },
      { key: 'c', label: 'C', tally: tally(3, 0) },
    ]);
    const [a, b, c] = l.bars;
    expect(a!.height).toBe(CHART.plotHeight);
    expect(b!.height).toBe(CHART.plotHeight / 4);
    expect(c!.height).toBe(0);
    expect(a!.y + a!.height).toBe(b!.y + b!.height);
    expect([a!.percent, b!.percent, c!.percent]).toEqual([100, 25, 0]);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    expect(l.width).toBeGreaterThanOrEqual(c!.x + c!.width);
  });

  it('shows a group without games as empty, not as 0 %', () => {
    const [bar] = layoutBars([{ key: 'x', label: 'X', tally: tally(0, 0) }]).bars;
    expect(bar).toMatchObject({ percent: null, height: 0, played: 0 });
  });

  it('draws grid lines from 0 to 100 % inside the plot', () => {
    const l = layoutBars([]);
    expect(l.grid.map((g) => g.percent)).toEqual([0, 25, 50, 75, 100]);
    expect(l.grid[0]!.y).toBe(l.plotTop + l.plotHeight);
    expect(l.grid[4]!.y).toBe(l.plotTop);
  });
});

describe('labelLines', () => {
  it('wraps a bar name onto two lines instead of cutting it', () => {
    expect(labelLines('Clash of Decks')).toEqual(['Clash of Decks']);
    expect(labelLines('Computer (normal)')).toEqual(['Computer', '(normal)']);
    expect(labelLines('Počítač (normální)')).toEqual(['Počítač', '(normální)']);
  });
  it('shortens only what would need a third line', () => {
    const l = labelLines('The Very Long Name Of A Deck Indeed');
    expect(l).toHaveLength(2);
    expect(l[1]!.endsWith('…')).toBe(true);
  });
});
