/**
 * Test fixture: a copy of `s` that differs from it only in what `me` cannot see — the
 * opponent's hand swapped card for card with the top of its deck, `me`'s own deck order
 * reversed, the game's generator reseeded. `me`'s view of it is the same, so a decision that
 * depends on the view only must be the same in both (honesty.test.ts, sparring-orbs.test.ts).
 * `s` itself is left as it was.
 */
import { seedRng } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { orbsRules } from '../../games/orbs/index';
import { ownCopy } from '../../games/orbs/rules/state';
import type { OrbsState } from '../../games/orbs/types';

export function withHiddenSwapped(s: OrbsState, me: PlayerId): OrbsState {
  const opp = (1 - me) as PlayerId;
  const t = orbsRules.clone(s);
  const oh = t.players[opp].hand;
  const od = t.players[opp].deck;
  for (let i = 0; i < Math.min(oh.length, od.length); i++) {
    const h = oh[i]!;
    const d = od[od.length - 1 - i]!;
    oh[i] = d;
    od[od.length - 1 - i] = h;
    // The clone shares its instances outside play with `s`: write on its own copies only.
    ownCopy(t, d).zone = 'hand';
    ownCopy(t, h).zone = 'deck';
  }
  t.players[me].deck.reverse();
  t.rng = seedRng(999);
  return t;
}
