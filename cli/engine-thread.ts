// Loading the engine (mathjs above all) takes about a second of Node's main thread. `gpuplan
// report` spends it on a worker thread — this same bundle, started again — while the main thread
// loads playwright-core and starts Chromium. Unbundled (tests run cli/*.ts) it runs in-process.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { RunOptions, RunOutcome } from '../models/run';
import { errorDetail } from '../models/error-message';

const KEY = 'gpuplanRunScenarios';

type Job = { texts: string[]; options: RunOptions };
type Answer = { ok: true; runs: RunOutcome[] } | { ok: false; error: string };

async function inProcess({ texts, options }: Job): Promise<RunOutcome[]> {
  const { runScenario } = await import('../models/run');
  return texts.map((text) => runScenario(text, options));
}

/** runScenario for each text, on a worker thread started from `entry` (this bundle's URL). */
export function runScenariosOffThread(texts: string[], options: RunOptions, entry: string): Promise<RunOutcome[]> {
  const job: Job = { texts, options };
  if (!/\.m?js$/.test(new URL(entry).pathname)) return inProcess(job);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(entry), { workerData: { [KEY]: job } });
    worker.once('message', (answer: Answer) => {
      if (answer.ok) resolve(answer.runs);
      else reject(new Error(answer.error));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the engine thread stopped (exit ${code})`)));
  });
}

/** In the worker thread started above: evaluates its job and posts the answer. */
export async function answerIfEngineThread(): Promise<void> {
  if (isMainThread || !parentPort) return;
  const job = (workerData as Record<string, Job | undefined> | null)?.[KEY];
  if (!job) return;
  let answer: Answer;
  try {
    answer = { ok: true, runs: await inProcess(job) };
  } catch (e) {
    answer = { ok: false, error: errorDetail(e) };
  }
  parentPort.postMessage(answer);
}
