/**
 * What a session records for an action: the engine's own entry of `legalActions` that the
 * sent action stands for, never the payload as sent (issue #15, item 3). The renderer is
 * untrusted: a legal action with unknown fields (kilobytes of padding, `constructor`, …)
 * would otherwise be applied, journaled and replayed as it came.
 *
 * Matching: an entry deep-equal to the sent action wins; otherwise the sent action may carry
 * extra object fields, and the entry it covers with the most fields is taken. Two different
 * entries covered equally well are ambiguous and refused.
 */

/** Upper bound on one action as JSON text: the largest legal action of either game is ~200 chars. */
export const MAX_ACTION_CHARS = 4096;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Deep equality of plain JSON data, key order ignored. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => sameJson(x, b[i]))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
}

/** True when every field of `legal` is in `sent` with the same value (`sent` may have more). */
function covers(legal: unknown, sent: unknown): boolean {
  if (Array.isArray(legal)) {
    return (
      Array.isArray(sent) &&
      legal.length === sent.length &&
      legal.every((x, i) => covers(x, sent[i]))
    );
  }
  if (isPlainObject(legal)) {
    return (
      isPlainObject(sent) &&
      Object.keys(legal).every(
        (k) => legal[k] === undefined || (Object.hasOwn(sent, k) && covers(legal[k], sent[k])),
      )
    );
  }
  return legal === sent;
}

function size(x: unknown): number {
  if (Array.isArray(x)) return x.reduce((n: number, i) => n + size(i), 1);
  if (isPlainObject(x)) return Object.values(x).reduce((n: number, v) => n + size(v), 1);
  return 1;
}

export type CanonicalMatch =
  { ok: true; action: unknown } | { ok: false; reason: 'not-listed' | 'ambiguous' };

/** The entry of `legal` that `sent` stands for (a fresh copy, safe to apply and store). */
export function canonicalAction(legal: readonly unknown[], sent: unknown): CanonicalMatch {
  const exact = legal.find((a) => sameJson(a, sent));
  if (exact !== undefined) return { ok: true, action: structuredClone(exact) };
  let best: unknown;
  let bestSize = -1;
  let tie = false;
  for (const a of legal) {
    if (!covers(a, sent)) continue;
    const n = size(a);
    if (n > bestSize) {
      best = a;
      bestSize = n;
      tie = false;
    } else if (n === bestSize && !sameJson(a, best)) tie = true;
  }
  if (bestSize < 0) return { ok: false, reason: 'not-listed' };
  if (tie) return { ok: false, reason: 'ambiguous' };
  return { ok: true, action: structuredClone(best) };
}
