import { describe, expect, it } from 'vitest';
import { clashRules } from '../../../../main/games/clash/index';
import { randInt, seedRng } from '../../../../main/engine/rng';
import type { ClashEvent } from '../../../../main/games/clash/types';
import type { PlayerId } from '../../../../main/engine/types';
import { clashCard } from '../../cards/clash-faces';
import { applyEvent, lifeOf, modelFromView, reuseHiddenKeys, sameLayout } from './model';

const defs = (id: string) => clashCard(id);

describe('battle display model', () => {
  it('stepping through the events a player sees lands on the view the engine gives next', () => {
    for (const [seed, pool] of [
      [1, 'initiation'],
      [7, 'cardhall'],
      [99, 'both'],
    ] as const) {
      const s = clashRules.create({ mode: 'draft', pool }, seed);
      const rng = seedRng(seed);
      let steps = 0;
      while (clashRules.toMove(s) !== null && steps < 500) {
        const views = ([0, 1] as PlayerId[]).map((p) => modelFromView(clashRules.view(s, p)));
        const actions = clashRules.legalActions(s);
        // Favour playing cards so games end (playing out a hand costs the Bastion).
        const plays = actions.filter((a) => a.type !== 'assault');
        const action =
          plays.length > 0 && randInt(rng, 4) > 0
            ? plays[randInt(rng, plays.length)]!
            : actions[randInt(rng, actions.length)]!;
        const r = clashRules.apply(s, action);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        for (const p of [0, 1] as PlayerId[]) {
          const m = views[p]!;
          for (const e of r.events) {
            const seen = clashRules.eventFor(e, p) as ClashEvent | null;
            if (seen) applyEvent(m, seen, defs);
          }
          const after = modelFromView(clashRules.view(s, p));
          if (clashRules.view(s, p).phase === 'summoning') {
            expect(
              sameLayout(m, after),
              `seed ${seed} step ${steps} player ${p} ${JSON.stringify(action)}`,
            ).toBe(true);
            expect(lifeOf(m.sides[p])).toBe(lifeOf(after.sides[p]));
          }
        }
        steps++;
      }
      expect(clashRules.toMove(s)).toBeNull();
    }
  });
});

describe('displayKeywords', () => {
  it('keeps the printed order, then gained keywords, without lost ones', async () => {
    const { displayKeywords } = await import('./model');
    expect(displayKeywords(['Rage', 'Berserk'], ['Berserk', 'Rage'])).toEqual(['Rage', 'Berserk']);
    expect(displayKeywords(['Rage', 'Berserk'], ['Protection', 'Berserk'])).toEqual([
      'Berserk',
      'Protection',
    ]);
  });

  it('keeps the sprite keys of the face-down cards a side still holds across a new view', () => {
    const s = clashRules.create({ mode: 'preconstructed', decks: [1, 2] }, 5);
    const v = clashRules.view(s, 0);
    const prev = modelFromView(v);
    const next = modelFromView(v);
    const hidden = (m: typeof prev) =>
      m.sides[1].row.filter((e) => !e.building && e.card === null).map((e) => e.key);
    expect(hidden(prev).length).toBeGreaterThan(0);
    expect(hidden(next)).not.toEqual(hidden(prev));
    reuseHiddenKeys(prev, next);
    expect(hidden(next)).toEqual(hidden(prev));
  });
});
