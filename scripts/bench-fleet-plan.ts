// `npm run bench`'s fleet-plan section (when to buy and when to refresh): the worked example and a
// large plan (60 months × 3 candidates delivered every 3 months, exits every 3 months) solved end to
// end by solveFleetPlan with HiGHS (warm), and the very same LinearProgram solved by glpk.js in the
// same run as the peer. Timings follow warm-up solves (HiGHS's WebAssembly tiers up over many calls).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import loadHighs from 'highs';
import { buildFleetProgram, FLEET_SOLVER_GAP, fleetOptions, fleetPlanSetup, solveFleetPlan } from '../models/fleet-plan';
import { highsSolver, type MilpSolution, type MilpSolver } from '../models/portfolio';
import { parseScenarioJson, type Scenario } from '../models/scenario';
import { loadGlpkSolver } from './glpk-solver';
import { median } from './bench-stats';

type Report = Record<string, unknown>;

const EXAMPLE = fileURLToPath(new URL('../test/fixtures/v4-fleet.json', import.meta.url));
const TIME_LIMIT_SECONDS = 60;
/** GLPK on the large plan runs once with this limit; its figures say whether it finished. */
const PEER_LARGE_LIMIT_SECONDS = 60;

function round(x: number, digits = 4): number {
  return Number(x.toPrecision(digits));
}

function timed(fn: () => void, runs: number, warmup: number): { ms: number; minMs: number; maxMs: number; runs: number; warmup: number } {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return { ms: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)), runs, warmup };
}

function load(doc: unknown): Scenario {
  const r = parseScenarioJson(JSON.stringify(doc));
  if (!r.ok) throw new Error(`the fleet plan does not load: ${JSON.stringify(r.issues)}`);
  return r.scenario;
}

function exampleDoc(): Record<string, any> {
  return JSON.parse(readFileSync(EXAMPLE, 'utf8'));
}

/** The example's site and market, three candidates delivered every 3 months and exits every 3 months. */
export function largeDoc(): Record<string, any> {
  const doc = exampleDoc();
  doc.fleetPlan = {
    ...doc.fleetPlan,
    exitEvery: 3,
    candidates: [
      { name: 'H200', generation: 'hopper', capexPerGPU: 30000, kwPerGPU: 1.5, block: 8, every: 3 },
      { name: 'B200', generation: 'blackwell', capexPerGPU: 58000, kwPerGPU: 1.9305, block: 8, every: 3, lifeMonths: 60 },
      { name: 'Rubin', generation: 'rubin', capexPerGPU: 90000, kwPerGPU: 2.5, block: 72, earliestMonth: 12, every: 3, maxGPUs: 2304 },
    ],
  };
  return doc;
}

function measure(s: Scenario, ours: MilpSolver, peer: MilpSolver, runs: { runs: number; warmup: number; peerRuns: number; peerLimitSeconds: number }): Report {
  const setup = fleetPlanSetup(s)!;
  const options = fleetOptions(setup.plan, setup.H, setup.ctx, setup.market);
  const lp = buildFleetProgram(setup.plan, options, setup.H, setup.P);
  const started = performance.now();
  const first = solveFleetPlan(s, ours, TIME_LIMIT_SECONDS);
  const firstSolveMs = performance.now() - started;
  if (!first.fleetPlan || first.warnings.length > 0) throw new Error('HiGHS did not solve the fleet plan');
  const total = timed(() => solveFleetPlan(s, ours, TIME_LIMIT_SECONDS), runs.runs, runs.warmup);
  let highs: MilpSolution | null = null;
  const solve = timed(() => (highs = ours.solve(lp, { timeLimitSeconds: TIME_LIMIT_SECONDS, relativeGap: FLEET_SOLVER_GAP })), runs.runs, 1);
  let glpk: MilpSolution | null = null;
  const peerSolve = timed(() => (glpk = peer.solve(lp, { timeLimitSeconds: runs.peerLimitSeconds, relativeGap: FLEET_SOLVER_GAP })), runs.peerRuns, 0);
  const h = highs as unknown as MilpSolution;
  const g = glpk as unknown as MilpSolution;
  return {
    months: setup.H,
    candidates: setup.plan.candidates.length,
    integerVariables: lp.columns.length,
    constraints: lp.rows.length,
    nonzeros: lp.rows.reduce((n, r) => n + r.cols.length, 0),
    ms: total.ms,
    timing: { solveFleetPlan: total, highsSolve: solve, glpkSolve: peerSolve },
    firstSolveMs: round(firstSolveMs),
    npv: first.fleetPlan.npv,
    objective: -h.objective,
    peerObjective: -g.objective,
    // GLPK reports "feasible" (here 'time-limit') also when it stops at the requested gap: it
    // finished within its limit when its slowest run took less than the limit.
    peerStatus: g.status,
    peerFinishedWithinLimit: peerSolve.maxMs < runs.peerLimitSeconds * 1000,
    peerLimitSeconds: runs.peerLimitSeconds,
    objectiveRelDiff: Math.abs(h.objective - g.objective) / Math.max(1, Math.abs(h.objective)),
    /** ours / peer on the same program, the solve alone; with a peer stopped at its limit, an upper bound. */
    peerRatio: round(solve.ms / peerSolve.ms, 3),
  };
}

export async function fleetPlanSection(): Promise<Report> {
  const loadBefore = loadavg().map((x) => round(x, 3));
  const ours = highsSolver(await loadHighs());
  const peer = await loadGlpkSolver();
  const example = measure(load(exampleDoc()), ours, peer, { runs: 7, warmup: 5, peerRuns: 3, peerLimitSeconds: TIME_LIMIT_SECONDS });
  const large = measure(load(largeDoc()), ours, peer, { runs: 3, warmup: 1, peerRuns: 1, peerLimitSeconds: PEER_LARGE_LIMIT_SECONDS });
  return {
    fleetPlan: {
      exampleMs: example.ms,
      largeMs: large.ms,
      peerRatio: { example: example.peerRatio, large: large.peerRatio },
      solver: ours.name,
      peer: peer.name,
      example,
      large,
      loadAverage: { before: loadBefore, after: loadavg().map((x) => round(x, 3)) },
    },
  };
}
