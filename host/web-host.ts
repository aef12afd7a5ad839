/**
 * `npm run web`: run the whole app in a browser. Builds nothing itself (the npm script runs
 * `build:web` first); serves out/web and the real main-process handlers on 127.0.0.1.
 *
 *   tsx host/web-host.ts [--port N] [--data-dir DIR] [--token T]
 *
 * --port      default: a free port
 * --data-dir  save folder; default: the desktop app's per-user data folder (host/user-data-dir.ts),
 *             so saves survive a restart; tests always pass their own temporary folder
 * --token     the WebSocket token; default: 24 random bytes (tests fix it)
 * --computer-seed  fixes the computer's random stream (fresh entropy otherwise), so end-to-end
 *             runs repeat move for move; for tests only
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startHost, isValidToken } from './server';
import { stopOnSignals } from './stop-on-signal';
import { gameRegistry } from '../main/games/registry';
import { defaultUserDataDir, electronAppName } from './user-data-dir';
import { openAppLog, startLine } from '../main/shell/log/app-log';
import { FolderInUseError, lockSaveFolder, type FolderLock } from '../main/saves/folder-lock';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function die(message: string): never {
  console.error(`web host: ${message}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      token: { type: 'string' },
      'computer-seed': { type: 'string' },
    },
    strict: true,
  }).values;
} catch (err) {
  die(`${(err as Error).message}\nusage: npm run web -- [--port N] [--data-dir DIR] [--token T]`);
}

const port = args.port === undefined ? 0 : Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  die(`--port must be 0–65535, got ${args.port}`);
const token = args.token ?? randomBytes(24).toString('base64url');
if (!isValidToken(token)) die('--token must be 16–128 characters of A–Z, a–z, 0–9, _ or -');
const webRoot = process.env['CARDHALL_WEB_OUT'] ?? join(root, 'out', 'web');
if (!existsSync(join(webRoot, 'index.html')))
  die(`no built renderer in ${webRoot}: run \`npm run build:web\` first`);
const computerSeed =
  args['computer-seed'] === undefined ? undefined : Number(args['computer-seed']);
if (
  computerSeed !== undefined &&
  !(Number.isInteger(computerSeed) && computerSeed >= 0 && computerSeed <= 0xffffffff)
) {
  die('--computer-seed must be an integer 0–4294967295');
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  productName?: string;
  name?: string;
};
const appVersion = pkg.version;
const dataDir = args['data-dir']
  ? resolve(args['data-dir'])
  : defaultUserDataDir({
      platform: process.platform,
      env: process.env,
      homeDir: homedir(),
      appName: electronAppName(pkg),
    });
try {
  mkdirSync(dataDir, { recursive: true });
} catch (err) {
  die(
    `cannot create the save folder ${dataDir}: ${(err as Error).message}; pick another with --data-dir`,
  );
}

// One writer per save folder (issue #32 item 3): taken before anything is written there, the
// log included; a second process on the folder says who has it and exits.
let folderLock: FolderLock;
try {
  folderLock = lockSaveFolder(dataDir, {
    app: 'web',
    onLost: (err) => appLog.error('[host] the save folder lock was lost', err),
  });
} catch (err) {
  die(
    err instanceof FolderInUseError
      ? `${err.message} (--data-dir DIR picks another folder)`
      : `cannot lock the save folder ${dataDir}: ${(err as Error).message}`,
  );
}
process.on('exit', () => folderLock.release());

// The same log file as the desktop app's, in the data folder's logs/ (issue #33 item 2).
const appLog = openAppLog(dataDir);
appLog.info(
  startLine({
    name: pkg.productName ?? 'Cardhall',
    version: appVersion,
    shell: 'web',
    platform: process.platform,
    versions: { node: process.versions.node },
  }),
);
process.on('uncaughtException', (err) => {
  appLog.error('[host] uncaught exception', err);
  die(err.message);
});

try {
  const host = await startHost({
    appLog,
    port,
    token,
    dataDir,
    webRoot,
    registry: gameRegistry,
    appVersion,
    // Saves get 4 s of the 4.8 s the host has to stop on SIGTERM (stop-on-signal.ts).
    shutdownWaitMs: 4000,
    puzzleDir: join(root, 'resources', 'puzzles'),
    ...(computerSeed === undefined ? {} : { newComputerSeed: () => computerSeed }),
  });
  console.log(`Cardhall is running at ${host.url}`);
  const where = args['data-dir']
    ? '(from --data-dir)'
    : '(your per-user Cardhall folder, shared with the desktop app; --data-dir DIR uses another)';
  console.log(`Saves go to ${dataDir} ${where}. Press Ctrl-C to stop.`);
  console.log(`The log is in ${appLog.folder}.`);
  stopOnSignals(host);
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  die(
    e.code === 'EADDRINUSE'
      ? `port ${port} is already in use; pick another with --port`
      : e.message,
  );
}
