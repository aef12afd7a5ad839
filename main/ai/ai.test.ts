/**
 * AI-versus-AI smoke games with small budgets: every level finishes games of both games and
 * never picks an illegal action (the arena applies each choice through `rules.apply` and
 * throws on a rejection; we also check membership in `legalActions`).
 */
import { describe, expect, it } from 'vitest';
import { clashRules } from '../games/clash/index';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { playArenaGame } from './arena';
import { decide } from './decide';
import { orbsRequest } from './requests';
import { maxOf, minOf, percentile, wilson } from './stats';

describe('AI versus AI', () => {
  it('Clash: hard, normal, easy and random finish games with legal actions only', () => {
    const pairs = [
      ['hard', 'random'],
      ['normal', 'easy'],
      ['easy', 'hard'],
    ] as const;
    pairs.forEach(([a, b], i) => {
      const r = playArenaGame({ game: 'clash', levels: [a, b], seed: 7 + i, budgetScale: 0.02 });
      expect(r.winner === 0 || r.winner === 1).toBe(true);
      expect(r.decisions.length).toBe(r.actions);
    });
  });

  it('Orbs: hard, normal, easy and random finish games with legal actions only', () => {
    const pairs = [
      ['hard', 'easy'],
      ['normal', 'random'],
    ] as const;
    pairs.forEach(([a, b], i) => {
      const r = playArenaGame({ game: 'orbs', levels: [a, b], seed: 11 + i, budgetScale: 0.01 });
      expect(r.winner).not.toBeNull();
      expect(r.actions).toBeGreaterThan(10);
    });
  });

  it('every decision is among the legal actions of the real state', () => {
    const s = orbsRules.create({ decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards] }, 3);
    for (let n = 0; n < 60 && orbsRules.toMove(s) !== null; n++) {
      const p = orbsRules.toMove(s)!;
      const level = (['easy', 'normal', 'hard', 'random'] as const)[n % 4]!;
      const d = decide({ ...orbsRequest(s, p, READY_DECKS[p]!.cards, n, 0.01), level });
      const legal = orbsRules.legalActions(s).map((a) => JSON.stringify(a));
      expect(legal).toContain(JSON.stringify(d.action));
      expect(orbsRules.apply(s, d.action as never).ok).toBe(true);
    }
    const c = clashRules.create({}, 5);
    for (let n = 0; n < 60 && clashRules.toMove(c) !== null; n++) {
      const p = clashRules.toMove(c)!;
      const level = (['easy', 'normal', 'hard', 'random'] as const)[n % 4]!;
      const d = decide({
        game: 'clash',
        level,
        player: p,
        view: clashRules.view(c, p),
        seed: n,
        budgetScale: 0.02,
      });
      expect(clashRules.legalActions(c).map((a) => JSON.stringify(a))).toContain(
        JSON.stringify(d.action),
      );
      expect(clashRules.apply(c, d.action as never).ok).toBe(true);
    }
  });

  it('rejects a request for the wrong player or a bad level', () => {
    const c = clashRules.create({}, 5);
    const p = clashRules.toMove(c)!;
    const other = (1 - p) as 0 | 1;
    expect(() =>
      decide({
        game: 'clash',
        level: 'easy',
        player: other,
        view: clashRules.view(c, other),
        seed: 1,
      }),
    ).toThrow(/turn/);
    expect(() =>
      decide({
        game: 'clash',
        level: 'expert' as never,
        player: p,
        view: clashRules.view(c, p),
        seed: 1,
      }),
    ).toThrow(/level/);
  });

  it('arena statistics: Wilson interval and percentiles', () => {
    const [lo, hi] = wilson(160, 200);
    expect(lo).toBeCloseTo(0.739, 2);
    expect(hi).toBeCloseTo(0.849, 2);
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 0.95)).toBe(5);
    // A long arena run's decision times: more than Math.max(...xs) can take as arguments.
    const many = Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 300_007);
    many[123_456] = 400_000;
    many[234_567] = -1;
    expect(maxOf(many)).toBe(400_000);
    expect(minOf(many)).toBe(-1);
    expect(maxOf([])).toBe(0);
    expect(minOf([3])).toBe(3);
  });
});
