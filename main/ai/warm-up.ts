/**
 * Warm-up of a fresh AI worker: one small search per game and level, so module loading and
 * the first JIT compilation of the engines and searches happen before the first real
 * decision (issue #19 item 2: a fresh worker's first decision was its slowest). Small budgets
 * with their (scaled) clocks: a few tens of milliseconds once the modules are loaded.
 */
import { clashRules } from '../games/clash/index';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { decide } from './decide';
import { clashRequest, orbsRequest, type SeatRequest } from './requests';
import { MENU_LEVELS } from './level-names';

/** Runs the warm-up decisions; returns how long they took (ms). */
export function warmUp(): number {
  const t0 = performance.now();
  const clash = clashRules.create({ mode: 'preconstructed' }, 1);
  const decks: [string[], string[]] = [
    READY_DECKS[0]!.cards.slice(),
    READY_DECKS[1 % READY_DECKS.length]!.cards.slice(),
  ];
  const orbs = orbsRules.create({ decks }, 1);
  const mover = orbsRules.toMove(orbs)!;
  const reqs: SeatRequest[] = [
    clashRequest(clash, clash.active, 1),
    orbsRequest(orbs, mover, decks[mover], 1),
  ];
  for (const r of reqs) for (const level of MENU_LEVELS) decide({ ...r, level, budgetScale: 0.02 });
  return performance.now() - t0;
}
