/**
 * §11.1 auras folded by the player they reach (aura-table.ts): every Orb's AP and Armor read
 * from the table equal `apOf`/`armorOf` (which walk the board per Orb), after every action of
 * random games between all the ready decks. Their aura cards come into play: Orb-type lords
 * (Imp Chieftain, Knight Captain, Ghoul Lord, Velk Totem, Velk Overmind) and plain local and
 * foreign auras (War Banner, Shield Wall, Velk Miasma). No ready deck holds a global aura
 * (Thunder Drum), so the second case puts one in play on random states.
 */
import { describe, expect, it } from 'vitest';
import { applyLegalAt, legalActionCount, orbsRules, READY_DECKS } from '..';
import { randInt, seedRng } from '../../../engine/rng';
import { apOf, armorOf, isOrb, newInstance, orbTypeIndex } from './state';
import { defIndexByName } from '../cards/pool';
import { ORB_TYPE_COUNT } from '../cards/flat';
import type { CardInstance, OrbsState } from '../types';
import { apWith, armorWith, auraTableInto, newAuraTable, type AuraTable } from './aura-table';

/** Fills `t` from `s` and checks every Orb in play against `apOf`/`armorOf`; calls `seen`
 *  with each Orb checked and returns how many there were. */
function expectTableMatches(s: OrbsState, t: AuraTable, seen?: (c: CardInstance) => void): number {
  auraTableInto(s, t);
  let checked = 0;
  for (const pl of s.players)
    for (const id of pl.play) {
      const c = s.cards[id]!;
      if (!isOrb(c)) continue;
      expect(apWith(t, c)).toBe(apOf(s, c));
      expect(armorWith(t, c)).toBe(armorOf(s, c));
      checked++;
      seen?.(c);
    }
  return checked;
}

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
        orbsChecked += expectTableMatches(s, t, (c) => {
          if (t.ap[c.owner] !== 0 || t.armor[c.owner] !== 0) plainBonus++;
          const type = orbTypeIndex(c);
          if (type >= 0 && t.typedUsed.includes(c.owner * ORB_TYPE_COUNT + type)) typedBonus++;
        });
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      }
    }
    expect(orbsChecked).toBeGreaterThan(10_000);
    expect(plainBonus).toBeGreaterThan(100);
    expect(typedBonus).toBeGreaterThan(100);
  });

  it('counts a global aura for both players, beside the others', () => {
    const drum = defIndexByName('Thunder Drum')!;
    const miasma = defIndexByName('Velk Miasma')!;
    const t = newAuraTable();
    let orbsChecked = 0;
    for (let g = 0; g < 12; g++) {
      const s = orbsRules.create({ decks: [READY_DECKS[g % 6]!.cards, READY_DECKS[5]!.cards] }, g);
      const rng = seedRng(50 + g);
      for (let k = 0; k < 60 && legalActionCount(s) > 0; k++)
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      const owner = g % 2 === 0 ? 0 : 1;
      const before = [...auraTableInto(s, t).ap];
      s.players[owner].play.push(newInstance(s, drum, owner, 'play').id);
      orbsChecked += expectTableMatches(s, t);
      expect(t.ap).toEqual([before[0]! + 1, before[1]! + 1]); // global: both players
      s.players[1 - owner]!.play.push(newInstance(s, miasma, owner === 0 ? 1 : 0, 'play').id);
      orbsChecked += expectTableMatches(s, t);
    }
    expect(orbsChecked).toBeGreaterThan(50);
  });
});
