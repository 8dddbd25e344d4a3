/**
 * Work that can wait, done while the window is idle, one piece at a time and only where it fits:
 * a piece runs when the idle period has at least as many ms left as the piece took when it last
 * ran (a little more after a longer run), so the frame after an edit starts on time instead of
 * waiting for the off-screen sections (issue 34); one that does not fit lets a smaller one behind
 * it run. A piece that has never run is assumed to take FIRST_GUESS_MS. A long idle period (no frame pending) or the timeout runs the next piece whatever
 * it costs, so every piece runs; one callback stops after about SLICE_MS and asks for another, so
 * input is never kept waiting long.
 * Without requestIdleCallback (tests) the pieces run in timeouts.
 */

/** A piece of work never timed yet is assumed to take this long, ms. */
const FIRST_GUESS_MS = 4;
/** Each run lowers a piece's estimate by at most this factor (a longer run raises it at once). */
const DECAY = 0.8;
/** An idle period this long has no frame waiting after it (Chromium gives at most 50 ms). */
const LONG_IDLE_MS = 40;
/**
 * One idle callback runs pieces for at most this long (by their estimates), then yields, so a
 * keystroke that arrives meanwhile waits for one piece, not for all of them, ms.
 */
const SLICE_MS = 8;
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

  /** Whether the piece under `key` fits what is left of this idle period, `used` ms of it already used by this pump. */
  const fits = (key: object, deadline: Deadline, used: number, first: boolean): boolean => {
    if (deadline.didTimeout && first) return true;
    const estimate = cost.get(key) ?? FIRST_GUESS_MS;
    if (!first && used + estimate > SLICE_MS) return false;
    const left = deadline.timeRemaining();
    return left >= LONG_IDLE_MS || left >= estimate;
  };

  const pump = (deadline: Deadline): void => {
    requested = false;
    const began = host.now();
    let first = true;
    try {
      // A piece that does not fit now lets a smaller one behind it run; it waits for more room.
      for (const [key, run] of waiting) {
        if (!fits(key, deadline, host.now() - began, first)) continue;
        waiting.delete(key);
        first = false;
        const start = host.now();
        try {
          run();
        } finally {
          // What a piece takes varies from run to run (the same section took 7–14 ms): the
          // estimate follows a longer run at once and a shorter one only gradually.
          cost.set(key, Math.max(host.now() - start, (cost.get(key) ?? 0) * DECAY));
        }
      }
    } finally {
      // Also after a piece threw: the others still run.
      if (waiting.size > 0) request();
    }
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
