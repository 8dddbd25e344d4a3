import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, withNumber } from '../../models/scenario';
import type { Distribution, Scenario } from '../../models/scenario/types';
import { createMonteCarlo, runMonteCarlo, runMonteCarloAsync } from '../../models/uncertainty';
import example from '../fixtures/h100-512-colo.gpuplan.json';

function load(patch: (raw: Record<string, any>) => void = () => {}): Scenario {
  const raw = structuredClone(example) as Record<string, any>;
  patch(raw);
  const r = loadScenario(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

function withInputs(
  inputs: Record<string, Distribution>,
  trials = 2000,
  seed = 7,
  patch: (raw: Record<string, any>) => void = () => {},
): Scenario {
  return load((raw) => {
    raw.uncertainty = { trials, seed, inputs };
    patch(raw);
  });
}

/** No residual value: with too little revenue every flow is negative and there is no IRR. */
function noResidual(raw: Record<string, any>): void {
  raw.investment.residualFraction = 0;
}

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null) {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

const FOUR: Record<string, Distribution> = {
  'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
  'investment.contractPrice': { dist: 'uniform', min: 1.7, max: 2.3 },
  'market.generations[0].annualDecline': { dist: 'triangular', min: 0.1, mode: 0.2, max: 0.35 },
  'investment.capexPerGPU': { dist: 'normal', mean: 34000, sd: 3000 },
};

describe('Monte Carlo', () => {
  it('is reproducible: same seed, same result; chunking does not matter; the input is not mutated', () => {
    const s = deepFreeze(withInputs(FOUR));
    const a = runMonteCarlo(s);
    const b = runMonteCarlo(s);
    expect(b).toEqual(a);
    const runner = createMonteCarlo(s);
    runner.runChunk(7);
    runner.runChunk(993);
    expect(runner.result().trials).toBe(1000);
    expect(runner.result().complete).toBe(false);
    runner.runChunk(5000);
    expect(runner.result()).toEqual(a);
    expect(a.trials).toBe(2000);
    expect(a.seed).toBe(7);
  });

  it('a different seed gives different results', () => {
    const s = withInputs(FOUR);
    const a = runMonteCarlo(s);
    const c = runMonteCarlo(s, { seed: 8 });
    expect(c.npv.percentiles.p50).not.toBe(a.npv.percentiles.p50);
    expect(c.irrAnnual.mean).not.toBe(a.irrAnnual.mean);
    expect(c.base).toEqual(a.base);
  });

  it('base values and the evaluateScenario wiring agree with the deterministic model', () => {
    const s = withInputs(FOUR, 500);
    const det = evaluateScenario(s, { skipUncertainty: true }).investment!;
    const mc = runMonteCarlo(s);
    expect(mc.base.irrAnnual).toBe(det.irrAnnual);
    expect(mc.base.npv).toBe(det.npv);
    expect(mc.hurdleRate).toBe(0.12);
    expect(evaluateScenario(s).uncertainty).toEqual(mc);
    expect(evaluateScenario(s, { trials: 100, seed: 3 }).uncertainty).toEqual(runMonteCarlo(s, { trials: 100, seed: 3 }));
  });

  it('summaries are consistent: ordered percentiles, histograms summing to the trials', () => {
    const r = runMonteCarlo(withInputs(FOUR));
    for (const m of [r.irrAnnual, r.npv]) {
      const p = m.percentiles;
      expect(m.min!).toBeLessThanOrEqual(p.p5!);
      expect(p.p5!).toBeLessThanOrEqual(p.p10!);
      expect(p.p10!).toBeLessThan(p.p50!);
      expect(p.p50!).toBeLessThan(p.p90!);
      expect(p.p90!).toBeLessThanOrEqual(p.p95!);
      expect(p.p95!).toBeLessThanOrEqual(m.max!);
    }
    expect(r.npv.count).toBe(2000);
    expect(r.histogram.npv).toHaveLength(30);
    expect(r.histogram.npv.reduce((a, b) => a + b.count, 0)).toBe(2000);
    expect(r.histogram.irrAnnual.reduce((a, b) => a + b.count, 0)).toBe(r.irrAnnual.count);
    expect(r.irrAnnual.count + r.irrAnnual.nullCount).toBe(2000);
    // The example loses money at its 12 % hurdle in nearly every trial.
    expect(r.probIrrBelowHurdle).toBeGreaterThan(0.95);
  });

  it('for an input NPV is linear in, symmetric around its base, P50 and mean of NPV are the deterministic NPV (100,000 trials)', () => {
    // contractPrice uniform on [1.5, 2.5], base 2.0: NPV = a + b*price, so median(NPV) = NPV(median price) = NPV(2.0).
    const s = withInputs({ 'investment.contractPrice': { dist: 'uniform', min: 1.5, max: 2.5 } }, 100_000, 99);
    const r = runMonteCarlo(s);
    const base = r.base.npv;
    expect(Math.abs(r.npv.percentiles.p50! - base)).toBeLessThan(0.01 * Math.abs(base));
    expect(Math.abs(r.npv.mean! - base)).toBeLessThan(0.01 * Math.abs(base));
    // The spread matches the linear map of a uniform: P95 - P5 = 0.9 * (NPV(2.5) - NPV(1.5)).
    const t = r.tornado[0];
    const spread = r.npv.percentiles.p95! - r.npv.percentiles.p5!;
    expect(Math.abs(spread / (0.9 * (t.npvHigh - t.npvLow)) - 1)).toBeLessThan(0.01);
  });

  it('probability below the hurdle: half the trials at the IRR median, none below a hurdle under every IRR', () => {
    const s = withInputs(FOUR, 4000);
    const r = runMonteCarlo(s);
    const atMedian = runMonteCarlo(s, { hurdleRate: r.irrAnnual.percentiles.p50! });
    expect(atMedian.probIrrBelowHurdle).toBeCloseTo(0.5, 3);
    expect(runMonteCarlo(s, { hurdleRate: r.irrAnnual.min! }).probIrrBelowHurdle).toBe(0);
    expect(runMonteCarlo(s, { hurdleRate: 50 }).probIrrBelowHurdle).toBe(1);
  });

  it('trials without an IRR are counted apart and, when they lose money, below the hurdle', () => {
    // Almost no utilization and no residual value: every flow is negative, so there is no IRR.
    const s = withInputs({ 'investment.utilization': { dist: 'uniform', min: 0, max: 0.01 } }, 300, 7, noResidual);
    const r = runMonteCarlo(s);
    expect(r.irrAnnual.nullCount).toBe(300);
    expect(r.irrAnnual.count).toBe(0);
    expect(r.irrAnnual.percentiles.p50).toBeNull();
    expect(r.histogram.irrAnnual).toEqual([]);
    expect(r.probIrrBelowHurdle).toBe(1);
    expect(r.npv.max!).toBeLessThan(0);
  });

  it('each input has its own stream: adding an input the investment ignores changes nothing else', () => {
    const one = runMonteCarlo(withInputs({ 'investment.utilization': FOUR['investment.utilization'] }));
    const two = runMonteCarlo(
      withInputs({
        'rentVsBuy.usageHours': { dist: 'uniform', min: 1000, max: 3000 },
        'investment.utilization': FOUR['investment.utilization'],
      }),
    );
    expect(two.npv).toEqual(one.npv);
    expect(two.irrAnnual).toEqual(one.irrAnnual);
    const ignored = two.tornado.find((e) => e.path === 'rentVsBuy.usageHours')!;
    expect(ignored.affectsInvestment).toBe(false);
    expect(ignored.npvSwing).toBe(0);
    expect(two.tornado[1]).toBe(ignored);
  });

  it('reports inputs it cannot use instead of failing', () => {
    const s = load();
    const r = runMonteCarlo(s, {
      trials: 10,
      inputs: {
        'quotes[9].pricePerGPUHour': { dist: 'uniform', min: 1, max: 2 },
        'site.cooling': { dist: 'uniform', min: 1, max: 2 },
        'investment.utilization': { dist: 'uniform', min: 0.9, max: 0.5 },
        'investment.capexPerGPU': { dist: 'uniform', min: 30000, max: 36000 },
      },
    });
    expect(r.skipped).toEqual([
      { path: 'quotes[9].pricePerGPUHour', reason: 'missing-field' },
      { path: 'site.cooling', reason: 'invalid-path' },
      { path: 'investment.utilization', reason: 'invalid-distribution' },
    ]);
    expect(r.tornado.map((e) => e.path)).toEqual(['investment.capexPerGPU']);
  });
});

describe('tornado', () => {
  it('sorts by IRR swing and its values are the model at each end with the rest at base', () => {
    const s = withInputs(
      {
        'investment.opexPerGPUMonth': { dist: 'uniform', min: 44, max: 46 },
        'investment.utilization': { dist: 'triangular', min: 0.5, mode: 0.85, max: 0.95 },
        'site.pue': { dist: 'normal', mean: 1.35, sd: 0.05 },
      },
      10,
    );
    const r = runMonteCarlo(s);
    expect(r.tornado.map((e) => e.path)).toEqual(['investment.utilization', 'site.pue', 'investment.opexPerGPUMonth']);
    for (const e of r.tornado) {
      expect(e.irrSwing).toBe(Math.abs(e.irrHigh! - e.irrLow!));
      for (const [value, irr, npv] of [
        [e.low, e.irrLow, e.npvLow],
        [e.high, e.irrHigh, e.npvHigh],
      ] as const) {
        const det = evaluateScenario(withNumber(s, e.path, value), { skipUncertainty: true }).investment!;
        expect(irr).toBe(det.irrAnnual);
        expect(npv).toBe(det.npv);
      }
    }
    const pue = r.tornado[1];
    expect(pue.base).toBe(1.35);
    expect(pue.low).toBeCloseTo(1.35 - 1.2815515655446004 * 0.05, 14);
    // Higher utilization: higher IRR.
    expect(r.tornado[0].irrHigh!).toBeGreaterThan(r.tornado[0].irrLow!);
  });

  it('market inputs: within 1e-9 of the full model', () => {
    const path = 'market.generations[0].annualDecline';
    const s = withInputs({ [path]: FOUR[path] }, 10);
    const e = runMonteCarlo(s).tornado[0];
    const det = evaluateScenario(withNumber(s, path, e.high), { skipUncertainty: true }).investment!;
    expect(Math.abs(e.irrHigh! - det.irrAnnual!)).toBeLessThan(1e-9);
    expect(Math.abs(e.npvHigh - det.npv)).toBeLessThan(1e-9 * 1e7);
    expect(e.irrHigh!).toBeLessThan(e.irrLow!);
  });

  it('site inputs recompute the GPUs when the file left investment.gpus to the capacity', () => {
    const patch = (pue: number | null) => (raw: Record<string, any>) => {
      delete raw.investment.gpus;
      if (pue !== null) raw.site.pue = pue;
      raw.uncertainty = { trials: 50, seed: 1, inputs: { 'site.pue': { dist: 'uniform', min: 1.2, max: 1.6 } } };
    };
    const s = load(patch(null));
    expect(s.investment!.gpusDefaulted).toBe(true);
    const r = runMonteCarlo(s);
    const e = r.tornado[0];
    for (const [pue, npv] of [
      [1.2, e.npvLow],
      [1.6, e.npvHigh],
    ]) {
      const det = evaluateScenario(load(patch(pue)), { skipUncertainty: true }).investment!;
      expect(npv).toBe(det.npv);
    }
    // More PUE: fewer GPUs on the same contracted MW, so a smaller (less negative) NPV in size.
    expect(Math.abs(e.npvHigh)).toBeLessThan(Math.abs(e.npvLow));
  });

  it('inputs that erase the IRR rank first; without IRR, by NPV swing', () => {
    const s = withInputs(
      {
        'investment.capexPerGPU': { dist: 'uniform', min: 30000, max: 38000 },
        'investment.utilization': { dist: 'uniform', min: 0, max: 0.9 },
      },
      10,
      7,
      noResidual,
    );
    const r = runMonteCarlo(s);
    expect(r.tornado[0].path).toBe('investment.utilization');
    expect(r.tornado[0].irrLow).toBeNull();
    expect(r.tornado[0].irrSwing).toBeNull();
    expect(r.tornado[1].irrSwing).not.toBeNull();
  });
});

describe('async runner', () => {
  it('reports progress per chunk and gives the same result as the synchronous run', async () => {
    const s = withInputs(FOUR, 2500);
    const seen: number[] = [];
    const r = await runMonteCarloAsync(s, { chunkSize: 1000, onProgress: (p) => seen.push(p.done) });
    expect(seen).toEqual([1000, 2000, 2500]);
    expect(r).toEqual(runMonteCarlo(s));
  });

  it('stops early when aborted', async () => {
    const s = withInputs(FOUR, 100_000);
    const controller = new AbortController();
    const seen: number[] = [];
    const run = runMonteCarloAsync(s, {
      chunkSize: 500,
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p.done);
        if (p.done >= 1000) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([500, 1000]);
    const already = new AbortController();
    already.abort();
    await expect(runMonteCarloAsync(s, { signal: already.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
