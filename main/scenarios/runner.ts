/**
 * Runs `scenario/1` files (format: /work/shared/rules/scenario-format.md) headless through a
 * game adapter. Checks: each `expectError` action is rejected AND leaves the state hash
 * unchanged; every other action is accepted; a per-action `expect` right after its action;
 * the final `expect` after the last action. Never throws: problems become failures.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { GameScenarioAdapter, ScenarioFile } from '../engine/scenario';

export interface ScenarioResult {
  file: string;
  ok: boolean;
  /** What differed (only when failed). */
  error?: string;
  title?: string;
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Run one parsed scenario; returns null when it passed, else what differed. */
export function runScenario(
  sc: unknown,
  adapters: Record<string, GameScenarioAdapter>,
): string | null {
  if (!isObj(sc)) return 'not a JSON object';
  if (sc.format !== 'scenario/1')
    return `format must be "scenario/1", got ${JSON.stringify(sc.format)}`;
  const file = sc as unknown as ScenarioFile;
  const adapter = Object.hasOwn(adapters, String(file.game))
    ? adapters[String(file.game)]
    : undefined;
  if (!adapter)
    return `unknown game ${JSON.stringify(file.game)} (known: ${Object.keys(adapters).join(', ') || 'none'})`;
  if (!Array.isArray(file.actions)) return '"actions" must be a list';
  try {
    const pos = adapter.load(file.setup);
    for (let i = 0; i < file.actions.length; i++) {
      const raw = file.actions[i];
      if (!isObj(raw)) return `action #${i + 1} is not an object`;
      const { expectError, expect, ...action } = raw;
      const label = `action #${i + 1} ${JSON.stringify(action)}`;
      if (expectError === true) {
        const before = pos.hash();
        const r = pos.act(action);
        if (r.ok) return `${label} was accepted but should have been rejected`;
        if (pos.hash() !== before)
          return `${label} was rejected (${r.error}) but changed the state`;
      } else {
        const r = pos.act(action);
        if (!r.ok) return `${label} was rejected: ${r.error}`;
      }
      if (expect !== undefined) {
        const diffs = pos.check(expect);
        if (diffs.length) return `after ${label}: ${diffs.join('; ')}`;
      }
    }
    const diffs = pos.check(file.expect);
    if (diffs.length) return diffs.join('; ');
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export function runScenarioFile(
  path: string,
  adapters: Record<string, GameScenarioAdapter>,
): ScenarioResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return {
      file: path,
      ok: false,
      error: `cannot read JSON: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
  const error = runScenario(parsed, adapters);
  const title = isObj(parsed) && typeof parsed.title === 'string' ? parsed.title : undefined;
  return error === null ? { file: path, ok: true, title } : { file: path, ok: false, error, title };
}

/** Expand files and folders (recursively, `.json` only, sorted) into a file list. */
export function collectScenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        const child = join(p, name);
        if (statSync(child).isDirectory()) walk(child);
        else if (name.endsWith('.json')) out.push(child);
      }
    } else out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}
