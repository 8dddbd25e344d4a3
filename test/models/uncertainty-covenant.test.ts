// covenant in the Monte Carlo: each trial's covenant test, IRR and NPV through the trial fast path
// (investmentMetricsInto, shared runFlows and coverage accumulator) equal, bit for bit, the full
// evaluation of the scenario with that trial's draws set, and probCovenantBreach is the share of
// trials whose evaluateScenario lists a breach. The renewal's probability is drawn as a 0/1.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import type { Scenario } from '../../models/scenario/types';
import { createMonteCarlo, parsePath, runMonteCarlo, setNumberAt } from '../../models/uncertainty';
import lender from '../fixtures/v3-lender.gpuplan.json';

function load(patch: (raw: Record<string, any>) => void): Scenario {
  const raw = structuredClone(lender) as Record<string, any>;
  raw.uncertainty = {
    trials: 120,
    seed: 7,
    inputs: {
      'investment.renewal.probability': { dist: 'discrete', values: [0, 1], weights: [0.3, 0.7] },
      'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
      'investment.contractPrice': { dist: 'uniform', min: 1.6, max: 3.4 },
      'investment.exit.evEbitdaMultiple': { dist: 'uniform', min: 2, max: 6 },
      'investment.debtGraceMonths': { dist: 'uniform', min: 0, max: 12 },
      'site.pue': { dist: 'uniform', min: 1.2, max: 1.5 },
    },
    correlations: [{ a: 'investment.utilization', b: 'investment.contractPrice', rho: 0.6 }],
  };
  patch(raw);
  const r = loadScenario(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

function evaluateTrial(scenario: Scenario, runner: ReturnType<typeof createMonteCarlo>, t: number) {
  let s = scenario;
  for (const sample of runner.samples()) s = setNumberAt(s, parsePath(sample.path)!, sample.values[t]);
  return evaluateScenario(s, { skipUncertainty: true }).investment!;
}

describe('covenant in the Monte Carlo', () => {
  it('flags, trial by trial, exactly the breaches the full evaluation lists (with its IRR and NPV bit for bit)', () => {
    // Covenants between the trials' lowest and highest minimum coverage (shorter periods dip lower).
    for (const [period, covenant] of [['year', 0.5], ['quarter', 0.4], ['month', 0.3]] as const) {
      const scenario = load((raw) => {
        raw.investment.dscrPeriod = period;
        raw.investment.contractMonths = 36;
        raw.investment.covenantDSCR = covenant;
      });
      const runner = createMonteCarlo(scenario);
      runner.runChunk(runner.total);
      const out = runner.outputs();
      let breached = 0;
      let renewalDraws = new Set<number>();
      for (let t = 0; t < runner.total; t++) {
        const inv = evaluateTrial(scenario, runner, t);
        renewalDraws.add(runner.samples().find((x) => x.path === 'investment.renewal.probability')!.values[t]);
        const listed = (inv.covenantBreaches ?? []).length > 0;
        expect(out.covenantBreach[t] === 1, `${period} trial ${t}`).toBe(listed);
        expect(Object.is(out.irrAnnual[t], inv.irrAnnual ?? NaN)).toBe(true);
        expect(Object.is(out.npv[t], inv.npv)).toBe(true);
        if (listed) breached++;
      }
      expect([...renewalDraws].sort()).toEqual([0, 1]);
      // Neither all nor none: the test can tell a wrong flag from a right one.
      expect(breached).toBeGreaterThan(0);
      expect(breached).toBeLessThan(runner.total);
      expect(runner.result().probCovenantBreach).toBe(breached / runner.total);
    }
  });

  it('reports no breach probability without a covenant, and 1 when every period must cover 100×', () => {
    expect(runMonteCarlo(load((raw) => delete raw.investment.covenantDSCR)).probCovenantBreach).toBeNull();
    expect(runMonteCarlo(load((raw) => (raw.investment.covenantDSCR = 100))).probCovenantBreach).toBe(1);
  });

  it('property: random terms give the same breach flag on the fast path as in the full evaluation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 59 }),
        fc.double({ min: 0.05, max: 3, noNaN: true }),
        fc.constantFrom('year', 'quarter', 'month'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (term, grace, covenant, period, bonus) => {
          const scenario = load((raw) => {
            raw.investment.debtTermMonths = term;
            raw.investment.debtGraceMonths = Math.min(grace, term - 1);
            raw.investment.covenantDSCR = covenant;
            raw.investment.dscrPeriod = period;
            raw.investment.bonusShare = bonus;
            raw.uncertainty.trials = 8;
            delete raw.uncertainty.inputs['investment.debtGraceMonths'];
          });
          const runner = createMonteCarlo(scenario);
          runner.runChunk(runner.total);
          const out = runner.outputs();
          for (let t = 0; t < runner.total; t++) {
            const inv = evaluateTrial(scenario, runner, t);
            expect(out.covenantBreach[t] === 1).toBe((inv.covenantBreaches ?? []).length > 0);
          }
        },
      ),
      { numRuns: 25, seed: 11 },
    );
  });
});
