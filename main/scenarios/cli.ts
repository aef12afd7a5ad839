/**
 * `npm run scenarios -- <files or folders> [--json]`
 * One line per file (`PASS path` / `FAIL path: what differed`), then `N passed, N failed`.
 * Exit code 1 when any scenario failed, 2 on a usage error.
 */
import { existsSync } from 'node:fs';
import { adapters } from './adapters';
import { collectScenarioFiles, runScenarioFile, type ScenarioResult } from './runner';

function main(argv: string[]): number {
  const json = argv.includes('--json');
  const paths = argv.filter((a) => a !== '--json');
  if (paths.length === 0) {
    process.stderr.write('usage: npm run scenarios -- <files or folders> [--json]\n');
    return 2;
  }
  const results: ScenarioResult[] = [];
  const files: string[] = [];
  for (const p of paths) {
    if (!existsSync(p)) results.push({ file: p, ok: false, error: 'no such file or folder' });
    else files.push(...collectScenarioFiles([p]));
  }
  for (const f of files) results.push(runScenarioFile(f, adapters));
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (json) {
    process.stdout.write(JSON.stringify({ passed, failed, results }, null, 2) + '\n');
  } else {
    for (const r of results)
      process.stdout.write(r.ok ? `PASS ${r.file}\n` : `FAIL ${r.file}: ${r.error}\n`);
    process.stdout.write(`${passed} passed, ${failed} failed\n`);
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
