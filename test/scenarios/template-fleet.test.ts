// Issue 35: the two fleet templates load, evaluate without warnings, and their tranches add up to
// figures derived here by hand from the template's own inputs.
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { computeCapacity } from '../../models/capacity';
import { findTemplate, instantiateTemplate } from '../../src/scenarios/templates';
import { CNY_PER_USD, H200_BATCH_GPUS } from '../../src/scenarios/templates-fleet';

function evaluated(id: string) {
  const t = findTemplate(id)!;
  const loaded = loadScenario(instantiateTemplate(t, 'en'));
  if (!loaded.ok) throw new Error(loaded.issues.map((i) => `${i.path}: ${i.message.en}`).join('; '));
  return { t, scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { skipUncertainty: true }) };
}

describe('fleet templates', () => {
  it('"Two delivery batches (H200, CNY, 10 MW)": half the site\'s GPUs in month 1, half in month 7, CNY at the stated rate', () => {
    const { scenario, result } = evaluated('two-batches-h200-cny');
    expect(scenario.currency).toBe('CNY');
    // 10 MW / 1.3 × 0.95 = 7,307.7 kW usable; 10.2 kW × 1.08 = 11.016 kW a node → 663 nodes → 5,304 GPUs.
    expect(Math.floor(((10_000 / 1.3) * 0.95) / (10.2 * 1.08))).toBe(663);
    expect(computeCapacity(scenario.site!, scenario.node!).gpus).toBe(2 * H200_BATCH_GPUS);
    const inv = result.investment!;
    expect(inv.tranches!.map((t) => [t.deliveryMonth, t.exitMonth, t.gpus])).toEqual([[1, 60, 2652], [7, 60, 2652]]);
    // Capex per GPU: an H200 server's $370,000 / 8 = $46,250 at 7.1 CNY per USD = 328,375 CNY.
    const capex = 328_375;
    expect(scenario.investment!.contractPrice).toBe(19.32); // catalogue: $2.99 × 1.3 × 0.7 = $2.7209, × 7.1 = 19.318
    expect(scenario.market!.generations[0].price).toBe(27.6); // $2.99 × 1.3 = $3.887, × 7.1 = 27.598
    expect(scenario.investment!.capexPerGPU).toBe(capex);
    expect(inv.tranches!.map((t) => t.capex)).toEqual([2652 * capex, 2652 * capex]);
    expect(inv.tranches!.reduce((s, t) => s + t.debt, 0)).toBeCloseTo(0.6 * 5304 * capex, 4);
    // Interest during construction: six grace months at 4.5 %/12 compounding on each batch's loan.
    const draw = 0.6 * 2652 * capex;
    expect(inv.tranches![0].capitalizedInterest).toBeCloseTo(draw * ((1 + 0.045 / 12) ** 6 - 1), 4);
    // The rate is stated back: display USD at 1 / 7.1.
    expect(scenario.display).toMatchObject({ currency: 'USD', rate: Number((1 / CNY_PER_USD).toFixed(6)) });
    expect(inv.peakPowerKW).toBeLessThanOrEqual(((10_000 / 1.3) * 0.95) + 1e-9);
    expect(inv.minPeriodDSCR).toBeGreaterThanOrEqual(1.2); // the template's covenant holds
    expect(result.warnings).toEqual([]);
  });

  it('"B200 quarterly build": 4 × 512 B200 in months 0, 3, 6, 9 at the catalogue capex, the loan drawn on each delivery', () => {
    const { scenario, result } = evaluated('b200-quarterly');
    const inv = result.investment!;
    const capexPerGPU = Math.round(40_000 * (50_000 / 30_000)); // catalogue B200 all-in: 66,667
    expect(scenario.investment!.capexPerGPU).toBe(capexPerGPU);
    expect(inv.tranches!.map((t) => t.deliveryMonth)).toEqual([0, 3, 6, 9]);
    const sumCapex = inv.tranches!.reduce((s, t) => s + t.capex, 0);
    expect(sumCapex).toBe(4 * 512 * capexPerGPU);
    expect(inv.tranches!.every((t) => Math.abs(t.debt - 0.3 * 512 * capexPerGPU) < 1e-6)).toBe(true);
    // Held to the horizon: each batch resells at the curve's share of its age 60 − d (linear between
    // 48 months, 35 %, and 60 months, 27 %), unless the exit multiple applies (none here).
    const share = (age: number) => (age >= 60 ? 0.27 : 0.35 + ((0.27 - 0.35) * (age - 48)) / 12);
    inv.tranches!.forEach((t, i) => expect(t.resale, t.name).toBeCloseTo(512 * capexPerGPU * share(60 - 3 * i), 6));
    // Power: 2,048 × 14.3 / 8 × 1.08 kW of IT load at the peak.
    expect(inv.peakPowerKW).toBeCloseTo((2048 * 14.3 * 1.08) / 8, 9);
    // The template's 30 % loan is within the largest that keeps the 1.3× covenant, and keeps it.
    expect(inv.maxDebtFraction).toBeGreaterThan(0.3);
    expect(inv.minPeriodDSCR).toBeGreaterThanOrEqual(1.3);
    expect(result.warnings).toEqual([]);
  });

  it('both load in zh-CN too, named in Chinese', () => {
    for (const id of ['two-batches-h200-cny', 'b200-quarterly']) {
      const t = findTemplate(id)!;
      const loaded = loadScenario(instantiateTemplate(t, 'zh-CN'));
      expect(loaded.ok, id).toBe(true);
      expect(t.name['zh-CN']).toMatch(/[批季]/);
    }
  });
});
