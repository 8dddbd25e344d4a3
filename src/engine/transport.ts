// How requests reach the engine: a module Web Worker in the app, or the same handler in-process
// where there is no Worker (happy-dom tests, very old hosts). Both deliver responses asynchronously
// relative to nothing in particular; clients rely only on ids, never on timing.
import { createEngineHandler } from './handler';
import { errorMessage, type EngineRequest, type EngineResponse } from './protocol';

export interface EngineTransport {
  post: (request: EngineRequest) => void;
  /** Responses, and failures of the transport itself (worker failed to load or crashed). Returns an unsubscribe. */
  listen: (onResponse: (response: EngineResponse) => void, onFailure: (message: string) => void) => () => void;
  close: () => void;
}

export type TransportFactory = () => EngineTransport;

export function workersAvailable(): boolean {
  return typeof Worker !== 'undefined';
}

export function createWorkerTransport(): EngineTransport {
  // This exact form lets Vite bundle the worker as its own module file (CSP worker-src 'self').
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (request) => worker.postMessage(request),
    listen(onResponse, onFailure) {
      const onMessage = (event: MessageEvent<EngineResponse>) => onResponse(event.data);
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        onFailure(event.message || 'the engine worker failed to start');
      };
      const onMessageError = () => onFailure('a message from the engine worker could not be read');
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.addEventListener('messageerror', onMessageError);
      return () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        worker.removeEventListener('messageerror', onMessageError);
      };
    },
    close: () => worker.terminate(),
  };
}

/** The worker's handler on this thread; chunks still yield (setTimeout 0) so Cancel gets through. */
export function createInProcessTransport(): EngineTransport {
  const listeners = new Set<{ onResponse: (r: EngineResponse) => void; onFailure: (m: string) => void }>();
  let closed = false;
  const handler = createEngineHandler({
    post(response) {
      if (closed) return;
      for (const l of [...listeners]) l.onResponse(response);
    },
    defer: (fn) => void setTimeout(() => !closed && fn(), 0),
  });
  return {
    post(request) {
      if (closed) return;
      try {
        handler.handle(request);
      } catch (error) {
        for (const l of [...listeners]) l.onFailure(errorMessage(error));
      }
    },
    listen(onResponse, onFailure) {
      const entry = { onResponse, onFailure };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    close() {
      closed = true;
      listeners.clear();
    },
  };
}

export function createDefaultTransport(): EngineTransport {
  return workersAvailable() ? createWorkerTransport() : createInProcessTransport();
}
