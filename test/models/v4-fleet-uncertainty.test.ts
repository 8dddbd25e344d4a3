// Monte Carlo on a fleet: tranche timing, the renewal as a 0/1 draw, project-IRR percentiles and the
// covenant-breach probability, each trial bit-identical to the full evaluation of its inputs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import type { Scenario } from '../../models/scenario/types';
import { runMonteCarlo } from '../../models/uncertainty';

const doc = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-fleet.json'), 'utf8')) as Record<string, any>;
const expected = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-fleet.expected.json'), 'utf8')) as { investment: Record<string, any> };

function loaded(edit: (d: Record<string, any>) => void = () => {}): { scenario: Scenario } {
  const d = structuredClone(doc);
  edit(d);
  const r = runScenario(d, { skipUncertainty: true });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { scenario: r.scenario };
}

describe('Monte Carlo on the fleet example', () => {
  it('gives the base project IRR and a certain breach when nothing varies', () => {
    const { scenario } = loaded((d) => { d.uncertainty = { trials: 50, seed: 1, inputs: {} }; });
    const u = runMonteCarlo(scenario);
    expect(u.projectIrrPercentiles!.percentiles.p50).toBe(u.projectIrrPercentiles!.percentiles.p5);
    expect(Math.abs(u.projectIrrPercentiles!.percentiles.p50! - expected.investment.projectIrrAnnual)).toBeLessThanOrEqual(1e-9);
    // Period 4 of the example breaches the 1.3× covenant.
    expect(u.probCovenantBreach).toBe(1);
  });

  it('draws the renewal as 0 or 1 and a tranche\'s delivery month, each trial equal to its evaluation', () => {
    const inputs = {
      'investment.renewal.probability': { dist: 'discrete' as const, values: [0, 1], weights: [0.4, 0.6] },
      'investment.tranches[3].deliveryMonth': { dist: 'discrete' as const, values: [9, 20] },
    };
    const { scenario } = loaded((d) => { d.uncertainty = { trials: 400, seed: 7, inputs }; });
    const u = runMonteCarlo(scenario);
    // The four combinations, evaluated in full.
    const combos = [0, 1].flatMap((q) => [9, 20].map((dm) => {
      const inv = { ...scenario.investment!, renewal: { ...scenario.investment!.renewal!, probability: q }, tranches: scenario.investment!.tranches!.map((t, k) => (k === 3 ? { ...t, deliveryMonth: dm } : t)) };
      const r = runScenario({ ...doc, investment: { ...doc.investment, renewal: inv.renewal, tranches: inv.tranches } }, { skipUncertainty: true });
      if (!r.ok) throw new Error('bad');
      return [r.result.investment!.irrAnnual!, r.result.investment!.projectIrrAnnual!];
    }));
    const equity = new Set(combos.map((c) => c[0]));
    const project = new Set(combos.map((c) => c[1]));
    for (const p of ['p5', 'p50', 'p95'] as const) {
      expect(equity.has(u.irrAnnual.percentiles[p]!), `equity ${p}`).toBe(true);
      expect(project.has(u.projectIrrPercentiles!.percentiles[p]!), `project ${p}`).toBe(true);
    }
    expect(u.irrAnnual.min).toBe(Math.min(...equity));
    expect(u.irrAnnual.max).toBe(Math.max(...equity));
    // The draws: 0 or 1 for the renewal, month 9 or 20 for the tranche.
    expect(u.inputs.find((i) => i.path === 'investment.tranches[3].deliveryMonth')!.p95).toBe(20);
    expect(u.skipped).toEqual([]);
  });

  it('keeps a drawn delivery inside the horizon and before the exit', () => {
    const { scenario } = loaded((d) => {
      d.uncertainty = { trials: 200, seed: 3, inputs: { 'investment.tranches[3].deliveryMonth': { dist: 'uniform', min: 0, max: 200 } } };
    });
    const u = runMonteCarlo(scenario);
    // Tranche 4 exits in month 54: draws are kept within 0..53 (the range is cut there, not at 200).
    expect(u.inputs[0].p95).toBeLessThanOrEqual(53);
    expect(u.inputs[0].p95).toBeGreaterThan(45);
    expect(u.irrAnnual.nullCount).toBe(0);
  });
});
