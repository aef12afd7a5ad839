#!/usr/bin/env node
/**
 * `npm start`: build the desktop app with electron-vite, then launch it with Electron.
 *
 * Electron 45 fetches its binary on first use. If it is missing we try that download once;
 * if it cannot be fetched (no network, as on the team's machines) we say so in one line and
 * point to `npm run web`, instead of printing electron's stack trace.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronPkg = join(root, 'node_modules', 'electron');

/** Path of the Electron executable if installed. Never triggers a download. */
function installedElectron() {
  const pathFile = join(electronPkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronPkg, 'dist');
  const full = join(dist, readFileSync(pathFile, 'utf8').trim());
  return existsSync(full) ? full : null;
}

function fail(line) {
  console.error(line);
  process.exit(1);
}

if (!existsSync(electronPkg))
  fail('Cardhall: dependencies are not installed — run `npm install` first.');

/** Runs electron's own installer; says what is happening only if it takes a while. */
function downloadElectron() {
  return new Promise((resolve) => {
    const notice = setTimeout(
      () => console.log('Cardhall: fetching the Electron runtime (first start only)…'),
      10_000,
    );
    const child = spawn(process.execPath, [join(electronPkg, 'install.js')], {
      cwd: root,
      stdio: 'ignore',
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      clearTimeout(notice);
      resolve(code === 0);
    });
  });
}

let electron = installedElectron();
if (!electron) {
  electron = (await downloadElectron()) ? installedElectron() : null;
  if (!electron) {
    fail(
      'Cardhall: the Electron runtime is not installed and could not be downloaded on this machine — run `npm run web` to play in your browser instead.',
    );
  }
}

const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) fail('Cardhall: the build failed (see above).');

// ELECTRON_RUN_AS_NODE (set by some editors' terminals) would start Electron as plain Node.
const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
const child = spawn(electron, [root], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
