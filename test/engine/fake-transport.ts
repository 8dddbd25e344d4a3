// A transport the test drives by hand: it records what the client posts and delivers the answers
// the test chooses, in the order it chooses.
import type { EngineRequest, EngineResponse } from '../../src/engine/protocol';
import type { EngineTransport } from '../../src/engine/transport';

export function fakeTransport() {
  const posted: EngineRequest[] = [];
  const listeners = new Set<{ onResponse: (r: EngineResponse) => void; onFailure: (m: string) => void }>();
  let closed = false;
  const transport: EngineTransport = {
    post: (r) => void posted.push(r),
    listen(onResponse, onFailure) {
      const entry = { onResponse, onFailure };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    close: () => {
      closed = true;
    },
  };
  return {
    transport,
    posted,
    respond: (r: EngineResponse) => [...listeners].forEach((l) => l.onResponse(r)),
    fail: (m: string) => [...listeners].forEach((l) => l.onFailure(m)),
    listenerCount: () => listeners.size,
    isClosed: () => closed,
  };
}
