// `npm run bench`'s fleet section (model: Investment › fleet): a 40-tranche fleet evaluated in full
// (tranches, covenant, debt sizing, attribution), 10,000 Monte Carlo trials of the 4-tranche worked
// example pooled on warm workers, and the v2 worked example's whole evaluation (target ≤ 0.1 ms) with its investment alone beside it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluateScenario } from '../models/evaluate';
import { computeInvestment } from '../models/investment';
import type { InvestmentContext } from '../models/investment';
import { parseScenarioJson } from '../models/scenario';
import type { Scenario } from '../models/scenario/types';
import { runMonteCarlo, runMonteCarloPooled } from '../models/uncertainty';
import { createNodePool } from './mc-node-pool';
import { median } from './bench-stats';

type Report = Record<string, unknown>;

const FLEET = fileURLToPath(new URL('../test/fixtures/v4-fleet.json', import.meta.url));
const V2 = fileURLToPath(new URL('../test/fixtures/v2-1024-h100.gpuplan.json', import.meta.url));

function round(x: number, digits = 4): number {
  return Number(x.toPrecision(digits));
}

function parsed(raw: unknown): Scenario {
  const r = parseScenarioJson(JSON.stringify(raw));
  if (!r.ok) throw new Error(`bench scenario does not load: ${JSON.stringify(r.issues)}`);
  return r.scenario;
}

/** Median ms of one evaluation (batches of `perRun` after warm-up). */
function evaluateMs(scenario: Scenario, perRun: number, runs = 7): number {
  return medianPerCall(perRun, runs, () => evaluateScenario(scenario, { skipUncertainty: true }).investment?.npv ?? 0);
}

/** Median ms of one call over `runs` runs of `perRun` calls, after two warm-up runs; the NPVs are summed so no call is optimised away. */
function medianPerCall(perRun: number, runs: number, call: () => number): number {
  let sink = 0;
  const once = () => {
    for (let i = 0; i < perRun; i++) sink += call();
  };
  once();
  once();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    once();
    times.push((performance.now() - t0) / perRun);
  }
  if (sink === 0) throw new Error('no investment evaluated');
  return median(times);
}

/**
 * Median ms of the investment alone (computeInvestment: flows, both views, coverage, years, XIRR,
 * attribution) with the context evaluateScenario gives it: v2ExampleEvaluateMs times the whole
 * scenario (capacity, prices, rent vs buy, quotes, sizing, workload), this the investment only.
 */
function investmentMs(scenario: Scenario, perRun: number, runs = 7): number {
  const result = evaluateScenario(scenario, { skipUncertainty: true });
  const inv = scenario.investment!;
  const series = inv.generation !== undefined ? result.prices?.series[inv.generation] : undefined;
  const ctx: InvestmentContext = {
    kwPerGPU: result.capacity!.kwPerGPU,
    pue: scenario.site!.pue,
    horizonMonths: result.horizonMonths,
    price: (m) => series?.[m] ?? null,
    generationPrice: scenario.market?.generations.find((g) => g.id === inv.generation)?.price,
    deliverableGPUs: result.capacity!.gpus,
  };
  return medianPerCall(perRun, runs, () => computeInvestment(inv, ctx).npv);
}

/** The worked example with 40 tranches of 64 GPUs delivered monthly (months 0..39), the last ten sold early. */
function fortyTranches(): Scenario {
  const raw = JSON.parse(readFileSync(FLEET, 'utf8')) as Record<string, any>;
  raw.investment.tranches = Array.from({ length: 40 }, (_, k) => ({ name: `T${k + 1}`, gpus: 64, deliveryMonth: k, ...(k >= 30 ? { exitMonth: 55 } : {}) }));
  return parsed(raw);
}

/** The 4-tranche worked example with utilization, price, renewal (0/1) and a delivery month drawn. */
function uncertainFleet(): Scenario {
  const raw = JSON.parse(readFileSync(FLEET, 'utf8')) as Record<string, any>;
  raw.uncertainty = {
    trials: 10_000,
    seed: 42,
    inputs: {
      'investment.utilization': { dist: 'triangular', min: 0.7, mode: 0.85, max: 0.95 },
      'investment.contractPrice': { dist: 'uniform', min: 2.9, max: 3.6 },
      'investment.renewal.probability': { dist: 'discrete', values: [0, 1], weights: [0.4, 0.6] },
      'investment.tranches[3].deliveryMonth': { dist: 'triangular', min: 9, mode: 9, max: 18 },
    },
  };
  return parsed(raw);
}

export async function fleetSection(): Promise<Report> {
  const evaluate40Ms = evaluateMs(fortyTranches(), 20);
  const v2 = parsed(JSON.parse(readFileSync(V2, 'utf8')));
  const v2EvaluateMs = evaluateMs(v2, 500);
  const v2InvestmentOnlyMs = investmentMs(v2, 500);
  const scenario = uncertainFleet();
  // Wall time, and this thread's CPU time beside it: on a shared machine the CPU time is the steadier figure.
  const [singleMs, singleCpuMs] = (() => {
    runMonteCarlo(scenario);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      runMonteCarlo(scenario);
      const c = process.cpuUsage(c0);
      times.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
    return [median(times), median(cpu)];
  })();
  const pool = createNodePool();
  try {
    const pooled = () => runMonteCarloPooled(scenario, pool.workers, {});
    for (let i = 0; i < 4; i++) await pooled();
    const times: number[] = [];
    for (let r = 0; r < 9; r++) {
      const t0 = performance.now();
      await pooled();
      times.push(performance.now() - t0);
    }
    const same = JSON.stringify(await pooled()) === JSON.stringify(runMonteCarlo(scenario));
    return {
      fleet: {
        evaluate40Ms: round(evaluate40Ms),
        monteCarlo10kMs: round(median(times)),
        monteCarlo10kSingleMs: round(singleMs),
        monteCarlo10kSingleCpuMs: round(singleCpuMs),
        workers: pool.workers.length,
        sameAsSingle: same,
        v2ExampleEvaluateMs: round(v2EvaluateMs),
        v2ExampleInvestmentMs: round(v2InvestmentOnlyMs),
      },
    };
  } finally {
    await pool.close();
  }
}
