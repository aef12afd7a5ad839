/**
 * Clash move filters and the exact look at the root turn (issue #19 item 6).
 *
 * - `usefulClashActions`: drops incantations cast at one's own creatures that do nothing
 *   for the caster: cast from the life side of the hand (clash.md §5.1: it only goes back
 *   to the rightmost space, §6.2) or killing the own creature. Cast from the free side, an
 *   own-target cast is a real trick (+1 life) and stays. When rollouts win anyway every
 *   root move scores about the same, so such no-effect moves used to be chosen.
 * - `winThisTurn`: every sequence of plays of the mover's turn, each ending with the
 *   assault, searched exactly (depth-first, equal positions merged); returns the first
 *   action of a sequence that destroys the opponent's Fort now, or null. Whether a Fort
 *   falls depends only on public facts and the mover's own hand (§3.5: the opponent's hand
 *   order changes no count), so one determinization answers it.
 */
import type { PlayerId } from '../../engine/types';
import {
  BUILDING,
  CLASH_CARDS,
  clashRules,
  cardIndexById,
  positionKey,
} from '../../games/clash/index';
import type { ClashAction, ClashState } from '../../games/clash/types';

const LANE: Record<string, 0 | 1> = { upper: 0, lower: 1 };
const HEALTH = CLASH_CARDS.map((c) => c.health ?? 0);
const ATTACK = CLASH_CARDS.map((c) => c.attack);

export function usefulClashActions(s: ClashState, acts: ClashAction[]): ClashAction[] {
  let out: ClashAction[] | null = null;
  for (let i = 0; i < acts.length; i++) {
    const a = acts[i]!;
    let drop = false;
    if (a.type === 'play' && 'target' in a && a.target.side === s.active) {
      const hand = s.players[s.active].hand;
      const card = cardIndexById(a.card);
      const fromLifeSide = hand.indexOf(card) > hand.indexOf(BUILDING);
      const victim = s.players[a.target.side].lanes[LANE[a.target.lane]!][a.target.index];
      const killsOwn =
        victim !== undefined && ATTACK[card]! >= HEALTH[victim.card]! - victim.damage;
      drop = fromLifeSide || killsOwn;
    }
    if (drop) out ??= acts.slice(0, i);
    else if (out) out.push(a);
  }
  return out && out.length > 0 ? out : acts;
}

const MAX_NODES = 3000;

/** `deadline` (performance.now() time): past it the search gives up (null), like the node cap. */
export function winThisTurn(
  s: ClashState,
  deadline = Infinity,
  maxNodes = MAX_NODES,
): ClashAction | null {
  if (s.phase !== 'summoning' || s.winner !== null) return null;
  const me: PlayerId = s.active;
  const seen = new Set<number>();
  let nodes = 0;
  const wins = (st: ClashState): boolean => {
    const acts = usefulClashActions(st, clashRules.legalActions(st));
    for (const a of acts) {
      if (++nodes > maxNodes || ((nodes & 63) === 0 && performance.now() > deadline)) {
        nodes = maxNodes + 1;
        return false;
      }
      const t = clashRules.clone(st);
      clashRules.apply(t, a);
      if (t.winner === me) return true;
      if (t.winner !== null || a.type === 'assault') continue;
      // Position (low 32 bits of the §9.2 key, which covers hands and lanes) and mana left.
      const key = (positionKey(t) % 4294967296) * 64 + t.players[me].mana;
      if (seen.has(key)) continue;
      seen.add(key);
      if (wins(t)) return true;
    }
    return false;
  };
  for (const a of usefulClashActions(s, clashRules.legalActions(s))) {
    const t = clashRules.clone(s);
    clashRules.apply(t, a);
    if (t.winner === me) return a;
    if (t.winner === null && a.type !== 'assault' && wins(t)) return a;
    if (nodes > maxNodes) return null;
  }
  return null;
}
