#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, continuing after failures:
 *   0. lint (eslint, dependency-cruiser, prettier --check; scripts/lint.mjs) — each counts as 1 test;
 *      prettier is reported as skipped when CARDHALL_LINT_NO_FORMAT=1
 *   1. type checks (tsc per layer, svelte-check) — each counts as 1 test
 *   2. unit tests (vitest)                       — counted from vitest's JSON report
 *   3. scenarios (if main/scenarios/cli.ts)      — counted from the runner's last line
 *   3b. puzzles (npm run puzzles -- --check)     — counted from its last line
 *   4. builds (electron-vite, web)               — each counts as 1 test
 *   4b. shell smoke test of the built bundle      — counted from vitest's JSON report
 *       (main/shell/smoke: needs step 4's out/main and out/preload; fails if they are missing)
 *   5. end-to-end tests (Playwright)             — counted from Playwright's JSON report
 * Prints a per-step summary and ends with exactly one line `N passed, N failed`.
 * Skipped tests are reported separately and never counted as passed.
 * Exit code: 0 only when nothing failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKS as TYPECHECKS } from './typecheck.mjs';
import { CHECKS as LINTS, formatSkipped } from './lint.mjs';

// Terminal colour codes in failure messages (ESC [ … m). Declared before the top-level
// awaits below: the failure report reads it while they run.
const ANSI_COLOUR = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Reports go to a folder of this run: several runs may share the checkout at once.
const tmp = join(root, '.tmp', `test-all-${process.pid}`);
mkdirSync(tmp, { recursive: true });
const isWindows = process.platform === 'win32';
const bin = (name) =>
  name === 'node'
    ? process.execPath
    : join(root, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name);

/** Run a command, echoing its output live, and return its exit code and output. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n$ ${[cmd, ...args].map((a) => a.replace(root + '/', '')).join(' ')}`);
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      shell: isWindows,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('error', (err) => {
      output += String(err);
      resolve({ code: 127, output });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const results = [];
function record(name, passed, failed, skipped = 0, note = '', seconds = 0, failures = []) {
  results.push({ name, passed, failed, skipped, note, seconds, failures });
}

async function timed(fn) {
  const t0 = Date.now();
  await fn();
  const last = results[results.length - 1];
  if (last) last.seconds = (Date.now() - t0) / 1000;
}

/** A step that passes or fails as a whole (type check, build). */
async function single(name, cmd, args) {
  await timed(async () => {
    const { code } = await run(cmd, args);
    record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, code === 0 ? '' : `exit code ${code}`);
  });
}

// ---------------------------------------------------------------- 0. lint
// First: a broken arrow of the design or a lint error fails the run (scripts/lint.mjs).
for (const check of LINTS) {
  if (check.format && formatSkipped())
    record(`lint: ${check.name}`, 0, 0, 1, 'CARDHALL_LINT_NO_FORMAT=1');
  else await single(`lint: ${check.name}`, bin(check.cmd), check.args);
}

// ---------------------------------------------------------------- 1. type checks
// One step per layer (scripts/typecheck.mjs lists them), so a failure names its layer.
for (const check of TYPECHECKS)
  await single(`typecheck: ${check.name}`, bin(check.cmd), check.args);

// ---------------------------------------------------------------- 2. unit tests
await timed(async () => {
  const report = join(tmp, 'vitest.json');
  rmSync(report, { force: true });
  const { code } = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  if (!json) {
    record('unit tests (vitest)', 0, 1, 0, `no JSON report (exit code ${code})`);
    return;
  }
  const passed = json.numPassedTests ?? 0;
  let failed = json.numFailedTests ?? 0;
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  let note = '';
  // A failing file that never ran its tests (import error) or an unhandled error still fails.
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited with code ${code} (a test file failed to load, or an unhandled error)`;
  }
  record('unit tests (vitest)', passed, failed, skipped, note, 0, vitestFailures(json));
});

// ---------------------------------------------------------------- 3. scenarios
if (existsSync(join(root, 'main', 'scenarios', 'cli.ts'))) {
  const folders = [];
  if (existsSync(join(root, '..', 'shared', 'scenarios'))) folders.push('../shared/scenarios');
  else if (process.env.CI) {
    // CI always has the shared reference folder beside the checkout: its absence is a failure.
    record(
      'scenarios: ../shared/scenarios',
      0,
      1,
      0,
      '../shared/scenarios is missing (CI must lay the shared folder beside the repository)',
    );
  } else {
    console.log('\nnote: ../shared/scenarios is not on this machine; its scenarios are skipped.');
    record('scenarios: ../shared/scenarios', 0, 0, 1, 'not on this machine');
  }
  if (existsSync(join(root, 'scenarios'))) folders.push('scenarios');
  if (folders.length === 0) {
    record('scenarios', 0, 0, 0, 'no scenario folder found (../shared/scenarios, scenarios)');
  } else {
    await timed(async () => {
      const { code, output } = await run('npm', ['run', '-s', 'scenarios', '--', ...folders]);
      const lines = output
        .trim()
        .split(/\r?\n/)
        .map((l) => l.trim());
      const last = [...lines].reverse().find((l) => /^\d+ passed, \d+ failed$/.test(l));
      if (!last) {
        record('scenarios', 0, 1, 0, `no "N passed, N failed" line (exit code ${code})`);
        return;
      }
      const [, p, f] = /^(\d+) passed, (\d+) failed$/.exec(last);
      let failed = Number(f);
      let note = folders.join(' ');
      if (code !== 0 && failed === 0) {
        failed = 1;
        note += `; runner exited with code ${code}`;
      }
      record('scenarios', Number(p), failed, 0, note);
    });
  }
} else {
  console.log('\nnote: main/scenarios/cli.ts does not exist yet; scenarios skipped.');
  record('scenarios', 0, 0, 0, 'main/scenarios/cli.ts not present');
}

// ---------------------------------------------------------------- 3b. puzzles
// Every shipped puzzle proven (main/puzzles/cli.ts): counted from its last line.
await timed(async () => {
  const { code, output } = await run('npm', ['run', '-s', 'puzzles', '--', '--check']);
  const m = /^puzzles: (\d+) checked, (\d+) solvable, (\d+) failed$/m.exec(output);
  if (!m) {
    record('puzzles', 0, 1, 0, `no "puzzles: N checked, …" line (exit code ${code})`);
    return;
  }
  const failed = Math.max(Number(m[3]), code !== 0 ? 1 : 0);
  record('puzzles', Number(m[2]), failed, 0, 'resources/puzzles');
});

// ---------------------------------------------------------------- 4. builds
await single('build: desktop (electron-vite)', bin('electron-vite'), ['build']);
await single('build: web (vite)', bin('vite'), ['build', '--config', 'vite.web.config.ts']);

// ---------------------------------------------------------------- 4b. shell smoke test
// The built main bundle and preload under a stand-in Electron API (main/shell/smoke); it needs
// the desktop build above, so it is not part of step 2. A missing bundle fails, never skips.
await timed(async () => {
  const report = join(tmp, 'vitest-smoke.json');
  rmSync(report, { force: true });
  const { code } = await run(bin('vitest'), [
    'run',
    '--config',
    'vitest.smoke.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  const name = 'shell smoke test (built bundle)';
  if (!json) {
    record(name, 0, 1, 0, `no JSON report (exit code ${code})`);
    return;
  }
  let failed = json.numFailedTests ?? 0;
  let note = '';
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited with code ${code} (the bundle is missing or the run failed to load)`;
  }
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  record(name, json.numPassedTests ?? 0, failed, skipped, note, 0, vitestFailures(json));
});

// ---------------------------------------------------------------- 5. end-to-end
function findChromium() {
  if (process.env.CARDHALL_CHROMIUM && existsSync(process.env.CARDHALL_CHROMIUM))
    return process.env.CARDHALL_CHROMIUM;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright not installed: reported below as a failure.
  }
  return null;
}

/** A port nobody listens on right now (another test run may be using the default one). */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

await timed(async () => {
  const browser = findChromium();
  if (!browser) {
    record(
      'e2e (playwright)',
      0,
      1,
      0,
      'no Chromium: install Debian chromium (apt-get install chromium) or run `npx playwright install chromium`',
    );
    return;
  }
  const report = join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  const port = await freePort();
  const env = {
    CARDHALL_E2E_PREBUILT: '1',
    CARDHALL_CHROMIUM: browser,
    CARDHALL_E2E_PORT: String(port),
    CARDHALL_E2E_OUTPUT: join(tmp, 'e2e-results'),
    CARDHALL_E2E_DATA_DIR: join(tmp, 'e2e-data'),
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  };
  const args = ['test', '--reporter=list,json'];
  // Electron needs a display; on a headless Linux machine give it a virtual one if we can.
  const useXvfb =
    process.platform === 'linux' && !process.env.DISPLAY && existsSync('/usr/bin/xvfb-run');
  const { code } = useXvfb
    ? await run('xvfb-run', ['-a', bin('playwright'), ...args], env)
    : await run(bin('playwright'), args, env);
  const json = readJson(report);
  if (!json?.stats) {
    record('e2e (playwright)', 0, 1, 0, `no JSON report (exit code ${code})`);
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  let failed = unexpected + flaky; // a test that needed a retry is not a pass
  let note = `browser ${browser}`;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note += `; playwright exited with code ${code}${json.errors?.length ? `: ${json.errors[0].message?.split('\n')[0]}` : ''}`;
  }
  record('e2e (playwright)', expected, failed, skipped, note, 0, playwrightFailures(json));
});

// ---------------------------------------------------------------- failure names

/** The first line of a failure message, short enough for a CI tail. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 300);
}

function vitestFailures(json) {
  const out = [];
  for (const file of json.testResults ?? []) {
    const rel = String(file.name ?? '').replace(root + '/', '');
    for (const a of file.assertionResults ?? [])
      if (a.status === 'failed')
        out.push(`${rel} › ${a.fullName ?? a.title} — ${firstLine(a.failureMessages?.[0])}`);
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((a) => a.status === 'failed')
    )
      out.push(`${rel} — ${firstLine(file.message)}`);
  }
  return out;
}

function playwrightFailures(json) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const err = (t.results ?? []).find((r) => r.error)?.error?.message;
          out.push(`${spec.file ?? file} › ${spec.title} (${t.status}) — ${firstLine(err)}`);
        }
    for (const s of suite.suites ?? []) walk(s, suite.file ?? file);
  };
  for (const s of json.suites ?? []) walk(s, s.file);
  return out;
}

// ---------------------------------------------------------------- summary
const total = results.reduce(
  (a, r) => ({
    passed: a.passed + r.passed,
    failed: a.failed + r.failed,
    skipped: a.skipped + r.skipped,
  }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log('\n================ test summary ================');
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  const mark = r.failed > 0 ? 'FAIL' : r.passed + r.failed === 0 ? 'SKIP' : 'ok  ';
  const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  const time = r.seconds ? ` (${r.seconds.toFixed(1)} s)` : '';
  console.log(`${mark}  ${r.name.padEnd(width)}  ${counts}${time}${r.note ? `  — ${r.note}` : ''}`);
}
console.log(`skipped (not counted as passed): ${total.skipped}`);
// CI shows only the tail of the output: name what failed here, next to the totals.
for (const r of results) for (const f of r.failures) console.log(`failed: ${r.name}: ${f}`);
// Keep reports, traces and screenshots of a failing run; a passing run leaves nothing behind.
if (total.failed > 0) console.log(`reports: ${tmp.replace(root + '/', '')}`);
else rmSync(tmp, { recursive: true, force: true, maxRetries: 3 });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
