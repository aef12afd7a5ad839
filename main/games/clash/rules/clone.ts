/**
 * A hand-written copy of the plain-data state (fast: the AI copies states constantly).
 *
 * Parts that no rule writes again are shared instead of copied: the options (never written
 * after create) and, once the battle has begun, each player's drafted list and the draft
 * record. clone.test.ts plays games with those parts frozen, so a rule that starts writing
 * them fails there. (Freezing them in the engine would cost more per game than it saves.)
 * Everything else — hands, lanes, mana, the generator, the §9.2 positions — is copied, so a
 * clone and its source never change each other through the rules.
 */
import type { ClashCreature, ClashPlayerState, ClashState } from '../types';

function cloneQueue(q: ClashCreature[]): ClashCreature[] {
  const out: ClashCreature[] = new Array(q.length);
  for (let i = 0; i < q.length; i++) {
    const c = q[i]!;
    out[i] = {
      card: c.card,
      damage: c.damage,
      isNew: c.isNew,
      protectionUsed: c.protectionUsed,
      sprintBonus: c.sprintBonus,
    };
  }
  return out;
}

function clonePlayer(p: ClashPlayerState, drafting: boolean): ClashPlayerState {
  return {
    hand: p.hand.slice(),
    fort: p.fort,
    mana: p.mana,
    lanes: [cloneQueue(p.lanes[0]), cloneQueue(p.lanes[1])],
    drafted: drafting ? p.drafted.slice() : p.drafted,
  };
}

export function cloneState(s: ClashState): ClashState {
  const d = s.draft;
  const drafting = s.phase === 'draft';
  return {
    format: s.format,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    phase: s.phase,
    turn: s.turn,
    active: s.active,
    winner: s.winner,
    positions: s.positions ? s.positions.slice() : [],
    players: [clonePlayer(s.players[0], drafting), clonePlayer(s.players[1], drafting)],
    draft:
      d && drafting
        ? {
            pool: d.pool.slice(),
            picks: d.picks,
            takenMask: d.takenMask,
            firstPicker: d.firstPicker,
          }
        : d,
  };
}
