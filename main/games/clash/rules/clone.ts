/** A hand-written deep copy of the plain-data state (fast: the AI copies states constantly). */
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

function clonePlayer(p: ClashPlayerState): ClashPlayerState {
  return {
    hand: p.hand.slice(),
    fort: p.fort,
    mana: p.mana,
    lanes: [cloneQueue(p.lanes[0]), cloneQueue(p.lanes[1])],
    drafted: p.drafted.slice(),
  };
}

export function cloneState(s: ClashState): ClashState {
  const d = s.draft;
  return {
    format: s.format,
    options: {
      mode: s.options.mode,
      pool: s.options.pool,
      decks: [s.options.decks[0], s.options.decks[1]],
    },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    phase: s.phase,
    turn: s.turn,
    active: s.active,
    winner: s.winner,
    positions: s.positions ? s.positions.slice() : [],
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    draft: d
      ? { pool: d.pool.slice(), picks: d.picks, takenMask: d.takenMask, firstPicker: d.firstPicker }
      : null,
  };
}
