// Which edits the window evaluates itself (issue 34): the engine answers a typical scenario in
// well under a millisecond, less than the worker's round trip and the frame it can miss. An edit is
// evaluated on the window's thread, inside its own task, while the engine's last answer for this
// document (from the worker or from the window) took at most the budget; a slower one sends the
// next edit to the worker, and the worker's quicker answers bring the edits back. Monte Carlo, the
// tornado and the solver never come here (their own workers).

/** The window's budget for one edit's evaluation, ms: above it, the worker answers. */
export const QUICK_EVALUATION_MS = 4;

export interface QuickGate {
  /** Evaluate the next edit on this thread? (Not before any answer was measured.) */
  open: () => boolean;
  /** An answer's engine time, ms (the worker's or this thread's; NaN counts as slow). */
  record: (ms: number) => void;
}

export function createQuickGate(budgetMs: number = QUICK_EVALUATION_MS): QuickGate {
  let last: number | null = null;
  return {
    open: () => last !== null && last <= budgetMs,
    record(ms) {
      last = Number.isFinite(ms) ? ms : Infinity;
    },
  };
}
