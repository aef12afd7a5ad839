import { describe, expect, it } from 'vitest';
import { levelArg, scriptArgs, wholeArg } from './script-args';

describe('study script options', () => {
  const defaults = { a: 'hard', games: '20' };

  it('fills in defaults and reads given options', () => {
    expect(scriptArgs([], defaults, 'x').values).toEqual({ a: 'hard', games: '20' });
    expect(scriptArgs(['--games', '5'], defaults, 'x').values.games).toBe('5');
    expect(scriptArgs(['7', '--a', 'easy'], defaults, 'x', true)).toEqual({
      values: { a: 'easy', games: '20' },
      positionals: ['7'],
    });
  });

  it('rejects a misspelt option, a missing value and stray words, with the usage', () => {
    expect(() => scriptArgs(['--gmes', '5'], defaults, 'tool [--games N]')).toThrow(
      /Unknown option '--gmes'[\s\S]*usage: tool \[--games N\]/,
    );
    expect(() => scriptArgs(['--games'], defaults, 'x')).toThrow(/argument missing|usage/);
    expect(() => scriptArgs(['7'], defaults, 'x')).toThrow(/positional/);
  });

  it('checks levels and whole numbers', () => {
    expect(levelArg('greedy', 'b')).toBe('greedy');
    expect(() => levelArg('hrad', 'a')).toThrow(/--a must be one of random, easy/);
    expect(wholeArg('12', '--games', 1)).toBe(12);
    expect(() => wholeArg('0', '--games', 1)).toThrow(/≥ 1/);
    expect(() => wholeArg('1.5', '--seed')).toThrow(/whole number/);
    expect(() => wholeArg('ten', '--seed')).toThrow(/whole number/);
  });
});
