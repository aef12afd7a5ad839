/**
 * Results of a call that can be refused: `{ok: true, value}` or `{ok: false, error}`, never a
 * throw. The services (main/services) answer with these and the IPC contract passes them on
 * unchanged (main/ipc/contract.ts narrows the error code to its own list), so they live here,
 * below both, instead of in the IPC layer the services must not import.
 */

export interface ErrorOf<C extends string = string> {
  code: C;
  /** English prose for logs; the renderer shows a translated text keyed by `code`/`ruleCode`. */
  message: string;
  /** For `code: 'rule'`: the engine's own stable error code (e.g. `not-your-turn`). */
  ruleCode?: string;
}

export type Result<T, C extends string = string> =
  { ok: true; value: T } | { ok: false; error: ErrorOf<C> };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<const C extends string>(
  code: C,
  message: string,
  ruleCode?: string,
): { ok: false; error: ErrorOf<C> } {
  return ruleCode === undefined
    ? { ok: false, error: { code, message } }
    : { ok: false, error: { code, message, ruleCode } };
}
