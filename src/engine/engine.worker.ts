// The engine's Web Worker: a thin wrapper around the testable handler (handler.ts).
// Loaded as a module worker: new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' }).
import { createEngineHandler } from './handler';
import { evaluateDoc } from './evaluate-doc';
import { errorMessage, type Doc, type EngineRequest } from './protocol';
import { shardPool } from './shard-pool';

const handler = createEngineHandler({
  post: (message) => self.postMessage(message),
  defer: (fn) => void setTimeout(fn, 0),
  shardWorkers: shardPool,
});

/**
 * After the first document it is asked to evaluate, the worker evaluates that document again in
 * the background, one run per task (a request waits for one run at most, well under a
 * millisecond) and the results thrown away: the JIT optimizes the engine now, not over the user's
 * first hundreds of edits (an edit's evaluation takes about 0.3 ms warm, 0.6 ms cold; issue 15).
 */
const WARM_UP_RUNS = 1000;
let warmed = false;
function warmUp(doc: Doc): void {
  let left = WARM_UP_RUNS;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (left-- <= 0) return channel.port1.close();
    try {
      if (!evaluateDoc(doc).ok) return channel.port1.close();
    } catch {
      return channel.port1.close();
    }
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}

self.onmessage = (event: MessageEvent<EngineRequest>) => {
  if (!warmed && event.data?.type === 'evaluate') {
    warmed = true;
    warmUp(event.data.doc);
  }
  try {
    handler.handle(event.data);
  } catch (error) {
    // The handler catches engine errors itself; this is a last guard so nothing fails silently.
    self.postMessage({ type: 'error', id: typeof event.data?.id === 'number' ? event.data.id : -1, message: errorMessage(error) });
  }
};
