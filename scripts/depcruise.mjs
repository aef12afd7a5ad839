#!/usr/bin/env node
/**
 * `npm run lint:deps` (and the dependency-cruiser step of `npm run lint`): dependency-cruiser
 * with the rules of .dependency-cruiser.cjs, run over a scratch copy of the code in which every
 * `X.svelte` is replaced by `X.svelte.ts`, the TypeScript of its <script> blocks.
 *
 * Why the copy: dependency-cruiser 17 reads a .svelte file by compiling it with svelte/compiler,
 * which strips the TypeScript first, so a component's `import type` never reached the rules (it
 * saw 0 of the 30 arrows from components into main/). As .ts the component goes through the same
 * TypeScript reader as every other module (tsPreCompilationDeps), type-only imports marked as
 * such; importers keep writing `./X.svelte`, which resolves to `X.svelte.ts` (`.ts` is in the
 * config's extensions). Svelte components can only import in <script>, so nothing is lost. The
 * report names the components `.svelte` again. The copy lives in the OS temp folder, away from
 * the tools that watch the tree, and is removed afterwards.
 *
 * Usage: node scripts/depcruise.mjs [depcruise options, e.g. --output-type err]
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'svelte/compiler';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';

/** What dependency-cruiser looks at: every folder with code of ours. */
export const CRUISED = ['main', 'preload', 'renderer/src', 'host', 'bench', 'scripts', 'e2e'];

/** The TypeScript of a component's <script> and <script module> blocks, one after the other. */
export function svelteScripts(source, filename) {
  const ast = parse(source, { modern: true, filename });
  return [ast.module, ast.instance]
    .filter(Boolean)
    .map((s) => source.slice(s.content.start, s.content.end))
    .join('\n');
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Copies `paths` (folders under `from`) and the files at its top into a fresh scratch folder, each
 * component as its script. Returns the folder and the components' paths (relative, `/`-separated).
 */
export function scratchCopy(from = root, paths = CRUISED) {
  const to = mkdtempSync(join(tmpdir(), 'cardhall-depcruise-'));
  const components = [];
  // The files at the top: the rules, the TypeScript config and what code imports (playwright.config).
  for (const entry of readdirSync(from, { withFileTypes: true }))
    if (entry.isFile()) cpSync(join(from, entry.name), join(to, entry.name));
  for (const top of paths) {
    if (!existsSync(join(from, top))) continue;
    for (const file of filesUnder(join(from, top))) {
      const rel = relative(from, file);
      if (!rel.endsWith('.svelte')) {
        cpSync(file, join(to, rel));
        continue;
      }
      const asTs = join(to, `${rel}.ts`);
      if (existsSync(`${file}.ts`))
        throw new Error(
          `${rel} and ${rel}.ts both exist: the dependency check cannot tell them apart`,
        );
      cpSync(file, asTs); // makes the folders
      writeFileSync(asTs, svelteScripts(readFileSync(file, 'utf8'), rel));
      components.push(rel.split(sep).join('/'));
    }
  }
  // Packages resolve as `node_modules/…` inside the copy, as the rules expect (preserveSymlinks).
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'), isWindows ? 'junction' : 'dir');
  return { dir: to, components };
}

/** The report with each component named as in the tree (`X.svelte`, not the copy's `X.svelte.ts`). */
export function restoreComponentNames(text, components) {
  let out = text;
  for (const c of components) out = out.split(`${c}.ts`).join(c);
  return out;
}

/**
 * Runs dependency-cruiser over `paths` of the tree at `from` (the scratch copy of it).
 * Returns the exit status and the report (stdout and stderr, in that order).
 */
export function cruise({ from = root, paths = CRUISED, args = [] } = {}) {
  const { dir, components } = scratchCopy(from, paths);
  try {
    // A config beside the copied one: the same rules, symlinks kept (node_modules is one).
    writeFileSync(
      join(dir, '.depcruise-scratch.cjs'),
      "const c = require('./.dependency-cruiser.cjs');\n" +
        'module.exports = { ...c, options: { ...c.options, preserveSymlinks: true } };\n',
    );
    const bin = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
    const present = paths.filter((p) => existsSync(join(from, p)));
    const r = spawnSync(
      process.execPath,
      [bin, ...present, '--config', '.depcruise-scratch.cjs', ...args],
      { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (r.error) throw r.error;
    const output = restoreComponentNames(`${r.stdout}${r.stderr}`, components);
    return { status: r.status ?? 1, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { status, output } = cruise({ args: process.argv.slice(2) });
  process.stdout.write(output);
  process.exit(status);
}
