/**
 * Worker-thread entry: runs AI decisions (and arena games) off the thread that answers IPC.
 * Messages: { id, kind: 'decide', req } → { id, ok, decision | error };
 *           { id, kind: 'part', req, part } → { id, ok, search result of that root-parallel part };
 *           { id, kind: 'arena', spec } → { id, ok, result | error };
 *           { id, kind: 'review', job } → { id, ok, PositionEval[] | error } (main/ai/review).
 * In the electron-vite build this file is bundled as out/main/ai-worker.js (see service.ts).
 */
import { parentPort } from 'node:worker_threads';
import { playArenaGame, type ArenaGameSpec } from './arena';
import { decide, decidePart } from './decide';
import type { AiRequest } from './types';
import { evaluatePositions } from './review/positions';
import type { ReviewJob } from './review/types';

type Msg =
  | { id: number; kind: 'decide'; req: AiRequest }
  | { id: number; kind: 'part'; req: AiRequest; part: number }
  | { id: number; kind: 'arena'; spec: ArenaGameSpec }
  | { id: number; kind: 'review'; job: ReviewJob };

const port = parentPort;
if (!port) throw new Error('main/ai/worker.ts must run in a worker thread');
port.on('message', (m: Msg) => {
  try {
    if (m.kind === 'decide') port.postMessage({ id: m.id, ok: true, value: decide(m.req) });
    else if (m.kind === 'part')
      port.postMessage({ id: m.id, ok: true, value: decidePart(m.req, m.part) });
    else if (m.kind === 'arena')
      port.postMessage({ id: m.id, ok: true, value: playArenaGame(m.spec) });
    // Game review (main/ai/review): search some positions of a finished game.
    else if (m.kind === 'review')
      port.postMessage({ id: m.id, ok: true, value: evaluatePositions(m.job) });
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
