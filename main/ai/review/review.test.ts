import { describe, expect, it } from 'vitest';
import { assembleReview, markOf, MARK_THRESHOLDS } from './assemble';
import { calibrate, calibrationFigures, fitIsotonic, IDENTITY_MAP } from './calibration';
import { evaluatePositions } from './positions';
import { runReview } from './run';
import { playRecordedGame } from './selfplay';
import type { PositionEval, ReviewJob } from './types';
import { createWorkerPool } from '../worker-pool';

const inThread = async (job: Parameters<typeof evaluatePositions>[0]) => evaluatePositions(job);

describe('review marks', () => {
  it('follow the documented thresholds on the drop', () => {
    expect(markOf(0.3, true)).toBe('best');
    expect(markOf(0, false)).toBe('good');
    expect(markOf(MARK_THRESHOLDS.good, false)).toBe('inaccuracy');
    expect(markOf(MARK_THRESHOLDS.inaccuracy, false)).toBe('mistake');
    expect(markOf(MARK_THRESHOLDS.mistake, false)).toBe('blunder');
  });

  it('a move that throws a won position away is a blunder, the best move is best', () => {
    const ev = (
      step: number,
      best: number,
      played: number | null,
      same: boolean,
    ): PositionEval => ({
      step,
      mover: 0,
      best,
      played,
      bestMove: { kind: 'assault' },
      bestKey: 'a',
      playedMove: { kind: 'pick', card: 'x' },
      playedKey: same ? 'a' : 'k',
      iterations: 10,
      facts: {},
    });
    const r = assembleReview({
      game: 'clash',
      mode: 'full',
      players: [0],
      iterations: 10,
      total: 3,
      outcome: 1,
      movers: [0, 1, 0],
      turns: [1, 1, 2],
      evals: [ev(0, 0.9, 0.3, false), ev(2, 0.2, null, true)],
      map: IDENTITY_MAP,
      elapsedMs: 1,
    });
    expect(r.curve).toHaveLength(4);
    expect(r.curve[3]).toBe(0);
    expect(r.decisions.map((d) => d.mark)).toEqual(['blunder', 'best']);
    expect(r.decisions[0]!.drop).toBeCloseTo(0.6);
    expect(r.accuracy[0]).toBeCloseTo(50);
    expect(r.accuracy[1]).toBeNull();
    expect(r.swings.length).toBeGreaterThan(0);
  });
});

describe('review of a real game', () => {
  it('Clash: one mark per decision of the chosen player, a graph ending at the result, deterministic', async () => {
    const g = playRecordedGame('clash', ['easy', 'random'], 11);
    const req = {
      game: 'clash' as const,
      options: g.options,
      seed: g.seed,
      actions: g.actions,
      players: [0 as const],
      mode: 'full' as const,
      iterations: 60,
    };
    let last = 0;
    const r = await runReview(req, inThread, { onProgress: (d) => (last = d) });
    expect(r.curve).toHaveLength(g.actions.length + 1);
    expect(r.curve.at(-1)).toBe(g.outcome === 0 ? 1 : g.outcome === 1 ? 0 : 0.5);
    expect(r.decisions.length).toBeGreaterThan(5);
    expect(r.decisions.every((d) => d.player === 0)).toBe(true);
    expect(
      r.decisions.every((d) => d.before >= 0 && d.before <= 1 && d.after <= d.before + 1e-9),
    ).toBe(true);
    expect(last).toBeGreaterThan(0);
    const again = await runReview(req, inThread);
    expect(again.curve).toEqual(r.curve);
  });

  it('Orbs fair mode runs from the player view only', async () => {
    const g = playRecordedGame('orbs', ['easy', 'easy'], 5, 1, 120);
    const r = await runReview(
      {
        game: 'orbs',
        options: g.options,
        seed: g.seed,
        actions: g.actions,
        players: [0, 1],
        mode: 'fair',
        iterations: 30,
      },
      inThread,
    );
    expect(r.mode).toBe('fair');
    expect(r.decisions.length).toBeGreaterThan(5);
    expect(new Set(r.decisions.map((d) => d.player)).size).toBe(2);
  });

  it('runs in the AI worker threads and can be cancelled', async () => {
    const pool = createWorkerPool({ workers: 2 });
    try {
      const g = playRecordedGame('clash', ['easy', 'easy'], 3);
      const run = (job: ReviewJob, signal?: AbortSignal) =>
        pool.run<PositionEval[]>({ kind: 'review', job }, signal);
      const r = await runReview(
        {
          game: 'clash',
          options: g.options,
          seed: g.seed,
          actions: g.actions,
          players: [0, 1],
          mode: 'full',
          iterations: 40,
        },
        run,
      );
      const local = await runReview(
        {
          game: 'clash',
          options: g.options,
          seed: g.seed,
          actions: g.actions,
          players: [0, 1],
          mode: 'full',
          iterations: 40,
        },
        inThread,
      );
      expect(r.curve).toEqual(local.curve);
      const ctl = new AbortController();
      const p = runReview(
        {
          game: 'clash',
          options: g.options,
          seed: g.seed,
          actions: g.actions,
          players: [0, 1],
          mode: 'full',
          iterations: 100000,
        },
        run,
        { signal: ctl.signal },
      );
      setTimeout(() => ctl.abort(), 50);
      await expect(p).rejects.toThrow(/cancel/i);
    } finally {
      await pool.dispose();
    }
  }, 60_000);
});

describe('calibration measures', () => {
  it('ECE is 0 for a perfectly calibrated bin, and an isotonic fit corrects overconfident values', () => {
    const samples = [...Array(100)].map((_, i) => ({ p: 0.75, won: i % 4 === 0 ? 0 : 1 }));
    const f = calibrationFigures(samples);
    expect(f.ece).toBeCloseTo(0);
    expect(f.brier).toBeCloseTo(0.1875);
    // Overconfident raw values: the true chance is halfway between the raw value and ½.
    const train = [...Array(4000)].map((_, i) => {
      const p = (i % 1000) / 1000;
      return { p, won: (i * 7919) % 1000 < (0.5 + (p - 0.5) / 2) * 1000 ? 1 : 0 };
    });
    const map = fitIsotonic(train);
    expect(calibrationFigures(train).ece).toBeGreaterThan(0.1);
    expect(
      calibrationFigures(train.map((s) => ({ p: calibrate(s.p, map), won: s.won }))).ece,
    ).toBeLessThan(0.03);
    expect(calibrate(0.5, IDENTITY_MAP)).toBe(0.5);
  });
});
