/**
 * Reading valgrind's callgrind output, with V8's perf map, for bench/counts-by-function.ts:
 * instructions and mispredicted branches per JavaScript function. Cachegrind's totals
 * (bench/cachegrind.ts) say how much a step costs; this says where, which a clock-sampled
 * profile cannot: a sample lands on the instruction after a mispredict, not on the branch.
 *
 * Callgrind with `--dump-instr=yes` records costs per machine-code address. V8's JIT code has
 * no symbols, so `node --perf-basic-prof` writes `/tmp/perf-PID.map` (one line per code
 * object: start, size, name), and each address is looked up there; addresses outside it are
 * native code, named by callgrind's object and function.
 */

/** One code object of V8's perf map. */
interface MapEntry {
  start: number;
  end: number;
  name: string;
}

/** Finds the code object holding an address (binary search over the sorted map). */
export type AddressLookup = (address: number) => string | null;

/** Parse a perf map (`START SIZE NAME` in hex, one per line) into an address lookup. */
export function perfMapLookup(text: string): AddressLookup {
  const entries: MapEntry[] = [];
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/i.exec(line);
    if (!m) continue;
    const start = parseInt(m[1]!, 16);
    entries.push({ start, end: start + parseInt(m[2]!, 16), name: m[3]! });
  }
  entries.sort((a, b) => a.start - b.start);
  return (address) => {
    let lo = 0,
      hi = entries.length - 1,
      found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (entries[mid]!.start <= address) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found >= 0 && address < entries[found]!.end ? entries[found]!.name : null;
  };
}

/** Self costs of one function: instructions, conditional branches and mispredicts, indirect. */
export interface FunctionCosts {
  ir: number;
  bc: number;
  bcm: number;
  bi: number;
  bim: number;
}

export interface CallgrindProfile {
  totals: FunctionCosts;
  byFunction: Map<string, FunctionCosts>;
  /** callee name → caller name → calls. */
  callers: Map<string, Map<string, number>>;
}

const EVENTS = ['Ir', 'Bc', 'Bcm', 'Bi', 'Bim'] as const;

/**
 * Self costs per function from a callgrind file written with `--dump-instr=yes
 * --branch-sim=yes` (positions `instr line`, events `Ir Bc Bcm Bi Bim`). The inclusive cost
 * line that follows each `calls=` line is the callee's, so it is not added to the caller.
 */
export function parseCallgrind(text: string, lookup: AddressLookup): CallgrindProfile {
  const events = /^events: (.*)$/m.exec(text)?.[1]?.split(' ') ?? [];
  const column = EVENTS.map((e) => events.indexOf(e));
  if (column.some((c) => c < 0))
    throw new Error(`callgrind events ${events.join(' ')}: need ${EVENTS.join(' ')}`);
  const names = { ob: new Map<string, string>(), fn: new Map<string, string>() };
  // Callgrind names a file, object or function once, `(id) name`, and by `(id)` after.
  const named = (kind: 'ob' | 'fn', raw: string): string => {
    const m = /^\((\d+)\)(?: (.*))?$/.exec(raw);
    if (!m) return raw;
    if (m[2] !== undefined) names[kind].set(m[1]!, m[2]);
    return names[kind].get(m[1]!) ?? raw;
  };
  const totals: FunctionCosts = { ir: 0, bc: 0, bcm: 0, bi: 0, bim: 0 };
  const byFunction = new Map<string, FunctionCosts>();
  const callers = new Map<string, Map<string, number>>();
  let ob = '',
    fn = '',
    cfn = '',
    last = 0;
  let call: { callee: string; target: number; count: number } | null = null;
  const where = (address: number): string =>
    lookup(address) ?? `[native] ${ob.split('/').pop()} ${fn}`;
  for (const line of text.split('\n')) {
    if (line.startsWith('ob=')) ob = named('ob', line.slice(3));
    else if (line.startsWith('cob=')) named('ob', line.slice(4));
    else if (line.startsWith('fn=')) fn = named('fn', line.slice(3));
    else if (line.startsWith('cfn=')) cfn = named('fn', line.slice(4));
    else if (line.startsWith('calls=')) {
      const [count, target] = line.slice(6).split(' ');
      call = { callee: cfn, target: parseInt(target ?? '0', 16), count: Number(count) };
    } else if (/^(0x[0-9a-f]+|[+-]\d+|\*)\s/.test(line)) {
      const parts = line.split(/\s+/);
      const pos = parts[0]!;
      const address = pos.startsWith('0x')
        ? parseInt(pos, 16)
        : pos === '*'
          ? last
          : last + Number(pos);
      last = address;
      if (call) {
        // The callee's name: its code object when it is JIT code, else callgrind's name.
        const callee = lookup(call.target) ?? call.callee;
        const from = where(address);
        const row = callers.get(callee) ?? new Map<string, number>();
        row.set(from, (row.get(from) ?? 0) + call.count);
        callers.set(callee, row);
        call = null;
        continue;
      }
      const v = column.map((c) => Number(parts[2 + c] ?? 0));
      const name = where(address);
      const f = byFunction.get(name) ?? { ir: 0, bc: 0, bcm: 0, bi: 0, bim: 0 };
      f.ir += v[0]!;
      f.bc += v[1]!;
      f.bcm += v[2]!;
      f.bi += v[3]!;
      f.bim += v[4]!;
      byFunction.set(name, f);
      totals.ir += v[0]!;
      totals.bc += v[1]!;
      totals.bcm += v[2]!;
      totals.bi += v[3]!;
      totals.bim += v[4]!;
    }
  }
  return { totals, byFunction, callers };
}
