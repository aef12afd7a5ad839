/**
 * Worker-thread entry: runs AI decisions (and arena games) off the thread that answers IPC.
 * Messages: { id, kind: 'decide', req, startedAt? } → { id, ok, decision | error };
 *           { id, kind: 'part', req, part, startedAt? } → { id, ok, search result of that part };
 *           { id, kind: 'warm' } → { id, ok, ms }: load and run the decision code once (JIT);
 *           { id, kind: 'arena', spec } → { id, ok, result | error };
 *           { id, kind: 'review', job } → { id, ok, PositionEval[] | error } (main/ai/review);
 *           { id, kind: 'puzzle-check', puzzle, maxNodes } → { id, ok, CheckResult } (an
 *           imported or saved puzzle proven off main's thread, main/puzzles/check-in-worker.ts).
 * `startedAt` (decide.ts `clockNow()` when the request was made) makes the level's time cap
 * count from the request, not from when this worker got to it.
 * In the electron-vite build this file is bundled as out/main/ai-worker.js (see service.ts).
 */
import { parentPort } from 'node:worker_threads';
import { playArenaGame, type ArenaGameSpec } from './arena';
import { decide, decidePart } from './decide';
import { warmUp } from './warm-up';
import type { AiRequest } from './types';
import { evaluatePositions } from './review/positions';
import type { ReviewJob } from './review/types';
import { checkPuzzle } from '../puzzles/checker';
import type { Puzzle } from '../puzzles/format';

type Msg =
  | { id: number; kind: 'decide'; req: AiRequest; startedAt?: number }
  | { id: number; kind: 'part'; req: AiRequest; part: number; startedAt?: number }
  | { id: number; kind: 'warm' }
  | { id: number; kind: 'arena'; spec: ArenaGameSpec }
  | { id: number; kind: 'review'; job: ReviewJob }
  | { id: number; kind: 'puzzle-check'; puzzle: Puzzle; maxNodes: number };

const port = parentPort;
if (!port) throw new Error('main/ai/worker.ts must run in a worker thread');
port.on('message', (m: Msg) => {
  try {
    const clock = (x: { startedAt?: number }) =>
      x.startedAt === undefined ? {} : { startedAt: x.startedAt };
    if (m.kind === 'decide')
      port.postMessage({ id: m.id, ok: true, value: decide(m.req, clock(m)) });
    else if (m.kind === 'part')
      port.postMessage({ id: m.id, ok: true, value: decidePart(m.req, m.part, clock(m)) });
    else if (m.kind === 'warm') port.postMessage({ id: m.id, ok: true, value: warmUp() });
    else if (m.kind === 'arena')
      port.postMessage({ id: m.id, ok: true, value: playArenaGame(m.spec) });
    // Game review (main/ai/review): search some positions of a finished game.
    else if (m.kind === 'review')
      port.postMessage({ id: m.id, ok: true, value: evaluatePositions(m.job) });
    else if (m.kind === 'puzzle-check')
      port.postMessage({
        id: m.id,
        ok: true,
        value: checkPuzzle(m.puzzle, { maxNodes: m.maxNodes }),
      });
    else
      port.postMessage({
        id: (m as { id: number }).id,
        ok: false,
        error: `unknown message kind ${String((m as { kind: unknown }).kind)}`,
      });
  } catch (e) {
    port.postMessage({ id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
