import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeDocument, encodeDocument, schemaKind } from './document';

// A toy kind at v3 with two migrations: v1 {n: string} → v2 {n: number} → v3 {count: number}.
const Toy = schemaKind({
  kind: 'toy',
  version: 3,
  schema: v.object({ count: v.pipe(v.number(), v.integer()) }),
  migrations: [
    (d) => ({ n: Number((d as { n: string }).n) }),
    (d) => {
      const n = (d as { n: number }).n;
      if (Number.isNaN(n)) throw new Error('n is not a number');
      return { count: n };
    },
  ],
});

const doc = (schemaVersion: number, data: unknown, kind = 'toy') =>
  JSON.stringify({
    kind,
    schemaVersion,
    savedAt: '2026-01-01T00:00:00.000Z',
    appVersion: '0.1.0',
    data,
  });

describe('decodeDocument', () => {
  it('reads a current document', () => {
    const r = decodeDocument(doc(3, { count: 5 }), Toy);
    expect(r).toMatchObject({ ok: true, value: { count: 5 }, fromVersion: 3 });
  });

  it('runs the migrations in sequence from an older version', () => {
    expect(decodeDocument(doc(1, { n: '7' }), Toy)).toMatchObject({
      ok: true,
      value: { count: 7 },
      fromVersion: 1,
    });
    expect(decodeDocument(doc(2, { n: 9 }), Toy)).toMatchObject({
      ok: true,
      value: { count: 9 },
      fromVersion: 2,
    });
  });

  const failures: [string, string, string][] = [
    ['empty', '', 'empty'],
    ['whitespace only', '  \n', 'empty'],
    ['truncated', doc(3, { count: 5 }).slice(0, 30), 'bad-json'],
    ['garbage', '\u0000\u0001PK', 'bad-json'],
    ['a JSON array', '[1,2]', 'not-a-document'],
    ['a JSON string', '"hello"', 'not-a-document'],
    ['an object without envelope', '{"count":5}', 'not-a-document'],
    [
      'a non-integer version',
      JSON.stringify({ kind: 'toy', schemaVersion: 1.5, savedAt: '', appVersion: '', data: {} }),
      'not-a-document',
    ],
    [
      'no data field',
      JSON.stringify({ kind: 'toy', schemaVersion: 3, savedAt: '', appVersion: '' }),
      'not-a-document',
    ],
    ['another kind', doc(3, { count: 5 }, 'replay'), 'wrong-kind'],
    ['data breaking the schema', doc(3, { count: 'five' }), 'invalid-data'],
    ['a migration that throws', doc(1, { n: 'x' }), 'migration-failed'],
    ['a newer version', doc(4, { whatever: true }), 'newer-version'],
  ];
  for (const [name, text, reason] of failures) {
    it(`reports ${name} as ${reason}`, () => {
      const r = decodeDocument(text, Toy);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toBe(reason);
        expect(r.detail.length).toBeGreaterThan(0);
      }
    });
  }

  it('says "newer version of Cardhall" for a newer file', () => {
    const r = decodeDocument(doc(4, {}), Toy);
    expect(!r.ok && r.detail).toMatch(/newer version of Cardhall/);
  });
});

describe('encodeDocument', () => {
  it('round-trips and stamps the envelope', () => {
    const text = encodeDocument(
      Toy,
      { count: 3 },
      { savedAt: '2026-02-02T00:00:00.000Z', appVersion: '9.9.9' },
    );
    expect(JSON.parse(text)).toEqual({
      kind: 'toy',
      schemaVersion: 3,
      savedAt: '2026-02-02T00:00:00.000Z',
      appVersion: '9.9.9',
      data: { count: 3 },
    });
    expect(decodeDocument(text, Toy)).toMatchObject({ ok: true, value: { count: 3 } });
  });

  it('refuses to write data that would not read back', () => {
    expect(() => encodeDocument(Toy, { count: 1.5 }, { savedAt: '', appVersion: '' })).toThrow(
      /invalid toy/,
    );
  });

  it('refuses a kind whose migration list does not match its version', () => {
    expect(() => schemaKind({ kind: 'bad', version: 2, schema: v.object({}) })).toThrow(
      /0 migrations/,
    );
  });
});
