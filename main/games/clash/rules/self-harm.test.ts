/** An incantation cast at your own creature only hurts you (clash.md 8.9); other actions never count. */
import { describe, expect, it } from 'vitest';
import { clashRules } from '../index';
import { hurtsOnlyActor } from './self-harm';

describe('Clash actions that only hurt yourself', () => {
  it('are exactly the casts at your own creatures, in random games', () => {
    let own = 0;
    let other = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = clashRules.create({ mode: 'draft', pool: 'both' }, seed);
      for (let step = 0; step < 500 && clashRules.toMove(s) !== null; step++) {
        const actor = clashRules.toMove(s)!;
        const legal = clashRules.legalActions(s);
        for (const a of legal) {
          const cast = a.type === 'play' && 'target' in a;
          const expected = cast && a.target.side === actor;
          expect(hurtsOnlyActor(s, a, actor), JSON.stringify(a)).toBe(expected);
          if (cast && expected) own++;
          else if (cast) other++;
        }
        const plays = legal.filter((a) => a.type !== 'assault');
        const a =
          plays.length > 0 && step % 3 !== 0
            ? plays[step % plays.length]!
            : legal[legal.length - 1]!;
        expect(clashRules.apply(s, a).ok).toBe(true);
      }
    }
    expect(own).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
  });
});
