// Per-trial project IRR (MonteCarloOptions.projectIrr, gpuplan --samples, projectIrrPercentiles): the
// same numbers from a shard (a pool worker's runShard) as from one run, computed unless turned off,
// and changing nothing else in the run's summary.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import type { Scenario } from '../../models/scenario/types';
import { createMonteCarlo, runMonteCarlo, runShard } from '../../models/uncertainty';
import v2 from '../fixtures/v2-1024-h100.gpuplan.json';

function scenario(): Scenario {
  const raw = structuredClone(v2) as Record<string, any>;
  raw.uncertainty = {
    trials: 5000,
    seed: 11,
    inputs: {
      'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
      'investment.debtFraction': { dist: 'uniform', min: 0.2, max: 0.7 },
      'market.generations[0].annualDecline': { dist: 'normal', mean: 0.2, sd: 0.05 },
    },
    correlations: [{ a: 'investment.utilization', b: 'investment.debtFraction', rho: 0.5 }],
  };
  const r = loadScenario(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

describe('Monte Carlo project IRR per trial', () => {
  it('is in the outputs unless turned off, and a shard computes exactly the run’s values', () => {
    const s = scenario();
    expect(createMonteCarlo(s, { projectIrr: false }).outputs().projectIrrAnnual).toBeUndefined();
    const runner = createMonteCarlo(s, { projectIrr: true });
    runner.runChunk(runner.total);
    const all = runner.outputs().projectIrrAnnual!;
    expect(all).toHaveLength(5000);
    const shard = runShard(s, { projectIrr: true }, 1999, 4321, runner.drawsFor(1999, 4321));
    expect(shard.projectIrr).toEqual(all.subarray(1999, 4321));
    const drawing = runShard(s, { projectIrr: true }, 4000, 5000); // drawing its own inputs
    expect(drawing.projectIrr).toEqual(all.subarray(4000, 5000));
    // With debt (sampled, never 0 here) the equity and project views differ in every trial.
    const equity = runner.outputs().irrAnnual;
    let differs = 0;
    for (let t = 0; t < 5000; t++) if (!Object.is(equity[t], all[t])) differs++;
    expect(differs).toBeGreaterThan(4900);
  });

  it('adds its percentiles to the summary and changes nothing else', () => {
    const s = scenario();
    const { projectIrrPercentiles, ...rest } = runMonteCarlo(s);
    expect(rest).toEqual(runMonteCarlo(s, { projectIrr: false }));
    // The median of the per-trial project IRRs (5,000 trials: between the 2,500th and 2,501st).
    const runner = createMonteCarlo(s);
    runner.runChunk(runner.total);
    const sorted = Float64Array.from(runner.outputs().projectIrrAnnual!).sort();
    expect(projectIrrPercentiles!.percentiles.p50).toBeCloseTo((sorted[2499] + sorted[2500]) / 2, 12);
    expect(projectIrrPercentiles!.count).toBe(5000);
  });
});
