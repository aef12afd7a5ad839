/**
 * The enumeration lists targets with each kind's test hoisted out of its loop (legal.ts
 * `pushTargets`), a second statement of what targets.ts `targetOk` accepts. This pins the two
 * together: for every target kind the card schema knows, in states of random games, the listed
 * targets are exactly the players and cards `targetOk` accepts, in the enumeration's order
 * (players 0 and 1, then both players' cards in play, or the graveyard for its kind).
 */
import { describe, expect, it } from 'vitest';
import { orbsRules, READY_DECKS, legalActionCount, applyLegalAt, targetsFor } from '..';
import type { OrbsState, OrbsTarget, PlayerId, TargetKind } from '../types';
import { targetKindSchema } from '../cards/schema';
import { randInt, seedRng } from '../../../engine/rng';
import { targetOk } from './targets';

const KINDS = targetKindSchema.options as readonly TargetKind[];

/** Every target `targetOk` accepts for `p` and `kind`, in the enumeration's order. */
function accepted(s: OrbsState, p: PlayerId, kind: TargetKind): OrbsTarget[] {
  const out: OrbsTarget[] = [];
  for (const player of [0, 1] as const)
    if (targetOk(s, p, kind, { player, card: -1 })) out.push({ player });
  const ids =
    kind === 'graveyardOrb' ? s.players[p].graveyard : [...s.players[0].play, ...s.players[1].play];
  for (const card of ids) if (targetOk(s, p, kind, { player: -1, card })) out.push({ card });
  return out;
}

describe('listed targets agree with targetOk', () => {
  it('for every kind, both players, in 60 random games', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(7);
    const rng = seedRng(34);
    let checked = 0;
    let nonEmpty = 0;
    for (let g = 0; g < 60; g++) {
      const s = orbsRules.create(
        { decks: [READY_DECKS[g % 6]!.cards.slice(), READY_DECKS[(g * 5 + 2) % 6]!.cards.slice()] },
        g + 1,
      );
      for (let step = 0; legalActionCount(s) > 0; step++) {
        if (step % 7 === 0) {
          for (const p of [0, 1] as const)
            for (const kind of KINDS) {
              const want = accepted(s, p, kind);
              expect(targetsFor(s, p, kind), `game ${g} step ${step} player ${p} ${kind}`).toEqual(
                want,
              );
              checked++;
              if (want.length > 0) nonEmpty++;
            }
        }
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      }
    }
    // The comparison must have seen real target lists, not only empty ones.
    expect(checked).toBeGreaterThan(5000);
    expect(nonEmpty).toBeGreaterThan(checked / 3);
  });
});
