// Monte Carlo in chunks with progress and cancellation, yielding to the event loop between chunks
// (a Web Worker stays responsive to "cancel" messages; a page stays responsive to input).

import type { Scenario } from '../scenario/types';
import { createMonteCarlo } from './monte-carlo';
import type { MonteCarloOptions, MonteCarloProgress, UncertaintyResult } from './types';

export interface AsyncMonteCarloOptions extends MonteCarloOptions {
  /** Aborting rejects the promise with the signal's reason (an "AbortError" DOMException by default). */
  signal?: AbortSignal;
  /** Called after every chunk. */
  onProgress?: (progress: MonteCarloProgress) => void;
  /** Trials per chunk (default 1,000). */
  chunkSize?: number;
}

export const DEFAULT_CHUNK_SIZE = 1000;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function runMonteCarloAsync(scenario: Scenario, opts: AsyncMonteCarloOptions = {}): Promise<UncertaintyResult> {
  const { signal, onProgress } = opts;
  const chunkSize = Math.max(1, Math.floor(opts.chunkSize ?? DEFAULT_CHUNK_SIZE));
  signal?.throwIfAborted();
  const runner = createMonteCarlo(scenario, opts);
  let progress: MonteCarloProgress = { done: 0, total: runner.total };
  while (progress.done < progress.total) {
    signal?.throwIfAborted();
    progress = runner.runChunk(chunkSize);
    onProgress?.(progress);
    await yieldToEventLoop();
  }
  signal?.throwIfAborted();
  return runner.result();
}
