// A second method for the one-GPU value: a purchase of one GPU delivered at 0 and held to H is the
// investment section's single purchase, whose pre-tax project NPV models/investment.ts computes on
// its own (ramp, take-or-pay, idle power, PUE, escalation, contract, market residual).
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { fleetPlanSetup, oneGpuValue, candidateGpu } from '../../models/fleet-plan';
import { loadScenario } from '../../models/scenario';
import { fleetExample } from './helpers';

describe('one GPU held from 0 to H', () => {
  for (const residualMode of ['fraction', 'market'] as const) {
    it(`equals the single purchase's pre-tax project NPV per GPU (residual ${residualMode})`, () => {
      const { doc } = fleetExample();
      const inv = doc.investment;
      delete inv.tranches;
      delete inv.renewal;
      delete inv.resaleCurve;
      Object.assign(inv, { gpus: 1, taxRate: 0, residualFraction: 0.15, residualMode });
      const loaded = loadScenario(doc);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
      const s = loaded.scenario;
      const result = evaluateScenario(s);
      const kw = result.capacity!.kwPerGPU;
      s.fleetPlan!.candidates[0] = { ...s.fleetPlan!.candidates[0], capexPerGPU: 61000, kwPerGPU: kw, contractedShare: 0.7, contractPrice: 3.3, contractMonths: 24 };
      const setup = fleetPlanSetup(s)!;
      const value = oneGpuValue(setup.ctx, candidateGpu(setup.plan, setup.market, 0, 0, 60));
      const projectNpv = result.investment!.projectNpv;
      expect(Math.abs(value - projectNpv)).toBeLessThanOrEqual(1e-9 * Math.abs(projectNpv));
    });
  }
});
