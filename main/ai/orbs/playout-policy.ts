/**
 * The searching levels' playout policy (issue #19): the greedy player's way of playing
 * (../greedy/orbs.ts — greedy conversion 4.2, the best affordable play by a one-ply look-ahead,
 * attacks whose worst-case single block still pays §6–7, defends that win, trade up or
 * prevent lethal damage §7–8.3), made cheap enough to run at every playout step.
 *
 * Why not the greedy itself: its one-ply look-ahead clones the state for every play, bench
 * and ability candidate, and a large board offers dozens of abilities with targets (one
 * position had 40), so a playout step cost ~40 clones. Here equal candidates (the same card
 * from hand, the same target; `orbsKey`) are tried once, and abilities are first rated by the
 * heuristic's effect worth so only the few best are looked ahead: the look-ahead count per
 * step is bounded (`LOOKAHEAD_ABILITIES`), whatever the board.
 *
 * Why greedy play and not the heuristic policy (./heuristics.ts): in the arena the heuristic
 * policy scored 20 % against the greedy player over 200 games, the greedy 49.5 % against
 * itself; playouts that play like the opponent judge positions better.
 */
import { randInt, type RngState } from '../../engine/rng';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import {
  chooseAttack,
  chooseConvert,
  chooseDefend,
  greedyOrbsValue,
} from '../greedy/orbs';
import { AI_CARDS } from './cards';
import { orbsRater } from './heuristics';
import { orbsKey } from './keys';

/** At most this many abilities get the one-ply look-ahead in one step. */
export const LOOKAHEAD_ABILITIES = 3;

/** How many clone-and-apply look-aheads the last `playoutMove` call made (tests). */
export let lastLookaheads = 0;

function bestPlay(s: OrbsState, acts: OrbsAction[]): OrbsAction | null {
  const me = s.active;
  const base = greedyOrbsValue(s, me);
  let best: OrbsAction | null = null;
  let bestV = 0.25;
  const seen = new Set<string>();
  const abilities: { a: OrbsAction; v: number }[] = [];
  let rate: ((a: OrbsAction) => number) | null = null;
  const tryOne = (a: OrbsAction, bonus: number): void => {
    const t = orbsRules.clone(s);
    lastLookaheads++;
    if (!applyQuiet(t, a)) return;
    const v = greedyOrbsValue(t, me) - base + bonus;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  };
  for (const a of acts) {
    if (a.type !== 'play' && a.type !== 'bench' && a.type !== 'activate') continue;
    const k = orbsKey(s, a);
    if (seen.has(k)) continue;
    seen.add(k);
    if (a.type === 'activate') {
      const v = (rate ??= orbsRater(s))(a);
      if (v > 0) abilities.push({ a, v });
      continue;
    }
    let bonus = 0;
    if (a.type === 'bench') {
      const info = AI_CARDS[s.cards[a.card]!.def]!;
      if (info.def.type !== 'trap') continue;
      bonus = 1 + 0.3 * info.costTotal;
    }
    tryOne(a, bonus);
  }
  abilities.sort((x, y) => y.v - x.v);
  for (let i = 0; i < abilities.length && i < LOOKAHEAD_ABILITIES; i++) tryOne(abilities[i]!.a, 0);
  return best;
}

/** The playout move for the player to move in a full state. */
export function playoutMove(s: OrbsState, acts: OrbsAction[], rng: RngState): OrbsAction {
  lastLookaheads = 0;
  if (acts.length === 0) throw new Error('no legal action');
  const me = s.active;
  const end = acts.find((a) => a.type === 'endPhase') ?? acts[randInt(rng, acts.length)]!;
  if (s.phase === 'defense') return chooseDefend(s, me, acts) ?? end;
  return chooseConvert(s, me, acts) ?? bestPlay(s, acts) ?? chooseAttack(s, me, acts) ?? end;
}
