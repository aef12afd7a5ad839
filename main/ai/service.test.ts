/**
 * The worker-thread service: a decision comes back from a worker, and an AbortSignal
 * cancels a running search (the promise rejects with an AbortError).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { clashRules } from '../games/clash/index';
import { createAiService } from './service';

describe('AI service (worker threads)', () => {
  const service = createAiService();
  afterAll(() => service.dispose());

  it('decides in a worker, and the action is legal', async () => {
    const s = clashRules.create({}, 8);
    const p = clashRules.toMove(s)!;
    const d = await service.decide({ game: 'clash', level: 'normal', player: p, view: clashRules.view(s, p), seed: 3, budgetScale: 0.05 });
    expect(clashRules.legalActions(s).map((a) => JSON.stringify(a))).toContain(JSON.stringify(d.action));
    // The normal level searches: a decision from a worker reports the iterations it ran.
    expect(d.iterations).toBeGreaterThan(0);
    expect(Number.isFinite(d.elapsedMs)).toBe(true);
  });

  it('cancels a running decision with an AbortError, then still works', async () => {
    const s = clashRules.create({}, 9);
    const p = clashRules.toMove(s)!;
    const ctrl = new AbortController();
    const pending = service.decide({ game: 'clash', level: 'hard', player: p, view: clashRules.view(s, p), seed: 4, budgetScale: 50 }, ctrl.signal);
    setTimeout(() => ctrl.abort(), 300);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const again = await service.decide({ game: 'clash', level: 'easy', player: p, view: clashRules.view(s, p), seed: 4 });
    expect(clashRules.legalActions(s).map((a) => JSON.stringify(a))).toContain(JSON.stringify(again.action));
  });

  it('rejects a malformed request without a worker round trip', async () => {
    await expect(service.decide({ game: 'chess' as never, level: 'easy', player: 0, view: {}, seed: 1 })).rejects.toThrow(/unknown game/);
  });
});
