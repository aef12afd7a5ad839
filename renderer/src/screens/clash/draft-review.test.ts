import { describe, expect, it } from 'vitest';
import { reviewOrder } from './draft-review';

const human = { kind: 'human' as const };
const cpu = { kind: 'computer' as const, level: 'easy' as const };

describe('the drafted-cards review order', () => {
  it('shows the human their cards at once against the computer, whoever opens', () => {
    expect(reviewOrder([human, cpu], 1)).toEqual([{ player: 0, curtain: false }]);
    expect(reviewOrder([cpu, human], 0)).toEqual([{ player: 1, curtain: false }]);
  });

  it('hotseat: both players behind the curtain, the battle opener last', () => {
    expect(reviewOrder([human, human], 1)).toEqual([
      { player: 0, curtain: true },
      { player: 1, curtain: true },
    ]);
    expect(reviewOrder([human, human], 0)).toEqual([
      { player: 1, curtain: true },
      { player: 0, curtain: true },
    ]);
  });

  it('has nobody to show when no seat is human', () => {
    expect(reviewOrder([cpu, cpu], 0)).toEqual([]);
  });
});
