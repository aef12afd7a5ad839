/**
 * `npm run calibrate` with bad arguments (issue #32 item 9: 11 of 24 sets ended in a stack
 * trace): each of these sets is one line naming what is wrong, with the usage; an output file
 * that cannot be written is refused before any game is played. One set also runs the real
 * command: exit code 2, one stderr line, no stack.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCalibrateArgs } from './calibrate-args';

const dir = mkdtempSync(join(tmpdir(), 'cardhall-calibrate-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'not-json.json'), '{x');
writeFileSync(join(dir, 'not-a-map.json'), '{"x":[0.5],"y":[2]}');

const BAD: [string[], RegExp][] = [
  [[], /--game must be clash or orbs/],
  [['--game', 'chess'], /--game must be clash or orbs/],
  [['--game'], /argument missing|--game/],
  [['--game', 'clash', '--bogus'], /Unknown option '--bogus'/],
  [['--game', 'clash', 'extra'], /positional argument/],
  [['--game', 'clash', '--games', 'abc'], /--games must be a whole number/],
  [['--game', 'clash', '--games', '0'], /--games must be a whole number/],
  [['--game', 'clash', '--games', '1.5'], /--games must be a whole number/],
  [['--game', 'clash', '--games', '-3'], /--games|argument missing/],
  [['--game', 'clash', '--games', '1e3'], /--games must be a whole number/],
  [['--game', 'clash', '--seed', '-1'], /--seed|argument missing/],
  [['--game', 'clash', '--seed', '99999999999'], /--seed must be a whole number/],
  [['--game', 'clash', '--workers', '0'], /--workers must be a whole number/],
  [['--game', 'clash', '--iterations', 'many'], /--iterations must be a whole number/],
  [['--game', 'clash', '--mode', 'fast'], /--mode must be full or fair/],
  [['--game', 'clash', '--raw=yes'], /--raw/],
  [['--game', 'clash', '--fit-out', join(dir, 'm.json')], /--fit-out needs --fit/],
  [['--game', 'clash', '--map', join(dir, 'missing.json')], /cannot be read as JSON/],
  [['--game', 'clash', '--map', join(dir, 'not-json.json')], /cannot be read as JSON/],
  [['--game', 'clash', '--map', join(dir, 'not-a-map.json')], /is not a calibration map/],
  [['--game', 'clash', '--samples', join(dir, 'no-such-dir', 's.json')], /cannot be written/],
  [['--game', 'clash', '--samples', dir], /is not a file/],
  [['--game', 'clash', '--fit', '--fit-out', join(dir, 'nope', 'm.json')], /cannot be written/],
  [['--game', 'orbs', '--samples'], /argument missing|--samples/],
];

describe('calibrate arguments', () => {
  it(`${BAD.length} bad argument sets: one line each, naming the problem and the usage`, () => {
    for (const [argv, why] of BAD) {
      const r = parseCalibrateArgs(argv);
      expect(r.ok, argv.join(' ')).toBe(false);
      if (r.ok) continue;
      expect(r.line, argv.join(' ')).toMatch(why);
      expect(r.line).toMatch(/^calibrate: .* \(usage: npm run -s calibrate -- --game/);
      expect(r.line).not.toContain('\n');
    }
  });

  it('good arguments come back as numbers', () => {
    const r = parseCalibrateArgs([
      '--game',
      'orbs',
      '--games',
      '3',
      '--samples',
      join(dir, 's.json'),
    ]);
    expect(r).toMatchObject({
      ok: true,
      args: {
        game: 'orbs',
        games: 3,
        seed: 1,
        workers: 2,
        mode: 'full',
        samples: join(dir, 's.json'),
      },
    });
  });

  it('the real command: exit code 2 and one line, no stack trace', () => {
    let status = 0;
    let stderr = '';
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'main/ai/review/calibrate-cli.ts', '--game', 'clash', '--bogus'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          encoding: 'utf8',
        },
      );
    } catch (e) {
      const err = e as { status: number; stderr: string };
      status = err.status;
      stderr = err.stderr;
    }
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^calibrate: Unknown option '--bogus'/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('calibrate partial results', () => {
  it('each reviewed game hands over its samples at once (the CLI rewrites --samples then)', async () => {
    const { calibrationSamples } = await import('./calibrate');
    const { evaluatePositions } = await import('./positions');
    const perGame: number[] = [];
    let done = 0;
    const r = await calibrationSamples({
      game: 'clash',
      games: 2,
      seed: 9,
      iterations: 10,
      run: async (job) => evaluatePositions(job),
      onGameSamples: (s) => perGame.push(s.length),
      onGame: (n) => (done = n),
    });
    expect(done).toBe(2);
    expect(perGame.length).toBe(r.finished);
    expect(perGame.reduce((a, b) => a + b, 0)).toBe(r.samples.length);
  });
});
