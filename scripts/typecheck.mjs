#!/usr/bin/env node
/**
 * `npm run typecheck`: each layer with only the types it may use, then the Svelte files.
 *
 *   tsconfig.engine.json    main/engine, main/games — no DOM, no Node
 *   tsconfig.main.json      main process and browser host — Node, no DOM
 *   tsconfig.renderer.json  renderer — DOM, no Node (reaches main/ only through the IPC contract)
 *   tsconfig.preload.json   preload — Electron's renderer API
 *   tsconfig.tools.json     tests, e2e specs, benchmarks, fixtures, configs
 *
 * Why not one `tsc -b` over project references: referenced projects must emit declarations,
 * and type-checking should write nothing. Runs every check even after a failure; the exit code
 * is non-zero if any failed. `node scripts/typecheck.mjs --list` prints the commands only.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const bin = (name) => join(root, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name);

export const LAYERS = ['engine', 'main', 'renderer', 'preload', 'tools'];
export const CHECKS = [
  ...LAYERS.map((layer) => ({
    name: `tsc (${layer})`,
    cmd: 'tsc',
    args: ['-p', `tsconfig.${layer}.json`],
  })),
  {
    name: 'svelte-check (renderer)',
    cmd: 'svelte-check',
    args: ['--tsconfig', './tsconfig.renderer.json', '--fail-on-warnings'],
  },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--list')) {
    for (const c of CHECKS) console.log(`${c.cmd} ${c.args.join(' ')}`);
    process.exit(0);
  }
  let failed = 0;
  for (const c of CHECKS) {
    console.log(`\n$ ${c.cmd} ${c.args.join(' ')}`);
    const r = spawnSync(bin(c.cmd), c.args, { cwd: root, stdio: 'inherit', shell: isWindows });
    if (r.status !== 0) {
      failed++;
      console.log(`✗ ${c.name} failed`);
    }
  }
  console.log(
    failed
      ? `\ntypecheck: ${failed} of ${CHECKS.length} checks failed`
      : `\ntypecheck: all ${CHECKS.length} checks passed`,
  );
  process.exit(failed ? 1 : 0);
}
