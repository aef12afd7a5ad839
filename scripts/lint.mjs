#!/usr/bin/env node
/**
 * `npm run lint`: eslint (JS/TS/Svelte rules, eslint.config.js), dependency-cruiser (the
 * design's arrows, docs/architecture.md, as rules in .dependency-cruiser.cjs, run by
 * scripts/depcruise.mjs) and `prettier --check` (.prettierrc.json).
 *
 * CARDHALL_LINT_NO_FORMAT=1 leaves out the prettier check (it is then reported as skipped):
 * for a branch written before the tree was formatted once with `npm run format`.
 * Runs every check even after a failure; exits non-zero if any failed.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const bin = (name) =>
  name === 'node'
    ? process.execPath
    : join(root, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name);

/** What prettier checks (and `npm run format` writes): code and styles, not data files. */
export const FORMATTED = ['**/*.{ts,mjs,cjs,js,svelte,css}'];

export const formatSkipped = () => process.env.CARDHALL_LINT_NO_FORMAT === '1';

export const CHECKS = [
  { name: 'eslint', cmd: 'eslint', args: ['.', '--max-warnings', '0'] },
  {
    // Through scripts/depcruise.mjs, which shows it the <script> of each .svelte as TypeScript.
    name: 'dependency-cruiser',
    cmd: 'node',
    args: ['scripts/depcruise.mjs', '--output-type', 'err'],
  },
  { name: 'prettier --check', cmd: 'prettier', args: ['--check', ...FORMATTED], format: true },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let failed = 0;
  for (const c of CHECKS) {
    if (c.format && formatSkipped()) {
      console.log(`\n- ${c.name}: skipped (CARDHALL_LINT_NO_FORMAT=1)`);
      continue;
    }
    console.log(`\n$ ${c.cmd} ${c.args.join(' ')}`);
    const r = spawnSync(bin(c.cmd), c.args, { cwd: root, stdio: 'inherit', shell: isWindows });
    if (r.status !== 0) {
      failed++;
      console.log(`✗ ${c.name} failed`);
    }
  }
  console.log(failed ? `\nlint: ${failed} check(s) failed` : '\nlint: passed');
  process.exit(failed ? 1 : 0);
}
