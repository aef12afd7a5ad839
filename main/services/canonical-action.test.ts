import { describe, expect, it } from 'vitest';
import { canonicalAction, sameJson } from './canonical-action';

describe('canonical actions', () => {
  const legal = [
    { type: 'endPhase' },
    { type: 'attack', card: 3 },
    { type: 'play', card: 4, from: 'hand', targets: [{ kind: 'orb', card: 9 }] },
  ];

  it('takes the deep-equal entry, key order ignored', () => {
    expect(canonicalAction(legal, { card: 3, type: 'attack' })).toEqual({
      ok: true,
      action: { type: 'attack', card: 3 },
    });
  });

  it('drops unknown fields, padding and prototype-ish keys: the listed entry is what is kept', () => {
    const sent = JSON.parse(
      '{"type":"endPhase","pad":"' +
        'x'.repeat(1000) +
        '","constructor":{"prototype":{"polluted":true}},"__proto__":{"a":1}}',
    );
    const r = canonicalAction(legal, sent);
    expect(r).toEqual({ ok: true, action: { type: 'endPhase' } });
    expect(r.ok && Object.keys(r.action as object)).toEqual(['type']);
    const deep = canonicalAction(legal, {
      type: 'play',
      card: 4,
      from: 'hand',
      targets: [{ kind: 'orb', card: 9, extra: 1 }],
    });
    expect(deep).toEqual({ ok: true, action: legal[2] });
    expect(deep.ok && deep.action).not.toBe(legal[2]); // a copy
  });

  it('refuses what no entry covers, and two entries covered equally well', () => {
    expect(canonicalAction(legal, { type: 'attack', card: 4 })).toEqual({
      ok: false,
      reason: 'not-listed',
    });
    expect(canonicalAction(legal, { type: 'play', card: 4, from: 'hand', targets: [] })).toEqual({
      ok: false,
      reason: 'not-listed',
    });
    expect(
      canonicalAction(
        [
          { t: 1, a: 1 },
          { t: 1, b: 1 },
        ],
        { t: 1, a: 1, b: 1 },
      ),
    ).toEqual({ ok: false, reason: 'ambiguous' });
    // The entry with more matching fields wins over one it contains.
    expect(canonicalAction([{ t: 1 }, { t: 1, a: 1 }], { t: 1, a: 1, z: 0 })).toEqual({
      ok: true,
      action: { t: 1, a: 1 },
    });
  });

  it('compares JSON deeply', () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});
