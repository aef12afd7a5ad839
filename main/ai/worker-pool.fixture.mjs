// Test worker for main/ai/worker-pool.test.ts: counts the warm-up messages it got, answers
// 'echo' with that count, and never answers 'hang' (a job only a cancellation ends).
import { parentPort } from 'node:worker_threads';

let warmed = 0;
parentPort.on('message', (m) => {
  if (m.kind === 'warm') {
    warmed++;
    parentPort.postMessage({ id: m.id, ok: true, value: warmed });
  } else if (m.kind === 'echo') parentPort.postMessage({ id: m.id, ok: true, value: { warmed } });
});
