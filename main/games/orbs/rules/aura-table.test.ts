/**
 * §11.1 auras folded by the player they reach (aura-table.ts): every Orb's AP and Armor read
 * from the table equal `apOf`/`armorOf` (which walk the board per Orb), after every action of
 * random games between all the ready decks, whose aura cards (Imp, Knight, Ghoul and Velk
 * lords, Wither, the global and local banners) do come into play.
 */
import { describe, expect, it } from 'vitest';
import { applyLegalAt, legalActionCount, orbsRules, READY_DECKS } from '..';
import { randInt, seedRng } from '../../../engine/rng';
import { apOf, armorOf, isOrb, orbTypeOf } from './state';
import { apWith, armorWith, auraTableInto, newAuraTable } from './aura-table';

describe('Orbs aura table', () => {
  it('gives every Orb in play the AP and Armor that apOf and armorOf give', () => {
    const t = newAuraTable();
    let orbsChecked = 0;
    let typedBonus = 0; // Orbs that an Orb-type aura reached (so the typed path is exercised)
    let plainBonus = 0; // Orbs that an aura without a type reached
    for (let g = 0; g < 72; g++) {
      const s = orbsRules.create(
        { decks: [READY_DECKS[g % 6]!.cards, READY_DECKS[Math.floor(g / 6) % 6]!.cards] },
        900 + g,
      );
      const rng = seedRng(g);
      for (let k = 0; k < 600 && legalActionCount(s) > 0; k++) {
        auraTableInto(s, t);
        for (const pl of s.players)
          for (const id of pl.play) {
            const c = s.cards[id]!;
            if (!isOrb(c)) continue;
            expect(apWith(t, c)).toBe(apOf(s, c));
            expect(armorWith(t, c)).toBe(armorOf(s, c));
            orbsChecked++;
            if (t.ap[c.owner] !== 0 || t.armor[c.owner] !== 0) plainBonus++;
            const type = orbTypeOf(c);
            if (t.typedTo.some((to, i) => to === c.owner && t.typedType[i] === type)) typedBonus++;
          }
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      }
    }
    expect(orbsChecked).toBeGreaterThan(10_000);
    expect(plainBonus).toBeGreaterThan(100);
    expect(typedBonus).toBeGreaterThan(100);
  });
});
