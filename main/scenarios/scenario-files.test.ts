/**
 * Every scenario file of both games, one test each, named after its file: the shared
 * conformance set (../shared/scenarios, beside the repository) and this repository's own
 * (scenarios/). Same runner as `npm run scenarios` (runner.ts), so vitest and the CLI agree.
 *
 * A folder that should exist and does not: in CI (CI set) that is a failing test saying so;
 * on a developer's machine without the shared folder, a skipped test that says what is
 * missing, so nothing vanishes silently.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { adapters } from './adapters';
import { collectScenarioFiles, runScenarioFile } from './runner';

const repo = resolve(import.meta.dirname, '../..');

export const SCENARIO_FOLDERS = [
  { game: 'clash', folder: '../shared/scenarios/clash' },
  { game: 'clash', folder: 'scenarios/clash' },
  { game: 'orbs', folder: '../shared/scenarios/orbs' },
  { game: 'orbs', folder: 'scenarios/orbs' },
] as const;

for (const { game, folder } of SCENARIO_FOLDERS) {
  const dir = resolve(repo, folder);
  describe(`${game} scenarios: ${folder}`, () => {
    if (!existsSync(dir)) {
      const why = `${folder} is missing (expected at ${dir}); the shared reference folder belongs beside the repository`;
      if (process.env['CI']) {
        it(`${folder} exists`, () => {
          throw new Error(why);
        });
      } else {
        it.skip(`${folder} exists — not on this machine, its scenarios are skipped`, () =>
          undefined);
      }
      return;
    }
    const files = collectScenarioFiles([dir]);
    it('holds scenario files', () => {
      expect(files.length).toBeGreaterThan(0);
    });
    for (const file of files) {
      it(relative(dir, file), () => {
        const result = runScenarioFile(file, adapters);
        expect(result.error ?? null).toBeNull();
        expect(result.ok).toBe(true);
      });
    }
  });
}
