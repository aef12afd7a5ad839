/**
 * The assault — clash.md §7.1–7.7 with §8.1 Aerial, §8.2 Aim, §8.3 Aquatic, §8.5 Berserk,
 * §8.11 Rage, §8.13 Sprint, §8.14 Wrecker; then the end of turn (§6.4).
 *
 * Decisions where the rules leave room (documented in ../README.md):
 * - The target (creature or building) is chosen before a Sprint move, with the keywords the
 *   attacker has at that moment; damage (Aquatic at index 0, Sprint bonus) and the secondary
 *   keywords are read after the move.
 * - A creature that has nothing it may attack (new: Rage/Berserk/Wrecker on entry) does
 *   nothing: no Sprint move.
 */
import { ATTACK as ATTACK_ } from '../cards';
import { CARD_ID, LANE_NAME } from './ids';
import { KW, kwAt as kwAt_ } from './keywords';
import { damageBuilding as damageBuilding_ } from './hand';
import { hitGroup as hitGroup_ } from './combat';
import { endTurn as endTurn_ } from './turn';
import type { ClashCreature, ClashEvent, ClashState, LaneIndex } from '../types';
import type { PlayerId } from '../../../engine/types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const ATTACK = ATTACK_;
const kwAt = kwAt_;
const damageBuilding = damageBuilding_;
const hitGroup = hitGroup_;
const endTurn = endTurn_;
const K_AERIAL = KW.Aerial;
const K_AIM = KW.Aim;
const K_AQUATIC = KW.Aquatic;
const K_BERSERK = KW.Berserk;
const K_RAGE = KW.Rage;
const K_SPRINT = KW.Sprint;
const K_WRECKER = KW.Wrecker;

// The lane being resolved: bit k of `attackedMask` = the creature now at index k already
// attacked, and `at` = the index of the creature attacking now. During its own assault a
// player's queue changes only by a Sprint move (attackOnce keeps both in step), so indices
// stay valid; this replaced an identity list scanned per candidate and two `indexOf` per
// attack (~13 % of the assault's profile). A lane holds at most its owner's 8 cards (§3), far
// below the mask's 32 bits. Module-level: the assault never re-enters itself.
let attackedMask = 0;
let at = 0;

export function assault(state: ClashState, ev: ClashEvent[] | null): void {
  const p = state.active;
  const mine = state.players[p].lanes;
  for (let lane = 0 as LaneIndex; lane < 2; lane = (lane + 1) as LaneIndex) {
    attackedMask = 0;
    const q = mine[lane];
    for (;;) {
      // §7.2: the not-yet-attacked eligible creature with the highest index (judged now, §7.1).
      let i = q.length - 1;
      for (; i >= 0; i--) {
        if ((attackedMask >>> i) & 1) continue;
        if (!q[i]!.isNew || kwAt(q, i) & K_RAGE) break;
      }
      if (i < 0) break;
      const c = q[i]!;
      attackedMask |= 1 << i;
      at = i;
      // §8.5 Berserk: attack again while an attack destroys a creature.
      while (attackOnce(state, p, lane, c, ev)) {
        if (state.winner !== null) return;
        if (!(kwAt(q, at) & K_BERSERK)) break;
      }
      if (state.winner !== null) return; // §7.7
    }
  }
  endTurn(state, ev);
}

/** One attack by creature `c` of player `p` in `lane`. Returns true if it destroyed a creature. */
function attackOnce(
  state: ClashState,
  p: PlayerId,
  lane: LaneIndex,
  c: ClashCreature,
  ev: ClashEvent[] | null,
): boolean {
  const o: PlayerId = p === 0 ? 1 : 0;
  const q = state.players[p].lanes[lane];
  const enemy = state.players[o].lanes[lane];
  let i = at; // q[at] === c
  const kw = kwAt(q, i);

  // Target (§4.3, §8.1, §8.2, §8.14): -1 = the building.
  let j = -1;
  if (!(kw & K_WRECKER)) {
    const aim = (kw & K_AIM) !== 0;
    for (let k = 0; k < enemy.length; k++) {
      if (aim || !(kwAt(enemy, k) & K_AERIAL)) {
        j = k;
        break;
      }
    }
  }
  if (j < 0 && c.isNew) {
    // §7.5, §8.11, §8.14: never the building on the turn it entered play.
    if (ev)
      ev.push({
        type: 'attack',
        player: p,
        card: CARD_ID[c.card]!,
        lane: LANE_NAME[lane],
        index: i,
        damage: 0,
        target: null,
      });
    return false;
  }

  // §8.13 Sprint: move to the bridge first; the bonus lasts until end of turn.
  let kw2 = kw; // the keywords after the move: the same when it does not move
  if (i > 0 && kw & K_SPRINT) {
    // In place of splice(i, 1) + unshift(c): the creatures before it move back one space.
    for (let k = i; k > 0; k--) q[k] = q[k - 1]!;
    q[0] = c;
    // The same move in the attacked bits: bits 0..i-1 move up one, c's bit goes to 0.
    const below = (1 << i) - 1;
    attackedMask = (attackedMask & ~(below | (1 << i))) | ((attackedMask & below) << 1) | 1;
    at = 0;
    c.sprintBonus += i;
    if (ev)
      ev.push({
        type: 'moved',
        player: p,
        card: CARD_ID[c.card]!,
        lane: LANE_NAME[lane],
        from: i,
        to: 0,
        bonus: c.sprintBonus,
      });
    i = 0;
    kw2 = kwAt(q, 0);
  }
  let d = ATTACK[c.card]! + c.sprintBonus;
  if (i === 0 && kw2 & K_AQUATIC) d *= 2; // §8.3 (the Sprint bonus is doubled too)

  if (j < 0) {
    if (ev)
      ev.push({
        type: 'attack',
        player: p,
        card: CARD_ID[c.card]!,
        lane: LANE_NAME[lane],
        index: i,
        damage: d,
        target: { kind: 'building', side: o },
      });
    damageBuilding(state, o, d, ev);
    return false;
  }
  if (ev) {
    ev.push({
      type: 'attack',
      player: p,
      card: CARD_ID[c.card]!,
      lane: LANE_NAME[lane],
      index: i,
      damage: d,
      target: {
        kind: 'creature',
        card: CARD_ID[enemy[j]!.card]!,
        side: o,
        lane: LANE_NAME[lane],
        index: j,
      },
    });
  }
  return hitGroup(state, o, lane, j, d, kw2, c.card, false, ev) > 0;
}
