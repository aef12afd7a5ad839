/**
 * hurtsOnlyActor: over random games of every ready-made deck pairing, an action counts exactly
 * when its target is the actor's own face or Orb and the card only harms that target; a damage
 * card aimed at yourself ("Play Fireball → You") counts, the same card at the opponent does not.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, randInt, seedRng } from '../../../engine/rng';
import { orbsRules, READY_DECKS } from '../index';
import type { OrbsAction } from '../types';
import { COMPILED } from '../cards/pool';
import { hurtsOnlyActor } from './self-harm';

describe('actions that only hurt yourself', () => {
  it('are the harmful plays and abilities aimed at your own face or Orbs, never others', () => {
    const rng = seedRng(16);
    const ids = READY_DECKS.map((d) => d.cards);
    let flagged = 0;
    let damageAtOpponent = 0;
    for (let g = 0; g < 24; g++) {
      const decks = [ids[g % ids.length]!, ids[(g + 1) % ids.length]!] as [string[], string[]];
      const s = orbsRules.create({ decks }, nextU32(rng));
      for (let step = 0; step < 400 && orbsRules.toMove(s) !== null; step++) {
        const actor = orbsRules.toMove(s)!;
        const legal = orbsRules.legalActions(s);
        for (const a of legal) {
          const hurts = hurtsOnlyActor(s, a, actor);
          const t = a.type === 'play' || a.type === 'activate' ? a.targets?.[0] : undefined;
          const own = t
            ? 'player' in t
              ? t.player === actor
              : s.cards[t.card]!.owner === actor
            : false;
          if (hurts) {
            expect(own, JSON.stringify(a)).toBe(true);
            flagged++;
          }
          if (a.type === 'play' && t && 'player' in t && t.player !== actor) {
            const def = COMPILED[s.cards[a.card]!.def]!.def;
            const damages = (def.triggers ?? []).some((tr) =>
              tr.effects.some((e) => e.do === 'damage' && e.to === 'target'),
            );
            if (damages) {
              damageAtOpponent++;
              expect(hurts).toBe(false);
              // The same play aimed at yourself counts.
              const atSelf: OrbsAction = { ...a, targets: [{ player: actor }] };
              expect(hurtsOnlyActor(s, atSelf, actor)).toBe(true);
            }
          }
        }
        const a = legal[randInt(rng, legal.length)]!;
        expect(orbsRules.apply(s, a).ok).toBe(true);
      }
    }
    expect(flagged).toBeGreaterThan(0);
    expect(damageAtOpponent).toBeGreaterThan(0);
  });

  it('never counts actions without a target, or a heal aimed at yourself', () => {
    const s = orbsRules.create({ decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards] }, 7);
    expect(hurtsOnlyActor(s, { type: 'endPhase' }, 0)).toBe(false);
    expect(hurtsOnlyActor(s, { type: 'attack', card: 0 }, 0)).toBe(false);
    const spring = COMPILED.findIndex((c) => c.def.id === 'healing-spring');
    const heal = s.cards.findIndex((c) => c.def === spring);
    if (heal >= 0)
      expect(
        hurtsOnlyActor(s, { type: 'play', card: heal, from: 'hand', targets: [{ player: 0 }] }, 0),
      ).toBe(false);
  });
});
