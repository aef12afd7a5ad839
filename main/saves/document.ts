/**
 * The envelope every save file shares, and the pure decode/encode of one document.
 *
 *   { "kind": "orbs-deck", "schemaVersion": 2, "savedAt": "…", "appVersion": "0.1.0", "data": … }
 *
 * A `DocumentKind` names a kind, its current schema version, the migrations from every older
 * version (pure functions vN → vN+1, run in sequence) and the parser for current data.
 * Decoding never throws: it says precisely why a text is not a usable document, so the file
 * layer can move it aside and report it. A document from a newer schema version is reported
 * as such and never "repaired".
 */
import * as v from 'valibot';

export type Migration = (data: unknown) => unknown;

export type ParseResult<T> =
  | { ok: true; value: T; /** fields that were invalid and replaced by defaults */ reset: string[] }
  | { ok: false; detail: string };

export interface DocumentKind<T> {
  readonly kind: string;
  /** Current schema version, >= 1. */
  readonly version: number;
  /** migrations[i] turns version i+1 data into version i+2 data; length === version - 1. */
  readonly migrations: readonly Migration[];
  /** Validate current-version data. */
  parse(data: unknown): ParseResult<T>;
  /** Indent the JSON (small, hand-inspectable documents) or not (long action lists). */
  readonly pretty: boolean;
}

/** A kind whose data must match a valibot schema exactly. */
export function schemaKind<T>(spec: {
  kind: string;
  version: number;
  schema: v.GenericSchema<unknown, T>;
  migrations?: readonly Migration[];
  pretty?: boolean;
}): DocumentKind<T> {
  const migrations = spec.migrations ?? [];
  if (migrations.length !== spec.version - 1) {
    throw new Error(`${spec.kind}: ${migrations.length} migrations for version ${spec.version}`);
  }
  return {
    kind: spec.kind,
    version: spec.version,
    migrations,
    pretty: spec.pretty ?? true,
    parse(data) {
      const r = v.safeParse(spec.schema, data);
      return r.success
        ? { ok: true, value: r.output, reset: [] }
        : { ok: false, detail: v.summarize(r.issues) };
    },
  };
}

const EnvelopeSchema = v.looseObject({
  kind: v.pipe(v.string(), v.minLength(1)),
  schemaVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  savedAt: v.string(),
  appVersion: v.string(),
  data: v.unknown(),
});

export interface Envelope {
  kind: string;
  schemaVersion: number;
  savedAt: string;
  appVersion: string;
  data: unknown;
}

export type DecodeFailureReason =
  | 'empty'
  | 'bad-json'
  | 'not-a-document'
  | 'wrong-kind'
  | 'newer-version'
  | 'migration-failed'
  | 'invalid-data';

export type Decoded<T> =
  | {
      ok: true;
      value: T;
      fromVersion: number;
      reset: string[];
      savedAt: string;
      appVersion: string;
    }
  | {
      ok: false;
      reason: DecodeFailureReason;
      detail: string;
      schemaVersion?: number;
      appVersion?: string;
    };

export function decodeDocument<T>(text: string, kind: DocumentKind<T>): Decoded<T> {
  if (text.trim() === '') return { ok: false, reason: 'empty', detail: 'the file is empty' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: 'bad-json', detail: `not valid JSON: ${(e as Error).message}` };
  }
  const env = v.safeParse(EnvelopeSchema, raw);
  if (!env.success || !('data' in (raw as object))) {
    return {
      ok: false,
      reason: 'not-a-document',
      detail: env.success ? 'no "data" field' : `not a Cardhall save: ${v.summarize(env.issues)}`,
    };
  }
  const { kind: k, schemaVersion, savedAt, appVersion } = env.output;
  if (k !== kind.kind) {
    return { ok: false, reason: 'wrong-kind', detail: `holds a "${k}", expected a "${kind.kind}"` };
  }
  if (schemaVersion > kind.version) {
    return {
      ok: false,
      reason: 'newer-version',
      detail:
        `from a newer version of Cardhall (${appVersion || 'unknown'}; ${k} schema v${schemaVersion},` +
        ` this version reads up to v${kind.version})`,
      schemaVersion,
      appVersion,
    };
  }
  let data: unknown = env.output.data;
  for (let from = schemaVersion; from < kind.version; from++) {
    try {
      data = kind.migrations[from - 1]!(data);
    } catch (e) {
      return {
        ok: false,
        reason: 'migration-failed',
        detail: `upgrade v${from}→v${from + 1} failed: ${(e as Error).message}`,
      };
    }
  }
  const parsed = kind.parse(data);
  if (!parsed.ok) return { ok: false, reason: 'invalid-data', detail: parsed.detail };
  return {
    ok: true,
    value: parsed.value,
    fromVersion: schemaVersion,
    reset: parsed.reset,
    savedAt,
    appVersion,
  };
}

/**
 * The JSON text of a document at the current version. Throws (before anything is written)
 * if `value` would not read back, so the service can never write a file it cannot load.
 */
export function encodeDocument<T>(
  kind: DocumentKind<T>,
  value: T,
  meta: { savedAt: string; appVersion: string },
): string {
  const parsed = kind.parse(value);
  if (!parsed.ok)
    throw new TypeError(`refusing to write an invalid ${kind.kind}: ${parsed.detail}`);
  const envelope: Envelope = {
    kind: kind.kind,
    schemaVersion: kind.version,
    savedAt: meta.savedAt,
    appVersion: meta.appVersion,
    data: parsed.value,
  };
  return kind.pretty ? JSON.stringify(envelope, null, 2) + '\n' : JSON.stringify(envelope) + '\n';
}
