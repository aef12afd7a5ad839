/**
 * Engine options and actions are opaque to the save layer (the engines are written
 * elsewhere), but they must survive JSON exactly: no undefined, functions, NaN, Dates, Maps,
 * class instances or cycles. This checks that before anything is written.
 */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const MAX_DEPTH = 64;

export function isJsonValue(x: unknown, depth = 0): x is JsonValue {
  if (depth > MAX_DEPTH) return false;
  if (x === null || typeof x === 'boolean' || typeof x === 'string') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      if (!(i in x) || !isJsonValue(x[i], depth + 1)) return false;
    }
    return true;
  }
  if (typeof x === 'object') {
    const proto = Object.getPrototypeOf(x);
    if (proto !== Object.prototype && proto !== null) return false;
    for (const v of Object.values(x as Record<string, unknown>)) {
      if (!isJsonValue(v, depth + 1)) return false;
    }
    return true;
  }
  return false;
}
