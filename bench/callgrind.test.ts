import { describe, expect, it } from 'vitest';
import { parseCallgrind, perfMapLookup } from './callgrind';

// Two JIT functions (in the perf map) and one native one; `enumerate` calls a builtin once.
const MAP = `1000 100 JS:*enumerate file:///x.mjs:10:1
1100 80 JS:*applyLegalAt file:///x.mjs:90:1
2000 40 Builtin:LoadIC_Megamorphic
`;

const OUT = `# callgrind format
version: 1
positions: instr line
events: Ir Bc Bcm Bi Bim
summary: 0

ob=(1) /usr/bin/node
fl=(1) ???
fn=(10) 0x0000000000001000
0x1000 0 10 2 1
+4 0 5 1 0 1 1
cfn=(11) 0x0000000000002000
calls=3 0x2000 0
* 0 90 20 7 3 2
+8 0 1
fn=(12) 0x0000000000001100
0x1110 0 7 3 2
fn=(13) v8::internal::Heap::Scavenge()
0x9000 0 4 1 1
fn=(11)
0x2000 0 30 6 3 3 2
`;

describe('callgrind per function', () => {
  const lookup = perfMapLookup(MAP);

  it('finds the code object of an address, and nothing between or after them', () => {
    expect(lookup(0x1000)).toBe('JS:*enumerate file:///x.mjs:10:1');
    expect(lookup(0x10ff)).toBe('JS:*enumerate file:///x.mjs:10:1');
    expect(lookup(0x1100)).toBe('JS:*applyLegalAt file:///x.mjs:90:1');
    expect(lookup(0x1180)).toBeNull();
    expect(lookup(0x0fff)).toBeNull();
    expect(lookup(0x2040)).toBeNull();
  });

  it('adds self costs per function, leaves a call’s inclusive cost out, names native code', () => {
    const p = parseCallgrind(OUT, lookup);
    expect(p.byFunction.get('JS:*enumerate file:///x.mjs:10:1')).toEqual({
      ir: 16,
      bc: 3,
      bcm: 1,
      bi: 1,
      bim: 1,
    });
    expect(p.byFunction.get('JS:*applyLegalAt file:///x.mjs:90:1')!.bcm).toBe(2);
    expect(p.byFunction.get('[native] node v8::internal::Heap::Scavenge()')!.ir).toBe(4);
    expect(p.byFunction.get('Builtin:LoadIC_Megamorphic')).toEqual({
      ir: 30,
      bc: 6,
      bcm: 3,
      bi: 3,
      bim: 2,
    });
    expect(p.totals.ir).toBe(16 + 7 + 4 + 30);
    expect(p.callers.get('Builtin:LoadIC_Megamorphic')).toEqual(
      new Map([['JS:*enumerate file:///x.mjs:10:1', 3]]),
    );
  });

  it('refuses output without the branch events', () => {
    expect(() => parseCallgrind('events: Ir\n', lookup)).toThrow(/Bcm/);
  });
});
