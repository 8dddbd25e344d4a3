// `npm run bench`'s demand-scenarios section (model: Demand plan › scenarios): the worked example
// (test/fixtures/v4-demand-scenarios.json: 3 scenarios × 36 months × 4 offers, CVaR weighted 0.3) and
// a larger plan (5 scenarios × 36 months × 4 offers × 3 load blocks) end to end (computePortfolio:
// the EV and own-optimum solves, the two-stage solve started from the best of them, every dispatch),
// with a warm solver; and the two-stage program alone solved by HiGHS and by glpk.js in the same run
// (scenarios.peerRatio = HiGHS ms / GLPK ms on the same LinearProgram, no start for either).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import loadHighs from 'highs';
import {
  buildScenarioProgram,
  computePortfolio,
  fixedCommitments,
  highsSolver,
  planOffers,
  scenarioPeaks,
  SOLVER_GAP,
  type LinearProgram,
  type MilpSolver,
  type PortfolioInput,
} from '../models/portfolio';
import { discountFactors } from '../models/portfolio/offers';
import { parseScenarioJson } from '../models/scenario';
import { loadGlpkSolver } from './glpk-solver';
import { median } from './bench-stats';

type Report = Record<string, unknown>;

const EXAMPLE = fileURLToPath(new URL('../test/fixtures/v4-demand-scenarios.json', import.meta.url));
const TIME_LIMIT_SECONDS = 60;

const round = (x: number, digits = 4): number => Number(x.toPrecision(digits));

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

function examplePlan(): PortfolioInput {
  const r = parseScenarioJson(readFileSync(EXAMPLE, 'utf8'));
  if (!r.ok || !r.scenario.portfolio) throw new Error('the example does not load');
  return r.scenario.portfolio;
}

/** 5 scenarios × 36 months × 4 offers (on-demand, spot, 1- and 3-year), 3 load blocks, growth, a fixed commitment, ω 0.3. */
export function largeScenarioPlan(): PortfolioInput {
  return {
    months: 36,
    demand: [{ fromMonth: 1, gpus: 256 }, { fromMonth: 13, gpus: 384 }],
    growth: { monthlyRate: 0.02, fromMonth: 2, untilMonth: 30 },
    profile: [
      { share: 0.36, load: 1 },
      { share: 0.25, load: 0.6 },
      { share: 0.39, load: 0.25 },
    ],
    interruptibleShare: 0.3,
    discountRate: 0.1,
    offers: [
      { name: 'On-demand', kind: 'onDemand', pricePerGPUHour: 2.99 },
      { name: 'Spot', kind: 'spot', pricePerGPUHour: 1.6, availability: 0.7, overhead: 0.1 },
      { name: '1-year', kind: 'commit', pricePerGPUHour: 2.05, termMonths: 12, gpuBlock: 8 },
      { name: '3-year', kind: 'commit', pricePerGPUHour: 1.7, termMonths: 36, gpuBlock: 8 },
    ],
    fixed: [{ offer: '3-year', startMonth: 1, gpus: 64 }],
    scenarios: [
      { name: 'very low', probability: 0.1, scale: 0.4, monthlyRate: 0 },
      { name: 'low', probability: 0.2, scale: 0.7, monthlyRate: 0.01 },
      { name: 'base', probability: 0.4, scale: 1 },
      { name: 'high', probability: 0.2, scale: 1.5, monthlyRate: 0.03 },
      { name: 'very high', probability: 0.1, scale: 2, monthlyRate: 0.04 },
    ],
    riskAversion: 0.3,
    cvarLevel: 0.9,
  };
}

function twoStage(p: PortfolioInput): LinearProgram {
  const offers = planOffers(p, undefined);
  const discount = discountFactors(p.discountRate, p.months);
  const peaks = (p.scenarios ?? []).map((s) => ({ peak: scenarioPeaks(p, s), probability: s.probability }));
  return buildScenarioProgram(p, offers, peaks, discount, { fixed: fixedCommitments(p, offers), riskAversion: p.riskAversion, cvarLevel: p.cvarLevel }).lp;
}

function measure(p: PortfolioInput, ours: MilpSolver, peer: MilpSolver, runs: number, warmup: number): Report {
  const total = timed(() => {
    const out = computePortfolio(p, undefined, ours, { timeLimitSeconds: TIME_LIMIT_SECONDS });
    if (!out.ok) throw new Error(out.warning.message.en);
  }, runs, warmup);
  const lp = twoStage(p);
  const options = { timeLimitSeconds: TIME_LIMIT_SECONDS, relativeGap: SOLVER_GAP };
  let highs = ours.solve(lp, options);
  const solve = timed(() => (highs = ours.solve(lp, options)), runs, 0);
  let glpk = peer.solve(lp, options);
  const peerSolve = timed(() => (glpk = peer.solve(lp, options)), 1, 0);
  return {
    scenarios: p.scenarios?.length ?? 0,
    months: p.months,
    offers: p.offers?.length ?? 0,
    loadBlocks: p.profile.length,
    variables: lp.columns.length,
    integerVariables: lp.columns.filter((c) => c.integer).length,
    constraints: lp.rows.length,
    ms: total.ms,
    timing: { computePortfolio: total, twoStageHighs: solve, twoStageGlpk: peerSolve },
    objective: highs.objective,
    peerObjective: glpk.objective,
    peerStatus: glpk.status,
    objectiveRelDiff: Math.abs(highs.objective - glpk.objective) / Math.max(1, Math.abs(highs.objective)),
    peerRatio: round(solve.ms / peerSolve.ms, 3),
  };
}

export async function scenariosSection(): Promise<Report> {
  const loadBefore = loadavg().map((x) => round(x, 3));
  const ours = highsSolver(await loadHighs());
  const peer = await loadGlpkSolver();
  const example = measure(examplePlan(), ours, peer, 5, 3);
  const large = measure(largeScenarioPlan(), ours, peer, 3, 1);
  return {
    scenarios: {
      exampleMs: example.ms,
      largeMs: large.ms,
      peerRatio: example.peerRatio,
      peerRatioLarge: large.peerRatio,
      solver: ours.name,
      peer: peer.name,
      warmSolver: true,
      example,
      large,
      loadAverage: { before: loadBefore, after: loadavg().map((x) => round(x, 3)) },
    },
  };
}
