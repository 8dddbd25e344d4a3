// Loading the engine (mathjs above all) takes about a second of Node's main thread. `gpuplan
// report` spends it on a worker thread — this same bundle, started again — while the main thread
// loads playwright-core and starts Chromium. There the scenarios are evaluated and each report is
// drawn to HTML (src/report/static-markup.tsx), so the browser only lays out and prints.
// Unbundled (tests run cli/*.ts) it runs in-process.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { DifferenceImpact } from '../models/compare';
import type { ReportPayload } from '../models/report-payload';
import type { RunOptions, RunOutcome } from '../models/run';
import type { TornadoEntry } from '../models/uncertainty/types';
import { errorDetail } from '../models/error-message';
import type { ReportMarkup } from '../src/report/static-markup';

const KEY = 'gpuplanRunScenarios';

/** What every report of a run shares: its language, author and date (ISO). */
export type ReportBase = Pick<ReportPayload, 'lang' | 'author' | 'date' | 'summary' | 'brief'>;

/**
 * `impacts`: also which differences move a key result (a comparison report), when every text is valid.
 * `report`: draw the reports too (every text valid): one per text with `each`, else one of them all.
 */
type Job = { texts: string[]; options: RunOptions; impacts?: boolean; report?: ReportBase & { each: boolean } };
/**
 * What the engine thread computed for a report: each text's outcome, its IRR tornado (null when
 * invalid or without investment), when asked and every text was valid the impacts, and the reports'
 * HTML (null unless asked and every text was valid).
 */
export type OffThreadRuns = { runs: RunOutcome[]; sensitivity: (TornadoEntry[] | null)[]; impacts: DifferenceImpact[] | null; reports: ReportMarkup[] | null };
type Answer = ({ ok: true } & OffThreadRuns) | { ok: false; error: string };

/** The payloads a report command draws: one per scenario (`each`), else one of them all. */
export function reportPayloads(runs: Extract<RunOutcome, { ok: true }>[], sensitivity: (TornadoEntry[] | null)[], impacts: DifferenceImpact[], base: ReportBase, each: boolean): ReportPayload[] {
  const items = runs.map((r, i) => ({ scenario: r.scenario, raw: r.raw, result: r.result, sensitivity: sensitivity[i] ?? null }));
  return each ? items.map((item) => ({ ...base, items: [item] })) : [{ ...base, items, impacts }];
}

async function inProcess({ texts, options, impacts, report }: Job): Promise<OffThreadRuns> {
  const { runScenario } = await import('../models/run');
  const { portfolioSolverFor } = await import('./solver');
  const portfolioSolver = await portfolioSolverFor(texts);
  const runs = texts.map((text) => runScenario(text, portfolioSolver ? { ...options, portfolioSolver } : options));
  const { reportSensitivity } = await import('../models/report-sensitivity');
  const sensitivity = runs.map((r) => (r.ok ? reportSensitivity(r.scenario, r.raw) : null));
  const good = runs.flatMap((r) => (r.ok ? [r] : []));
  const allGood = good.length > 0 && good.length === runs.length;
  let moved: DifferenceImpact[] | null = null;
  if (impacts && allGood && good.length >= 2) {
    const { compareImpacts } = await import('../models/compare-impact');
    moved = compareImpacts(good.map((r) => r.scenario), good[0].result, portfolioSolver ? { portfolioSolver } : {});
  }
  let reports: ReportMarkup[] | null = null;
  if (report && allGood) {
    const { reportMarkup } = await import('../src/report/static-markup');
    const { each, ...base } = report;
    reports = reportPayloads(good, sensitivity, moved ?? [], base, each).map(reportMarkup);
  }
  return { runs, sensitivity, impacts: moved, reports };
}

/** runScenario for each text (and the impacts and reports when asked), on a worker thread started from `entry` (this bundle's URL). */
export function runScenariosOffThread(texts: string[], options: RunOptions, entry: string, impacts = false, report?: ReportBase & { each: boolean }): Promise<OffThreadRuns> {
  const job: Job = { texts, options, impacts, report };
  if (!/\.m?js$/.test(new URL(entry).pathname)) return inProcess(job);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(entry), { workerData: { [KEY]: job } });
    worker.once('message', (answer: Answer) => {
      if (answer.ok) resolve({ runs: answer.runs, sensitivity: answer.sensitivity, impacts: answer.impacts, reports: answer.reports });
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
