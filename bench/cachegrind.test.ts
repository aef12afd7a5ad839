import { describe, expect, it } from 'vitest';
import { parseCachegrind, perUnit } from './cachegrind';

// The summary as valgrind 3.19 prints it with --cache-sim=yes --branch-sim=yes.
const SAMPLE = `==5925== Command: node --single-threaded .tmp/probe.mjs fast 2500
==5925==
fast 2500: 24.04 s CPU, checksum 68618
==5925==
==5925== I   refs:      3,441,570,461
==5925== I1  misses:       12,345,678
==5925== LLi misses:          111,222
==5925== I1  miss rate:          0.36%
==5925==
==5925== D   refs:      1,440,732,862  (1,035,436,829 rd   + 405,296,033 wr)
==5925== D1  misses:       22,710,883  (   18,104,338 rd   +   4,606,545 wr)
==5925== LLd misses:          336,949  (       57,290 rd   +     279,659 wr)
==5925==
==5925== Branches:        624,182,513  (606,753,481 cond + 17,429,032 ind)
==5925== Mispredicts:      46,810,425  ( 41,669,516 cond +  5,140,909 ind)
==5925== Mispred rate:            7.5% (        6.9%     +       29.5%   )`;

describe('cachegrind summary', () => {
  it('reads every total, the first number of each line', () => {
    expect(parseCachegrind(SAMPLE)).toEqual({
      instructions: 3_441_570_461,
      dataRefs: 1_440_732_862,
      l1dMisses: 22_710_883,
      lldMisses: 336_949,
      branches: 624_182_513,
      mispredicts: 46_810_425,
    });
  });

  it('leaves out what a run did not simulate', () => {
    const t = parseCachegrind('==1== I   refs:      1,000\n');
    expect(t).toEqual({ instructions: 1000 });
  });

  it('refuses output without a summary', () => {
    expect(() => parseCachegrind('valgrind: command not found')).toThrow(/no cachegrind summary/);
  });

  it('divides the difference of two runs by the extra units', () => {
    const short = { instructions: 1000, branches: 100 };
    const long = { instructions: 5000, branches: 300, dataRefs: 7 };
    expect(perUnit(short, long, 10)).toEqual({ instructions: 400, branches: 20 });
    expect(() => perUnit(short, long, 0)).toThrow(/positive/);
  });
});
