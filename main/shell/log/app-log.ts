/**
 * The app's log file (issue #33, item 2): `logs/cardhall.log` in the user-data folder, kept
 * under 1 MB (when full it becomes `cardhall.old.log` and a new file starts), so a player who
 * reports a problem has something to send. Electron's main process and the browser host write
 * the same file format through this one module.
 *
 * Logged: the app's start with its versions, save problems, internal errors and AI worker
 * failures — each as a fixed message plus the error's name, message and stack. Never a game's
 * state, an action, a view or a seed: the callers pass only ids and errors, and `describe`
 * keeps nothing of an error but those three fields (no attached payloads).
 *
 * electron-log (its Node entry, `electron-log/node`) does the file handling: it rotates, and
 * it runs in plain Node, so the browser host and the tests use it without Electron.
 */
import log from 'electron-log/node';
import { join } from 'node:path';
import { scrubText } from '../../ipc/scrub';

export const LOG_FOLDER = 'logs';
export const LOG_FILE = 'cardhall.log';
/** Past this size the file is moved to cardhall.old.log (electron-log's archive). */
export const LOG_MAX_BYTES = 1024 * 1024;

export interface AppLog {
  /** The folder holding the log files (Help → Open logs folder). */
  readonly folder: string;
  info(message: string): void;
  warn(message: string, err?: unknown): void;
  error(message: string, err?: unknown): void;
}

/** An error as one log line's tail: its name, message and stack only. */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const stack = err.stack ?? `${err.name}: ${err.message}`;
    return stack.includes(err.message) ? stack : `${err.name}: ${err.message}\n${stack}`;
  }
  if (err && typeof err === 'object' && 'message' in err) {
    const e = err as { code?: unknown; message?: unknown };
    return `${typeof e.code === 'string' ? `${e.code}: ` : ''}${String(e.message)}`;
  }
  return String(err);
}

let instances = 0;

export interface AppLogOptions {
  /** Also print to stderr (the browser host's terminal; development). Default false. */
  console?: boolean;
  maxBytes?: number;
}

/** Open (create on first write) the log in `<dataDir>/logs`. */
export function openAppLog(dataDir: string, opts: AppLogOptions = {}): AppLog {
  const folder = join(dataDir, LOG_FOLDER);
  // One logger per data folder: electron-log's default instance is shared process-wide.
  const logger = log.create({ logId: `cardhall-${++instances}` });
  logger.transports.file.resolvePathFn = () => join(folder, LOG_FILE);
  logger.transports.file.maxSize = opts.maxBytes ?? LOG_MAX_BYTES;
  logger.transports.file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}';
  logger.transports.console.level = opts.console ? 'info' : false;
  // The one scrubber (main/ipc/scrub.ts) shortens paths here too; stacks stay for the reader.
  const line = (message: string, err: unknown) =>
    scrubText(err === undefined ? message : `${message}: ${describeError(err)}`, {
      forLog: true,
    });
  return {
    folder,
    info: (message) => logger.info(scrubText(message, { forLog: true })),
    warn: (message, err) => logger.warn(line(message, err)),
    error: (message, err) => logger.error(line(message, err)),
  };
}

/** The start line: which app, which runtimes, which OS (issue #33: "app start with versions"). */
export function startLine(info: {
  name: string;
  version: string;
  shell: string;
  platform: string;
  versions: Record<string, string | null>;
}): string {
  const runtimes = Object.entries(info.versions)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return `${info.name} ${info.version} started (${info.shell}; ${info.platform}; ${runtimes})`;
}
