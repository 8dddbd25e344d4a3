// Which edits the window evaluates itself (issue 34): the engine answers a typical scenario in
// well under a millisecond, less than the worker's round trip and the frame it can miss. An edit is
// evaluated on the window's thread, inside its own task, while one of the engine's last two answers
// for this document (from the worker or from the window) took at most the budget: one slow answer
// (a garbage collection, the machine busy) does not send the next edit away, two do; the worker's
// quicker answers then bring the edits back. Monte Carlo, the tornado and the solvers never come
// here (their own workers).

/** The window's budget for one edit's evaluation, ms: above it, the worker answers. */
export const QUICK_EVALUATION_MS = 4;

export interface QuickGate {
  /** Evaluate the next edit on this thread? (Not before any answer was measured.) */
  open: () => boolean;
  /** An answer's engine time, ms (the worker's or this thread's; NaN counts as slow). */
  record: (ms: number) => void;
}

export function createQuickGate(budgetMs: number = QUICK_EVALUATION_MS): QuickGate {
  let last = Infinity;
  let before = Infinity;
  return {
    open: () => Math.min(last, before) <= budgetMs,
    record(ms) {
      before = last;
      last = Number.isNaN(ms) ? Infinity : ms;
    },
  };
}

/** Runs `fn` when the window is idle, telling it the ms left of that idle period; returns the cancel. */
export type IdleScheduler = (fn: (timeRemaining: () => number) => void) => () => void;

/** requestIdleCallback where there is one (Chromium, Electron), else no warming up. */
export function idleScheduler(): IdleScheduler | null {
  if (typeof requestIdleCallback !== 'function') return null;
  return (fn) => {
    const handle = requestIdleCallback((deadline) => fn(() => deadline.timeRemaining()), { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  };
}

/** Warming up stops at a run this quick, ms (the engine compiled by then), or after this many runs. */
const WARM_MS = 1;
const WARM_RUNS = 20;

/**
 * The window's engine warmed up while the window is idle: the first evaluations on a thread run
 * uncompiled, several times slower (about 10, 3, 2 … ms for the 100 MW campus where the worker
 * takes 0.3), and without this the first edits would pay for that. `run` evaluates the open
 * document once and returns the ms it took (recorded by the gate like an edit's). A run starts
 * only when twice the last one's time (at first twice the budget) is left of the idle period: an
 * idle period can end at the next frame, and a run that overran it would delay that frame (an
 * edit's own). Returns the stop.
 */
export function warmUp(run: () => number, gate: QuickGate, idle: IdleScheduler, budgetMs: number = QUICK_EVALUATION_MS): () => void {
  let cancel: (() => void) | null = null;
  let runs = 0;
  let expected = budgetMs * 2;
  const step = (timeRemaining: () => number) => {
    cancel = null;
    while (runs < WARM_RUNS && timeRemaining() > 2 * expected) {
      const ms = run();
      gate.record(ms);
      runs += 1;
      if (!(ms > WARM_MS && ms <= budgetMs * 4)) return; // warm, or far over budget (NaN: nothing to run)
      expected = ms;
    }
    if (runs < WARM_RUNS) cancel = idle(step);
  };
  cancel = idle(step);
  return () => cancel?.();
}
