// The calibrate command end to end on a few games (not timed): the one summary line's shape
// and that its figures are probabilities.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run calibrate', () => {
  for (const game of ['clash', 'orbs'] as const) {
    it(`${game}: prints the calibration line and a reliability table`, () => {
      const out = execFileSync(
        'npx',
        [
          'tsx',
          'main/ai/review/calibrate-cli.ts',
          '--game',
          game,
          '--games',
          '2',
          '--seed',
          '9',
          '--iterations',
          '20',
          '--workers',
          '1',
        ],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      const lines = out.trim().split('\n');
      const m =
        /^calibration (clash|orbs): ECE (0\.\d{3}|1\.000), Brier (0\.\d{3}|1\.000) over 2 games, (\d+) estimates$/.exec(
          lines[0]!,
        );
      expect(m, lines[0]).not.toBeNull();
      expect(m![1]).toBe(game);
      for (const x of [Number(m![2]), Number(m![3])]) expect(x >= 0 && x <= 1).toBe(true);
      expect(Number(m![4])).toBeGreaterThan(0);
      expect(lines.filter((l) => /^0\.\d–/.test(l))).toHaveLength(10);
      expect(out.match(/^calibration /gm)).toHaveLength(1);
    }, 180_000);
  }
});
