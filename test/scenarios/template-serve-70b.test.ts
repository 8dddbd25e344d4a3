// The "Serve a 70B model at 2M tokens/min" template: sizing from the workload (docs/model.md › Sizing) and
// rent vs buy at 24/7 (docs/model.md › Rent vs buy) answer what it promises.
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { computeRentVsBuy } from '../../models/rent-vs-buy';
import { loadScenario } from '../../models/scenario';
import { findTemplate } from '../../src/scenarios/templates';

describe('template serve-70b', () => {
  const t = findTemplate('serve-70b')!;
  const loaded = loadScenario(t.doc);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const r = evaluateScenario(loaded.scenario, { skipUncertainty: true });

  it('sizes 40 H100s in 5 nodes for 2M tokens/min of a 70B FP8 model, which the site delivers', () => {
    expect(t.name.en).toBe('Serve a 70B model at 2M tokens/min');
    // (70 × 1 + 40) × 1.1 = 121 GB → 2 × 80 GB; 2e6/60/(1200 × 0.7) = 39.7 GPUs → 20 replicas.
    expect(r.sizing).toMatchObject({ gpusPerReplica: 2, replicas: 20, gpusNeeded: 40, nodesNeeded: 5, fitsDeliverable: true });
    // 0.1 MW facility / 1.35 × 0.95 / 11.22 kW → 6 nodes, 48 GPUs.
    expect(r.capacity!.gpus).toBe(48);
    expect(loaded.scenario.site!.targetGPUs).toBe(r.sizing!.gpusNeeded);
    for (const q of loaded.scenario.quotes ?? []) expect(q.gpus).toBe(40);
  });

  it("lets the seed's rule of thumb fall out of its prices", () => {
    const rvb = loaded.scenario.rentVsBuy!;
    const ctx = { kwPerGPU: r.capacity!.kwPerGPU, pue: loaded.scenario.site!.pue };
    const at = (U: number) => computeRentVsBuy({ ...rvb, usageHours: U }, ctx).cheapest;
    expect(['onDemand', 'spot']).toContain(at(300));
    expect(['onDemand', 'spot']).toContain(at(1500));
    expect(['reserved', 'reserved3y', 'buy']).toContain(at(8760));
    expect(r.rentVsBuy!.cheapest).toBe(at(8760)); // the template runs 24/7
  });
});
