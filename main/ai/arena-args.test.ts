import { describe, expect, it } from 'vitest';
import { parseArenaArgs } from './arena-args';

const run = (argv: string[]) => {
  const r = parseArenaArgs(argv, 2);
  if (r.kind !== 'run') throw new Error('expected a run');
  return r.args;
};

describe('arena arguments', () => {
  it('--help and -h ask for the usage, not a run', () => {
    expect(parseArenaArgs(['--help'], 2)).toEqual({ kind: 'help' });
    expect(parseArenaArgs(['--game', 'orbs', '-h'], 2)).toEqual({ kind: 'help' });
  });

  it('fills the defaults', () => {
    expect(run([])).toEqual({
      game: 'clash',
      a: 'hard',
      b: 'normal',
      draftA: null,
      draftB: null,
      games: 200,
      seed: 1,
      scale: 1,
      pool: 'initiation',
      workers: 2,
      write: true,
      noTimeCap: false,
      secondJob: false,
      offset: 0,
      list: null,
    });
  });

  it('reads every option', () => {
    const a = run(
      '--game orbs --a normal --b sparring --games 60 --seed 3 --budget-scale 0.5 --pool both --workers 1 --offset 40 --no-write --no-time-cap --second-job --draft-a hard --draft-b easy'.split(
        ' ',
      ),
    );
    expect(a).toMatchObject({
      game: 'orbs',
      a: 'normal',
      b: 'sparring',
      games: 60,
      seed: 3,
      scale: 0.5,
      pool: 'both',
      workers: 1,
      offset: 40,
      write: false,
      noTimeCap: true,
      secondJob: true,
      draftA: 'hard',
      draftB: 'easy',
    });
  });

  it('a --list run never writes a row', () => {
    const a = run(['--list', '3, 17,40']);
    expect(a.list).toEqual([3, 17, 40]);
    expect(a.write).toBe(false);
  });

  it.each([
    [['--gmes', '10'], /Unknown option '--gmes'/],
    [['--games'], /argument missing/],
    [['--games', '1.5'], /--games must be a whole number/],
    [['--games', '0'], /--games must be a whole number ≥ 1/],
    [['--offset=-1'], /--offset must be a whole number ≥ 0/],
    [['--budget-scale', 'x'], /--budget-scale must be a positive number/],
    [['--a', 'grandmaster'], /--a: unknown level grandmaster/],
    [['--game', 'chess'], /--game must be clash or orbs/],
    [['--list', '3,,4'], /--list must be game numbers/],
    [['stray'], /Unexpected argument 'stray'/],
  ])('%j is refused with the usage', (argv, message) => {
    expect(() => parseArenaArgs(argv, 2)).toThrow(message);
    expect(() => parseArenaArgs(argv, 2)).toThrow(/usage: npm run arena/);
  });
});
