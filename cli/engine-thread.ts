// Loading the engine (mathjs above all) takes about a second of Node's main thread. `gpuplan
// report` spends it on a worker thread — this same bundle, started again — while the main thread
// loads playwright-core and starts Chromium. Unbundled (tests run cli/*.ts) it runs in-process.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { DifferenceImpact } from '../models/compare';
import type { RunOptions, RunOutcome } from '../models/run';
import type { TornadoEntry } from '../models/uncertainty/types';
import { errorDetail } from '../models/error-message';

const KEY = 'gpuplanRunScenarios';

/** `impacts`: also which differences move a key result (a comparison report), when every text is valid. */
type Job = { texts: string[]; options: RunOptions; impacts?: boolean };
/**
 * What the engine thread computed for a report: each text's outcome, its IRR tornado (null when
 * invalid or without investment) and, when asked and every text was valid, the impacts.
 */
export type OffThreadRuns = { runs: RunOutcome[]; sensitivity: (TornadoEntry[] | null)[]; impacts: DifferenceImpact[] | null };
type Answer = ({ ok: true } & OffThreadRuns) | { ok: false; error: string };

async function inProcess({ texts, options, impacts }: Job): Promise<OffThreadRuns> {
  const { runScenario } = await import('../models/run');
  const runs = texts.map((text) => runScenario(text, options));
  const { reportSensitivity } = await import('../models/report-sensitivity');
  const sensitivity = runs.map((r) => (r.ok ? reportSensitivity(r.scenario, r.raw) : null));
  const good = runs.flatMap((r) => (r.ok ? [r] : []));
  if (!impacts || good.length < 2 || good.length !== runs.length) return { runs, sensitivity, impacts: null };
  const { compareImpacts } = await import('../models/compare-impact');
  return { runs, sensitivity, impacts: compareImpacts(good.map((r) => r.scenario), good[0].result) };
}

/** runScenario for each text (and the impacts when asked), on a worker thread started from `entry` (this bundle's URL). */
export function runScenariosOffThread(texts: string[], options: RunOptions, entry: string, impacts = false): Promise<OffThreadRuns> {
  const job: Job = { texts, options, impacts };
  if (!/\.m?js$/.test(new URL(entry).pathname)) return inProcess(job);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(entry), { workerData: { [KEY]: job } });
    worker.once('message', (answer: Answer) => {
      if (answer.ok) resolve({ runs: answer.runs, sensitivity: answer.sensitivity, impacts: answer.impacts });
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
    answer = { ok: true, ...(await inProcess(job)) };
  } catch (e) {
    answer = { ok: false, error: errorDetail(e) };
  }
  parentPort.postMessage(answer);
}
