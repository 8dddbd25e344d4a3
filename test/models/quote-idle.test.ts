// Issue 27: a warning when money paid for idle committed hours is more than 10 % of a quote's cost.
// Figures derived by hand from docs/model.md › Quotes › Terms (idleCost = Σ (billed − used) × unit × (1+tax)).
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { evaluateScenario } from '../../models/evaluate';
import { idleCostWarnings } from '../../models/quote-idle';

function evaluate(gpuHoursPerMonth: number) {
  const r = loadScenario({
    format: 'gpuplan/scenario', version: 2, name: 'idle', horizonMonths: 12, currency: 'USD',
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 },
    workload: { gpuHoursPerMonth, storageTB: 0, egressTBPerMonth: 0, discountRate: 0 },
    // 10 GPUs × 730 h = 7,300 GPU-hours billed a month at $2, for 12 months: $175,200.
    quotes: [{ provider: 'Reserved Co', gpus: 10, pricePerGPUHour: 2, termMonths: 12, committedShare: 1 }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return evaluateScenario(r.scenario);
}

describe('idle committed hours warning', () => {
  it('warns when idle hours cost more than 10 % of the quote, naming the provider, amount and share', () => {
    // Half the hours used: 3,650 × $2 × 12 = $87,600 idle, 50 % of $175,200.
    const r = evaluate(3650);
    expect(r.quotes!.quotes[0].idleCost).toBeCloseTo(87_600, 6);
    const w = r.warnings.filter((x) => x.code === 'quote-idle-committed');
    expect(w).toHaveLength(1);
    expect(w[0].path).toBe('quotes[0].committedShare');
    expect(w[0].message.en).toBe('Reserved Co: 87,600 USD (50.0 % of its cost) pays for committed GPU-hours the workload does not use — more than 10.0 %. Commit to fewer GPUs, or a smaller share.');
    expect(w[0].message['zh-CN']).toContain('Reserved Co：87,600 USD（占其成本的 50.0 %）');
  });

  it('stays quiet at or below 10 %', () => {
    // 6,570 used of 7,300: 730 × $2 × 12 = $17,520 idle, exactly 10 %.
    expect(evaluate(6570).warnings.filter((x) => x.code === 'quote-idle-committed')).toEqual([]);
    expect(evaluate(7300).warnings.filter((x) => x.code === 'quote-idle-committed')).toEqual([]);
    expect(idleCostWarnings([{ index: 0, provider: 'P', idleCost: 0, totalCost: 0 }], 'USD')).toEqual([]);
  });
});
