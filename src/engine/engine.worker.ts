// The engine's Web Worker: a thin wrapper around the testable handler (handler.ts).
// Loaded as a module worker: new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' }).
import { createEngineHandler } from './handler';
import { errorMessage, type EngineRequest } from './protocol';
import { shardPool } from './shard-pool';

const handler = createEngineHandler({
  post: (message) => self.postMessage(message),
  defer: (fn) => void setTimeout(fn, 0),
  shardWorkers: shardPool,
});

self.onmessage = (event: MessageEvent<EngineRequest>) => {
  try {
    handler.handle(event.data);
  } catch (error) {
    // The handler catches engine errors itself; this is a last guard so nothing fails silently.
    self.postMessage({ type: 'error', id: typeof event.data?.id === 'number' ? event.data.id : -1, message: errorMessage(error) });
  }
};
