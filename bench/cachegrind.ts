/**
 * Reading valgrind's cachegrind summary (the `==PID== I   refs: …` lines it prints to stderr)
 * for bench/counts.ts. Counts, unlike times, do not depend on the load of the machine.
 */

/** The totals of one cachegrind run; a field is absent when its simulation was off. */
export interface CachegrindTotals {
  instructions: number;
  dataRefs?: number;
  l1dMisses?: number;
  lldMisses?: number;
  branches?: number;
  mispredicts?: number;
}

const FIELDS: [keyof CachegrindTotals, RegExp][] = [
  ['instructions', /^I\s+refs:\s+([\d,]+)/],
  ['dataRefs', /^D\s+refs:\s+([\d,]+)/],
  ['l1dMisses', /^D1\s+misses:\s+([\d,]+)/],
  ['lldMisses', /^LLd\s+misses:\s+([\d,]+)/],
  ['branches', /^Branches:\s+([\d,]+)/],
  ['mispredicts', /^Mispredicts:\s+([\d,]+)/],
];

/** The totals in cachegrind's stderr; throws when there is no instruction count in it. */
export function parseCachegrind(stderr: string): CachegrindTotals {
  const out: Partial<CachegrindTotals> = {};
  for (const raw of stderr.split('\n')) {
    const line = raw.replace(/^==\d+==\s*/, '');
    for (const [key, re] of FIELDS) {
      const m = re.exec(line);
      if (m) out[key] = Number(m[1]!.replace(/,/g, ''));
    }
  }
  if (out.instructions === undefined)
    throw new Error('no cachegrind summary (is valgrind installed? apt-get install valgrind)');
  return out as CachegrindTotals;
}

/**
 * What the extra work of a longer run cost: `(long − short) / units` for every field both runs
 * have, so start-up, compilation and warm-up, the same in both runs, cancel out.
 */
export function perUnit(
  short: CachegrindTotals,
  long: CachegrindTotals,
  units: number,
): CachegrindTotals {
  if (!(units > 0)) throw new Error(`units must be positive, got ${units}`);
  const out: Partial<CachegrindTotals> = {};
  for (const [key] of FIELDS) {
    const a = short[key];
    const b = long[key];
    if (a !== undefined && b !== undefined) out[key] = (b - a) / units;
  }
  return out as CachegrindTotals;
}
