/**
 * The browser host: serves the built renderer (out/web) and runs the real main-process
 * handler table behind a WebSocket, so the whole app runs in a browser (`npm run web`) and
 * Playwright can drive it where Electron cannot start.
 *
 * Why a token and these checks: any web page the user opens could try to reach a port on
 * 127.0.0.1. The WebSocket therefore needs a per-run random token (it is in the URL the
 * host prints; pages elsewhere cannot know it), an Origin that is this host itself, and a
 * Host header naming 127.0.0.1 (defeats DNS rebinding). The server listens on 127.0.0.1 only.
 *
 * Wire format (JSON text frames):
 *   client → host  {id, channel, arg}
 *   host → client  {id, result}            result is the contract's IpcResult
 *   host → client  {push, payload}          contract push events
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { createServices, type Services } from '../main/shell/compose';
import type { ComputerPlayer } from '../main/services/game-sessions';
import type { GameRegistry } from '../main/services/game-sessions';
import { fail, type AppInfo } from '../main/ipc/contract';
import type { AtomicWriter } from '../main/saves/atomic-write';
import type { FlushReport } from '../main/services/shutdown';
import type { AppLog } from '../main/shell/log/app-log';

export const HOST_ADDRESS = '127.0.0.1';
const MAX_MESSAGE_BYTES = 512 * 1024;

export interface HostOptions {
  /** 0 picks a free port. */
  port: number;
  token: string;
  dataDir: string;
  /** Folder with the built renderer (index.html). */
  webRoot: string;
  registry: GameRegistry;
  appVersion: string;
  computerDelayMs?: number;
  /** Who plays computer seats (default: the AI). Tests with a toy game pass `randomComputer`. */
  computer?: ComputerPlayer;
  log?: (line: string) => void;
  /** How long close() waits for queued saves (default: main/services/shutdown.ts). */
  shutdownWaitMs?: number;
  /** The save files' writer (tests slow it down to stop the host mid-write). */
  saveWriter?: AtomicWriter;
  /** The computer stream's seed for new games (default: fresh entropy; e2e fixes it). */
  newComputerSeed?: () => number;
  /** The app log file (main/shell/log/app-log.ts), as the desktop app writes it. */
  appLog?: AppLog;
  /** The shipped puzzles' folder (resources/puzzles). */
  puzzleDir?: string;
}

export interface RunningHost {
  port: number;
  /** The address to open, token included. */
  url: string;
  server: Server;
  services: Services;
  /** Stop taking requests, finish queued saves (bounded wait), then stop serving. */
  close(): Promise<FlushReport>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Token syntax: long enough to be unguessable, URL-safe so it survives the query string. */
export function isValidToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}

function sameToken(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  if (!isValidToken(options.token))
    throw new Error('token must be 16–128 characters of A–Z, a–z, 0–9, _ or -');
  const log = options.log ?? ((line: string) => console.log(line));
  const webRoot = resolve(options.webRoot);
  /** Open sockets by connection id: a game's pushes go to the socket that opened it only. */
  const clients = new Map<string, WebSocket>();
  let nextConn = 0;
  let port = options.port;

  const appInfo = (): AppInfo => ({
    name: 'Cardhall',
    version: options.appVersion,
    versions: { electron: null, chrome: null, node: process.versions.node },
    platform: process.platform,
    shell: 'web',
  });

  const services = createServices({
    dataDir: options.dataDir,
    appInfo,
    registry: options.registry,
    push: (event, payload, to) => {
      const text = JSON.stringify({ push: event, payload });
      const targets =
        to === undefined
          ? [...clients.values()]
          : [clients.get(to)].filter((ws) => ws !== undefined);
      for (const ws of targets) if (ws.readyState === ws.OPEN) ws.send(text);
    },
    ...(options.computerDelayMs === undefined ? {} : { computerDelayMs: options.computerDelayMs }),
    ...(options.computer ? { computer: options.computer } : {}),
    ...(options.saveWriter ? { saveWriter: options.saveWriter } : {}),
    ...(options.newComputerSeed ? { newComputerSeed: options.newComputerSeed } : {}),
    ...(options.appLog ? { log: options.appLog } : {}),
    ...(options.puzzleDir ? { puzzleDir: options.puzzleDir } : {}),
  });

  const hostIsOurs = (req: IncomingMessage) => req.headers.host === `${HOST_ADDRESS}:${port}`;

  async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      // The page URL carries the token: never send it anywhere as a referrer.
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "frame-ancestors 'none'",
      'Cache-Control': 'no-store',
    };
    if (!hostIsOurs(req)) {
      res.writeHead(403, headers).end('forbidden host');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, headers).end();
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = normalize(join(webRoot, pathname));
    if (!file.startsWith(webRoot + sep) || pathname.includes('\0')) {
      res.writeHead(404, headers).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, {
        ...headers,
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, headers).end('not found');
    }
  }

  const server = createServer((req, res) => {
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  function refuse(socket: Duplex, status: string, why: string): void {
    log(`[host] refused WebSocket: ${why}`);
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  }

  server.on('upgrade', (req, socket, head) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://x');
    } catch {
      refuse(socket, '400 Bad Request', 'bad url');
      return;
    }
    if (url.pathname !== '/ws') return refuse(socket, '404 Not Found', 'wrong path');
    if (!sameToken(url.searchParams.get('token'), options.token))
      return refuse(socket, '403 Forbidden', 'missing or wrong token');
    if (req.headers.origin !== `http://${HOST_ADDRESS}:${port}`)
      return refuse(socket, '403 Forbidden', 'foreign origin');
    if (!hostIsOurs(req)) return refuse(socket, '403 Forbidden', 'foreign host header');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn = `ws-${++nextConn}`;
      clients.set(conn, ws);
      // A socket error (e.g. a frame over the size limit) closes that socket; without a
      // listener `ws` would rethrow it and take the whole host down.
      ws.on('error', (err) => log(`[host] socket error: ${err.message}`));
      ws.on('close', () => {
        clients.delete(conn);
        // A reloaded or closed page: its games are closed (saved ones can be resumed).
        services.releaseConnection(conn);
      });
      ws.on('message', (data, isBinary) => {
        void answer(ws, conn, isBinary ? null : data.toString());
      });
    });
  });

  async function answer(ws: WebSocket, conn: string, text: string | null): Promise<void> {
    let msg: unknown;
    try {
      msg = text === null ? null : JSON.parse(text);
    } catch {
      msg = null;
    }
    const m = msg as { id?: unknown; channel?: unknown; arg?: unknown } | null;
    const id =
      m && (typeof m.id === 'number' || (typeof m.id === 'string' && m.id.length <= 64))
        ? m.id
        : null;
    const result =
      m === null || typeof m !== 'object' || id === null
        ? fail('bad-request', 'message must be JSON {id, channel, arg}')
        : await services.dispatch(m.channel, m.arg, { conn });
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, result }));
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST_ADDRESS, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('host did not bind a TCP port');
  port = address.port;

  return {
    port,
    url: `http://${HOST_ADDRESS}:${port}/?token=${options.token}`,
    server,
    services,
    close: async () => {
      // No new requests first (so no new actions), then let the queued saves finish.
      for (const ws of clients.values()) ws.terminate();
      wss.close();
      const report = await services.shutdown({
        log,
        ...(options.shutdownWaitMs === undefined ? {} : { timeoutMs: options.shutdownWaitMs }),
      });
      // Open keep-alive connections would hold close() up: they have nothing left to answer.
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await closed;
      return report;
    },
  };
}
