import { describe, expect, it, vi } from 'vitest';
import { WordsMemo } from './words-memo';

describe('WordsMemo', () => {
  it('makes the words of an entry once while the dependencies stay', () => {
    const memo = new WordsMemo<{ n: number }, string>();
    const a = { n: 1 };
    const make = vi.fn(() => `line ${a.n}`);
    const tr = () => '';
    memo.reset([tr, 'You']);
    expect(memo.words(a, make)).toBe('line 1');
    memo.reset([tr, 'You']);
    expect(memo.words(a, make)).toBe('line 1');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes them again after a dependency changed (a language switch)', () => {
    const memo = new WordsMemo<{ n: number }, string>();
    const a = { n: 1 };
    let lang = 'en';
    const make = vi.fn(() => `${lang} ${a.n}`);
    memo.reset([() => 'en']);
    expect(memo.words(a, make)).toBe('en 1');
    lang = 'cs';
    memo.reset([() => 'cs']);
    expect(memo.words(a, make)).toBe('cs 1');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
