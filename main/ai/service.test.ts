/**
 * The worker-thread service: a decision comes back from a worker, and an AbortSignal
 * cancels a running search (the promise rejects with an AbortError).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { clashRules } from '../games/clash/index';
import { decide, decidePart, mergeDecisionParts } from './decide';
import { createAiService } from './service';

describe('AI service (worker threads)', () => {
  const service = createAiService();
  afterAll(() => service.dispose());

  it('decides in a worker, and the action is legal', async () => {
    // A battle position: Clash normal searches there (its draft picks are a table look-up).
    const s = clashRules.create({ mode: 'preconstructed' }, 8);
    const p = clashRules.toMove(s)!;
    const d = await service.decide({
      game: 'clash',
      level: 'normal',
      player: p,
      view: clashRules.view(s, p),
      seed: 3,
      budgetScale: 0.05,
    });
    expect(clashRules.legalActions(s).map((a) => JSON.stringify(a))).toContain(
      JSON.stringify(d.action),
    );
    // The normal level searches: a decision from a worker reports the iterations it ran (on a
    // crowded machine the small test budget's clock may stop it before the first one).
    expect(d.iterations! > 0 || d.cutByClock === true).toBe(true);
    expect(Number.isFinite(d.elapsedMs)).toBe(true);
  });

  it('cancels a running decision with an AbortError, then still works', async () => {
    // A battle position (a draft pick is answered in a millisecond, before any abort) and a
    // budget of minutes, so the abort always lands while the search runs, on any machine.
    const s = clashRules.create({ mode: 'preconstructed' }, 9);
    const p = clashRules.toMove(s)!;
    const ctrl = new AbortController();
    const pending = service.decide(
      {
        game: 'clash',
        level: 'hard',
        player: p,
        view: clashRules.view(s, p),
        seed: 4,
        budgetScale: 1000,
      },
      ctrl.signal,
    );
    setTimeout(() => ctrl.abort(), 300);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const again = await service.decide({
      game: 'clash',
      level: 'easy',
      player: p,
      view: clashRules.view(s, p),
      seed: 4,
    });
    expect(clashRules.legalActions(s).map((a) => JSON.stringify(a))).toContain(
      JSON.stringify(again.action),
    );
  });

  it('hard runs its root-parallel parts on two workers and picks what one thread would', async () => {
    const s = clashRules.create({ mode: 'preconstructed' }, 12);
    const p = clashRules.toMove(s)!;
    const req = {
      game: 'clash' as const,
      level: 'hard' as const,
      player: p,
      view: clashRules.view(s, p),
      seed: 5,
      budgetScale: 0.05,
    };
    // The parts merged as the service merges them = one thread's decision (no clock cuts here).
    const one = decide(req, { noTimeCap: true });
    const merged = mergeDecisionParts(
      req,
      [decidePart(req, 0, { noTimeCap: true }), decidePart(req, 1, { noTimeCap: true })],
      0,
    );
    expect(merged.iterations).toBe(one.iterations);
    expect(JSON.stringify(merged.action)).toBe(JSON.stringify(one.action));
    // The service's two-worker path returns a legal move.
    const two = createAiService({ workers: 2 });
    try {
      const d = await two.decide(req);
      expect(clashRules.legalActions(s).map((a) => JSON.stringify(a))).toContain(
        JSON.stringify(d.action),
      );
      expect(d.iterations! > 0 || d.cutByClock === true).toBe(true);
    } finally {
      await two.dispose();
    }
  });

  it('warm() starts every worker and runs the decision code once in each', async () => {
    const two = createAiService({ workers: 2 });
    try {
      const ms = await two.warm();
      expect(ms).toBeGreaterThan(0);
      const s = clashRules.create({ mode: 'preconstructed' }, 3);
      const p = clashRules.toMove(s)!;
      const d = await two.decide({
        game: 'clash',
        level: 'normal',
        player: p,
        view: clashRules.view(s, p),
        seed: 2,
        budgetScale: 0.05,
      });
      expect(clashRules.legalActions(s).map((a) => JSON.stringify(a))).toContain(
        JSON.stringify(d.action),
      );
    } finally {
      await two.dispose();
    }
  });

  it('rejects a malformed request without a worker round trip', async () => {
    await expect(
      service.decide({ game: 'chess' as never, level: 'easy', player: 0, view: {}, seed: 1 }),
    ).rejects.toThrow(/unknown game/);
  });
});
