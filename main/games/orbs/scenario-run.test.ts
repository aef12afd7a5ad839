/**
 * Runs every scenario file (shared conformance set, and our own card scenarios) through
 * the Orbs scenario adapter, with the format's expectError / per-action expect rules.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { orbsScenarioAdapter } from './scenario-adapter';
import type { ScenarioFile } from '../../engine/scenario';
import { DESIGNED_CARDS } from './cards/designed';

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listJson(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

/** Run one scenario; returns failure lines ([] = pass). */
export function runScenario(file: ScenarioFile): string[] {
  const pos = orbsScenarioAdapter.load(file.setup);
  const fails: string[] = [];
  file.actions.forEach((raw, i) => {
    const { expectError, expect: exp, ...action } = raw;
    const before = pos.hash();
    const r = pos.act(action);
    if (expectError) {
      if (r.ok) fails.push(`action ${i} ${JSON.stringify(action)}: expected an error, it was accepted`);
      else if (pos.hash() !== before) fails.push(`action ${i}: rejected but the state changed`);
    } else if (!r.ok) fails.push(`action ${i} ${JSON.stringify(action)}: rejected: ${r.error}`);
    if (exp !== undefined) for (const d of pos.check(exp)) fails.push(`after action ${i}: ${d}`);
  });
  for (const d of pos.check(file.expect)) fails.push(`final: ${d}`);
  return fails;
}

const root = resolve(__dirname, '../../..');
const dirs = [resolve(root, '../shared/scenarios/orbs'), resolve(root, 'scenarios/orbs')];

describe('Orbs scenarios', () => {
  for (const dir of dirs) {
    for (const f of listJson(dir)) {
      it(f.slice(dir.length + 1), () => {
        const file = JSON.parse(readFileSync(f, 'utf8')) as ScenarioFile;
        expect(runScenario(file)).toEqual([]);
      });
    }
  }
});

describe('card scenarios', () => {
  it('every designed card has its own scenario file (scenarios/orbs/cards/<card-id>.json)', () => {
    const missing = DESIGNED_CARDS.filter((c) => !existsSync(resolve(root, 'scenarios/orbs/cards', `${c.id}.json`))).map((c) => c.id);
    expect(missing).toEqual([]);
  });
});
