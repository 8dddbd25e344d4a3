/**
 * Work that can wait, done while the window is idle, one piece at a time and only where it fits:
 * a piece runs when the idle period has at least as many ms left as the piece took the last time
 * it ran, so the frame after an edit starts on time instead of waiting for the off-screen sections
 * (issue 34). A piece that has never run is assumed to take FIRST_GUESS_MS. A long idle period (no
 * frame pending) or the timeout runs the next piece whatever it costs, so every piece runs.
 * Without requestIdleCallback (tests) the pieces run in a timeout, all at once.
 */

/** A piece of work never timed yet is assumed to take this long, ms. */
const FIRST_GUESS_MS = 4;
/** An idle period this long has no frame waiting after it (Chromium gives at most 50 ms). */
const LONG_IDLE_MS = 40;
/** A piece waits at most this long for room, ms. */
const TIMEOUT_MS = 500;

export interface IdleQueue {
  /**
   * Queues `run` under `key` (any object; one piece per key: a newer `run` replaces a waiting one
   * in its place) and returns its cancel, which drops `run` if it has not run yet.
   */
  schedule(key: object, run: () => void): () => void;
}

interface Deadline {
  didTimeout: boolean;
  timeRemaining(): number;
}

export interface IdleHost {
  request(pump: (deadline: Deadline) => void, timeoutMs: number): void;
  now(): number;
}

/** requestIdleCallback where there is one, else a timeout with unlimited time remaining. */
function browserHost(): IdleHost {
  const now = () => performance.now();
  if (typeof requestIdleCallback === 'function') return { request: (pump, timeout) => requestIdleCallback(pump, { timeout }), now };
  return { request: (pump) => setTimeout(() => pump({ didTimeout: true, timeRemaining: () => Infinity }), 0), now };
}

export function createIdleQueue(host: IdleHost = browserHost()): IdleQueue {
  const waiting = new Map<object, () => void>();
  const cost = new WeakMap<object, number>();
  let requested = false;

  const fits = (key: object, deadline: Deadline, first: boolean): boolean => {
    if (deadline.didTimeout && first) return true;
    const left = deadline.timeRemaining();
    return left >= LONG_IDLE_MS || left >= (cost.get(key) ?? FIRST_GUESS_MS);
  };

  const pump = (deadline: Deadline): void => {
    requested = false;
    let first = true;
    for (const [key, run] of waiting) {
      if (!fits(key, deadline, first)) break;
      waiting.delete(key);
      const start = host.now();
      run();
      cost.set(key, host.now() - start);
      first = false;
    }
    if (waiting.size > 0) request();
  };

  const request = (): void => {
    if (requested) return;
    requested = true;
    host.request(pump, TIMEOUT_MS);
  };

  return {
    schedule(key, run) {
      waiting.set(key, run);
      request();
      return () => {
        if (waiting.get(key) === run) waiting.delete(key);
      };
    },
  };
}

/** The window's queue: the results' off-screen sections share one, so they take turns. */
let shared: IdleQueue | null = null;
export function windowIdleQueue(): IdleQueue {
  shared ??= createIdleQueue();
  return shared;
}
