import { describe, expect, it } from 'vitest';
import { clashFaceModel } from './clash-faces';
import { CLASH_CARDS } from '../../../main/games/clash/cards';

const labels = { creature: 'Creature', incantation: 'Incantation', cardhallSet: 'Cardhall' };

describe('clashFaceModel', () => {
  it("opens an incantation's text box with what it does when the caller words it", () => {
    const incantations = CLASH_CARDS.filter((c) => c.kind === 'incantation');
    expect(incantations.length).toBeGreaterThan(0);
    for (const c of incantations) {
      const m = clashFaceModel(c.id, 'en', {
        ...labels,
        incantationLine: (d) => `${d} damage to a creature`,
      });
      expect(m.lines[0], c.id).toBe(`${c.attack} damage to a creature`);
    }
  });

  it('leaves creatures, and callers that give no wording, as they were', () => {
    for (const c of CLASH_CARDS) {
      const plain = clashFaceModel(c.id, 'en', labels);
      if (c.kind === 'creature')
        expect(clashFaceModel(c.id, 'en', { ...labels, incantationLine: () => 'x' }).lines).toEqual(
          plain.lines,
        );
      expect(plain.lines).not.toContain('x');
    }
  });
});
