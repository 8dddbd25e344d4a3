// `npm run bench`'s demand-plan section (docs/model.md › Demand plan): the worked example and a large plan solved
// by HiGHS (the app's solver, WebAssembly) with a warm solver, and the very same LinearProgram solved
// by glpk.js (scripts/glpk-solver.ts) in the same run as the peer; both must reach the same objective.
//
// HiGHS in WebAssembly runs slowly until V8 has tiered its code up (Liftoff → TurboFan), which takes
// many calls: every timed figure follows warm-up solves of the same program, and the first (cold)
// solve of each size is reported apart.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import loadHighs from 'highs';
import { computePortfolio, highsSolver, portfolioProgram, SOLVER_GAP, type LinearProgram, type MilpSolution, type MilpSolver, type PortfolioInput } from '../models/portfolio';
import { parseScenarioJson } from '../models/scenario';
import { loadGlpkSolver } from './glpk-solver';
import { median } from './bench-stats';

type Report = Record<string, unknown>;

const EXAMPLE = fileURLToPath(new URL('../test/fixtures/v3-renter-plan.gpuplan.json', import.meta.url));

/** Objectives of the two solvers must agree to this (relative), as the task states. */
const SAME_OBJECTIVE = 1e-6;
/** HiGHS: generous, so a size that needs longer shows in the figures rather than as a stop. */
const TIME_LIMIT_SECONDS = 60;
/**
 * GLPK on the large plan: it does not prove the optimum within minutes (branch and bound with weaker
 * cuts), so it runs once with this limit and its figures say whether it finished.
 */
const PEER_LARGE_LIMIT_SECONDS = 60;

function round(x: number, digits = 4): number {
  return Number(x.toPrecision(digits));
}

/** Wall time of one call, ms. */
function once(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Median and spread (min, max) of `runs` timed calls after `warmup` untimed ones. */
function timed(fn: () => void, runs: number, warmup: number): { ms: number; minMs: number; maxMs: number; runs: number; warmup: number } {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(once(fn));
  return { ms: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)), runs, warmup };
}

function examplePlan(): PortfolioInput {
  const r = parseScenarioJson(readFileSync(EXAMPLE, 'utf8'));
  if (!r.ok || !r.scenario.portfolio) throw new Error(`the example does not load: ${JSON.stringify(r.ok ? 'no portfolio' : r.issues)}`);
  return r.scenario.portfolio;
}

/**
 * 120 months × 4 load blocks × 3 commit offers (terms 12, 24 and 36 months, 8-GPU blocks) +
 * on-demand + spot; the peak grows every quarter from 64 to 688 GPUs.
 */
export function largePlan(): PortfolioInput {
  const demand = Array.from({ length: 40 }, (_, q) => ({ fromMonth: 1 + 3 * q, gpus: 64 + 16 * q }));
  return {
    months: 120,
    demand,
    profile: [
      { share: 0.3, load: 1 },
      { share: 0.2, load: 0.7 },
      { share: 0.2, load: 0.45 },
      { share: 0.3, load: 0.2 },
    ],
    interruptibleShare: 0.3,
    discountRate: 0.1,
    offers: [
      { name: 'On-demand', kind: 'onDemand', pricePerGPUHour: 2.49 },
      { name: 'Spot', kind: 'spot', pricePerGPUHour: 1.35, availability: 0.9, overhead: 0.1 },
      { name: '1-year', kind: 'commit', pricePerGPUHour: 1.89, termMonths: 12, gpuBlock: 8 },
      { name: '2-year', kind: 'commit', pricePerGPUHour: 1.69, termMonths: 24, gpuBlock: 8 },
      { name: '3-year', kind: 'commit', pricePerGPUHour: 1.49, termMonths: 36, gpuBlock: 8 },
    ],
  };
}

function program(p: PortfolioInput): LinearProgram {
  return portfolioProgram(p, undefined).program.lp;
}

interface SizeFigures extends Report {
  months: number;
  loadBlocks: number;
  offers: number;
  integerVariables: number;
  variables: number;
  constraints: number;
}

/**
 * One plan: its first HiGHS solve, then warm ones (computePortfolio end to end: build the program,
 * solve, cost the plan by the dispatch rule; and the solve alone), and GLPK on the same program.
 */
function measure(
  p: PortfolioInput,
  ours: MilpSolver,
  peer: MilpSolver,
  runs: { runs: number; warmup: number; peerRuns: number; peerWarmup: number; peerLimitSeconds: number },
): SizeFigures {
  const lp = program(p);
  const options = { timeLimitSeconds: TIME_LIMIT_SECONDS, relativeGap: SOLVER_GAP };
  const started = performance.now();
  let highs = ours.solve(lp, options);
  const firstSolveMs = performance.now() - started;
  if (highs.status !== 'optimal') throw new Error(`HiGHS did not solve the plan (${highs.status})`);
  const total = timed(() => {
    const out = computePortfolio(p, undefined, ours, { timeLimitSeconds: TIME_LIMIT_SECONDS });
    if (!out.ok) throw new Error(out.warning.message.en);
  }, runs.runs, runs.warmup);
  const solve = timed(() => (highs = ours.solve(lp, options)), runs.runs, 1);
  const peerOptions = { timeLimitSeconds: runs.peerLimitSeconds, relativeGap: SOLVER_GAP };
  const last: { glpk: MilpSolution | null } = { glpk: null };
  const peerSolve = timed(() => (last.glpk = peer.solve(lp, peerOptions)), runs.peerRuns, runs.peerWarmup);
  const glpk = last.glpk ?? peer.solve(lp, peerOptions);
  const peerMs = peerSolve.ms;
  const relDiff = Math.abs(highs.objective - glpk.objective) / Math.max(1, Math.abs(highs.objective), Math.abs(glpk.objective));
  return {
    months: p.months,
    loadBlocks: p.profile.length,
    offers: p.offers?.length ?? 0,
    integerVariables: lp.columns.filter((c) => c.integer).length,
    variables: lp.columns.length,
    constraints: lp.rows.length,
    nonzeros: lp.rows.reduce((n, r) => n + r.cols.length, 0),
    ms: total.ms,
    timing: { computePortfolio: total, highsSolve: solve, glpkSolve: peerSolve },
    firstSolveMs: round(firstSolveMs),
    objective: highs.objective,
    peerObjective: glpk.objective,
    /** 'optimal': GLPK proved the optimum to the same gap; 'time-limit': it stopped at peerLimitSeconds with this plan. */
    peerStatus: glpk.status,
    peerLimitSeconds: runs.peerLimitSeconds,
    objectiveRelDiff: relDiff,
    sameObjective: highs.status === 'optimal' && glpk.status === 'optimal' && relDiff <= SAME_OBJECTIVE,
    /** ours / peer on the same program, the solve alone (the only part the peer does); with a peer stopped at its limit, an upper bound. */
    peerRatio: round(solve.ms / peerMs, 3),
  };
}

export async function portfolioSection(): Promise<Report> {
  const loadBefore = loadavg().map((x) => round(x, 3));
  const loadStarted = performance.now();
  const ours = highsSolver(await loadHighs());
  const highsLoadMs = performance.now() - loadStarted;
  const peer = await loadGlpkSolver();
  // The example's warm-up (30 solves) is also what tiers HiGHS's WebAssembly up for the large plan.
  const example = measure(examplePlan(), ours, peer, { runs: 21, warmup: 30, peerRuns: 21, peerWarmup: 5, peerLimitSeconds: TIME_LIMIT_SECONDS });
  // GLPK once on the large plan (its code is warm from the example's solves).
  const large = measure(largePlan(), ours, peer, { runs: 7, warmup: 3, peerRuns: 1, peerWarmup: 0, peerLimitSeconds: PEER_LARGE_LIMIT_SECONDS });
  return {
    portfolio: {
      exampleMs: example.ms,
      largeMs: large.ms,
      peerRatio: { example: example.peerRatio, large: large.peerRatio },
      sameObjective: { example: example.sameObjective, large: large.sameObjective },
      solver: ours.name,
      peer: peer.name,
      warmSolver: true,
      highsLoadMs: round(highsLoadMs),
      example,
      large,
      loadAverage: { before: loadBefore, after: loadavg().map((x) => round(x, 3)) },
    },
  };
}
