import { describe, expect, it } from 'vitest';
import { buildClashPosition } from '../../games/clash/scenario-adapter';
import { evaluateClash, evaluateClashWithThreats } from './heuristics';

// Player 1 to move, its Ogre in the upper lane facing player 0's empty upper lane: it hits
// player 0's building at player 1's assault, which player 0 cannot block before.
const open = {
  turn: 4,
  active: 1,
  players: [
    { hand: ['Bastion', 'Zombie', 'Brute'], lower: ['Troll'] },
    { hand: ['Bastion', 'Baron', 'Martyr'], upper: ['Ogre'], lower: ['Gnome'] },
  ],
};

describe('Clash evaluation with open-lane threats', () => {
  it('is the plain evaluation with zero weights', () => {
    const s = buildClashPosition(open);
    expect(evaluateClashWithThreats(s, 0, 0)).toBe(evaluateClash(s));
  });

  it('counts an attacker facing an empty lane against the building it will hit', () => {
    const s = buildClashPosition(open);
    // Player 0's chances fall when the mover's open attacker is counted, more with a larger weight.
    const plain = evaluateClash(s);
    const some = evaluateClashWithThreats(s, 0.5, 0);
    const more = evaluateClashWithThreats(s, 0.9, 0);
    expect(some).toBeLessThan(plain);
    expect(more).toBeLessThan(some);
    // The other player's weight only counts player 0's open attackers (none here).
    expect(evaluateClashWithThreats(s, 0, 0.5)).toBe(plain);
  });
});
