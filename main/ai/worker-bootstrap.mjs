// Development bootstrap for the AI worker (tsx and vitest): registers tsx in the worker
// thread, then loads the TypeScript entry named in workerData. The electron-vite build does
// not use it: there the worker is the bundled out/main/ai-worker.js.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
