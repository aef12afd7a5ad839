// Runs the BUILT desktop shell (out/main/index.js and out/preload/index.cjs) under plain Node
// against electron-stand-in.mjs — a stand-in, not Electron — and prints one JSON report of what
// the bundle did: the window options, the preload path, the IPC handlers, the menus, the crash
// reporter, a settings change and the quit that must flush it. bundle.smoke.test.ts runs this
// in a child process and checks the report.
//   node main/shell/smoke/run-bundle.mjs <empty user-data folder>
// Env CARDHALL_SMOKE_CHANNELS / CARDHALL_SMOKE_PUSHES: the contract's names (JSON arrays).
import { existsSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: run-bundle.mjs <user-data folder>');
const mainBundle = join(root, 'out/main/index.js');
const preloadBundle = join(root, 'out/preload/index.cjs');
for (const f of [mainBundle, preloadBundle])
  if (!existsSync(f)) {
    console.log(JSON.stringify({ missing: f.slice(root.length + 1) }));
    process.exit(3);
  }

register('./stand-in-loader.mjs', import.meta.url);
process.env.CARDHALL_USER_DATA = dataDir;
const { app, record } = await import('./electron-stand-in.mjs');
const report = {};
const exited = new Promise((resolve) => app.once('stand-in-exit', resolve));

await import(pathToFileURL(mainBundle).href);
app.fireReady();
await new Promise((r) => setTimeout(r, 300)); // start() runs after whenReady

const appPage = pathToFileURL(join(root, 'out/renderer/index.html')).href;
const call = (channel, arg, url = appPage) =>
  record.handlers.get(channel)({ senderFrame: { parent: null, url }, sender: { id: 1 } }, arg);

report.window = record.windows[0] ?? null;
report.preloadExists = !!report.window && existsSync(report.window.webPreferences.preload);
report.loads = record.loads.map((l) => ({ ...l, file: l.file && l.file.slice(root.length + 1) }));
report.rendererExists = existsSync(join(root, 'out/renderer/index.html'));
report.handleCalls = record.handleCalls;
report.crashReporter = record.crashReporter;
report.menu = (record.menus.at(-1) ?? []).map((m) => ({
  label: m.label,
  role: m.role,
  items: (m.submenu ?? []).map((i) => i.label ?? i.role ?? i.type),
}));
report.appInfo = await call('app.info', undefined);
report.untrusted = await call('app.info', undefined, 'https://example.com/');

// A settings change that is not awaited, then quit at once: the quit must wait for it.
void call('settings.update', { muted: true });
app.quit();
await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
report.quitCalls = record.quitCalls;
report.preventedQuits = record.preventedQuits;
const settingsFile = join(dataDir, 'settings.json');
report.settingsOnDisk = existsSync(settingsFile)
  ? JSON.parse(readFileSync(settingsFile, 'utf8'))
  : null;
const logFile = join(dataDir, 'logs', 'cardhall.log');
report.log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : null;

// The preload, as a sandboxed preload runs: CommonJS whose only require is 'electron'.
const exposed = {};
const ipcCalls = [];
const electronForPreload = {
  contextBridge: { exposeInMainWorld: (key, value) => (exposed[key] = value) },
  ipcRenderer: {
    invoke: (channel) => (ipcCalls.push(channel), Promise.resolve({ ok: true, value: channel })),
    on: (event) => ipcCalls.push(`on:${event}`),
    removeListener: (event) => ipcCalls.push(`off:${event}`),
  },
};
const preloadRequires = [];
const module = { exports: {} };
new Function('require', 'module', 'exports', readFileSync(preloadBundle, 'utf8'))(
  (id) => {
    preloadRequires.push(id);
    if (id === 'electron') return electronForPreload;
    throw new Error(`a sandboxed preload cannot require ${id}`);
  },
  module,
  module.exports,
);
const api = exposed.api;
const channels = JSON.parse(process.env.CARDHALL_SMOKE_CHANNELS ?? '[]');
const pushes = JSON.parse(process.env.CARDHALL_SMOKE_PUSHES ?? '[]');
report.preload = {
  requires: preloadRequires,
  exposedKeys: Object.keys(exposed),
  apiKeys: api ? Object.keys(api).sort() : [],
  passed: [],
  unknownChannel: null,
  pushes: [],
  unknownPush: null,
};
if (api) {
  for (const c of channels)
    if ((await api.invoke(c, {}))?.value === c) report.preload.passed.push(c);
  const before = ipcCalls.length;
  const unknown = await api.invoke('fs.readFile', {});
  report.preload.unknownChannel = { result: unknown, reachedMain: ipcCalls.length !== before };
  for (const p of pushes) {
    const off = api.on(p, () => undefined);
    off();
    if (ipcCalls.includes(`on:${p}`) && ipcCalls.includes(`off:${p}`))
      report.preload.pushes.push(p);
  }
  try {
    api.on('not.a.push', () => undefined);
    report.preload.unknownPush = 'accepted';
  } catch (err) {
    report.preload.unknownPush = err.message;
  }
}
console.log(JSON.stringify(report));
process.exit(0);
