// Test worker for main/ai/worker-pool.test.ts: counts the warm-up messages it got, answers
// 'echo' with that count, and never answers 'hang' (a job only a cancellation ends).
import { existsSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

let warmed = 0;
parentPort.on('message', (m) => {
  if (m.kind === 'warm') {
    warmed++;
    parentPort.postMessage({ id: m.id, ok: true, value: warmed });
  } else if (m.kind === 'echo') parentPort.postMessage({ id: m.id, ok: true, value: { warmed } });
});

// 'crash': the worker thread exits at once with code 3 (an AI worker dying mid-search), unless
// a file `m.survivorFlag` exists, which the first crash creates when `m.crashes` is 1 — so
// crashes: 1 dies once and answers on the retry, crashes: 2 dies every time.
parentPort.on('message', (m) => {
  if (m.kind !== 'crash') return;
  if (m.crashes === 1 && existsSync(m.survivorFlag))
    parentPort.postMessage({ id: m.id, ok: true, value: 'survived' });
  else {
    if (m.crashes === 1) writeFileSync(m.survivorFlag, '1');
    process.exit(3);
  }
});
