// Issue 27: a spot/preemptible quote's availability (models/README.md "Spot quotes"). In contract
// months the quote serves a × its used hours within capacity; the rest falls back to the bridge
// price (uncovered without one). Absent = 1 = the results before the field existed. Hand-derived.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeQuotes, type QuoteCalcInput, type WorkloadCalcInput } from '../../models/quotes';
import { runScenario } from '../../models/run';
import { parseScenarioJson, serializeScenario } from '../../models/scenario';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

// 10 GPUs (7,300 h/month of capacity) at $2, pay as used, 6 months, 10 % tax; demand 1,000 h/month.
const spot: QuoteCalcInput = {
  provider: 'Spot', gpuModel: 'H100', gpus: 10, pricePerGPUHour: 2, termMonths: 6, committedShare: 0, prepayFraction: 0, prepayDiscount: 0,
  storageTBIncluded: 0, egressTBIncludedPerMonth: 0, taxRate: 0.1, regionPremium: 0, promoGPUHours: 0, promoPrice: 0, spotAvailability: 0.6,
};
const w: WorkloadCalcInput = { gpuHoursPerMonth: 1000, storageTB: 0, egressTBPerMonth: 0, discountRate: 0, bridgePrice: 3, windowMonths: 8 };

describe('spot availability on a quote (hand-derived)', () => {
  it('a = 0.6: 600 h a month on spot, 400 h at the bridge price, the window after the term as quote window', () => {
    const r = computeQuotes([spot], w).quotes[0];
    const month = r.schedule[0];
    expect(month.usedGPUHours).toBeCloseTo(1000, 9); // 600 served + 400 fallback
    expect(month.billedGPUHours).toBeCloseTo(600, 9); // pay as used: the served hours only
    expect(month.spotFallbackGPUHours).toBeCloseTo(400, 9);
    expect(month.compute).toBeCloseTo(1200, 9); // 600 × $2
    expect(month.spotFallback).toBeCloseTo(1200, 9); // 400 × $3
    expect(month.payment).toBeCloseTo(2640, 9); // (1,200 + 1,200) × 1.1
    expect(r.spotAvailability).toBe(0.6);
    expect(r.spotFallbackGPUHours).toBeCloseTo(2400, 9); // 6 × 400
    expect(r.spotFallbackCost).toBeCloseTo(7920, 9); // 2,400 × $3 × 1.1
    expect(r.usedGPUHours).toBeCloseTo(6000, 9);
    expect(r.billedGPUHours).toBeCloseTo(3600, 9);
    expect(r.totalCost).toBeCloseTo(15_840, 9); // 6 × 2,640
    expect(r.demandCoveredShare).toBeCloseTo(1, 12);
    expect(r.idleCost).toBe(0);
    // Window of 8 months: months 7 and 8 after the term at the bridge price, 1,000 × $3 × 1.1 = 3,300 each.
    expect(r.fallbackCost).toBeCloseTo(6600, 9); // the quote window's after-term fallback keeps its meaning
    expect(r.windowCost).toBeCloseTo(22_440, 9); // 15,840 + 6,600
    expect(r.windowUsedGPUHours).toBeCloseTo(8000, 9);
    expect(r.windowPerUsedGPUHour).toBeCloseTo(2.805, 12);
    // The lever: 2,400 fallback hours × ($3 − $2) × 1.1 = 2,640 over the window's contract months.
    expect(r.levers.spotFallback).toBeCloseTo(2640, 9);
  });

  it('the lever counts only contract months inside the window, and is 0 without a bridge price (absent when not spot)', () => {
    expect(computeQuotes([spot], { ...w, windowMonths: 3 }).quotes[0].levers.spotFallback).toBeCloseTo(3 * 400 * 1 * 1.1, 9);
    // Not spot: docs/model.md › Quotes › Window's four levers exactly, no spot key (a reader of --json sees the contract's shape).
    expect(Object.keys(computeQuotes([{ ...spot, spotAvailability: undefined }], w).quotes[0].levers)).toEqual(['idle', 'delay', 'aboveCommitPremium', 'price']);
    expect(Object.keys(computeQuotes([{ ...spot, spotAvailability: 1 }], w).quotes[0].levers)).toEqual(['idle', 'delay', 'aboveCommitPremium', 'price']);
    const { bridgePrice: _b, ...noBridge } = w;
    expect(computeQuotes([spot], noBridge).quotes[0].levers.spotFallback).toBe(0);
    // Cheaper fallback than the quote: negative, never an ask.
    expect(computeQuotes([spot], { ...w, bridgePrice: 1.5 }).quotes[0].levers.spotFallback).toBeCloseTo(2400 * -0.5 * 1.1, 9);
  });

  it('without a bridge price the hours spot cannot serve are uncovered', () => {
    const { bridgePrice: _b, ...noBridge } = w;
    const r = computeQuotes([spot], noBridge).quotes[0];
    expect(r.usedGPUHours).toBeCloseTo(3600, 9); // 6 × 600
    expect(r.uncoveredGPUHours).toBeCloseTo(2400, 9);
    expect(r.spotFallbackGPUHours).toBe(0);
    expect(r.spotFallbackCost).toBe(0);
    expect(r.totalCost).toBeCloseTo(7920, 9); // 6 × 600 × $2 × 1.1
    expect(r.demandCoveredShare).toBeCloseTo(0.6, 12);
    expect(r.windowUsedGPUHours).toBeCloseTo(3600, 9);
    expect(r.warnings.map((x) => x.code)).toEqual(['quote-demand-not-covered']);
  });

  it('the price to match is exact: fallback costs are in the intercept, the served hours in the slope', () => {
    const best: QuoteCalcInput = { ...spot, provider: 'Flat', spotAvailability: undefined, pricePerGPUHour: 2.5 };
    const r = computeQuotes([best, spot], w);
    const q = r.quotes[1];
    // Window PV = 6,600 + 7,920 + 1.1 × 3,600 × price; the best: (6,600 + 1.1 × 6,000 × 2.5) / 8,000 = 2.8875 per hour.
    expect(r.quotes[0].windowPVPerUsedGPUHour).toBeCloseTo(2.8875, 12);
    expect(q.windowPVPerUsedGPUHour).toBeCloseTo(2.805, 12);
    expect(r.bestIndex).toBe(1);
    // The flat quote ties at (2.805 × 8,000 − 6,600) / (1.1 × 6,000) = 2.4.
    expect(r.quotes[0].priceToMatchBest).toBeCloseTo(2.4, 12);
  });

  it('committed capacity a spot quote cannot serve is billed as idle, with a warning', () => {
    const r = computeQuotes([{ ...spot, committedShare: 1 }], w).quotes[0];
    // Billed 7,300 h, served 600: idle (7,300 − 600) × $2 × 1.1 = 14,740 a month.
    expect(r.idleCost).toBeCloseTo(6 * 14_740, 6);
    expect(r.warnings.map((x) => x.code)).toContain('quote-spot-committed');
    expect(r.warnings.find((x) => x.code === 'quote-spot-committed')?.path).toBe('quotes[0].spotAvailability');
    expect(computeQuotes([{ ...spot, committedShare: 1, spotAvailability: 1 }], w).quotes[0].warnings.map((x) => x.code)).not.toContain('quote-spot-committed');
  });

  it('a = 0: every used hour within capacity falls back; nothing is billed', () => {
    const r = computeQuotes([{ ...spot, spotAvailability: 0 }], w).quotes[0];
    expect(r.billedGPUHours).toBe(0);
    expect(r.spotFallbackGPUHours).toBeCloseTo(6000, 9);
    expect(r.totalCost).toBeCloseTo(6000 * 3 * 1.1, 9);
  });

  it('regret leaves the fallback hours out of the floating side (paid at the bridge price either way)', () => {
    const ctx = { marketPrice: () => 1.5, defaultGeneration: 'g' };
    const r = computeQuotes([spot], w, ctx).quotes[0];
    // Locked: 6 × 600 × $2 × 1.1 = 7,920; floating: 6 × 600 × $1.5 × 1.1 = 5,940.
    expect(r.regret?.lockedCost).toBeCloseTo(7920, 9);
    expect(r.regret?.floatingCost).toBeCloseTo(5940, 9);
  });
});

describe('spot availability 1 equals the field absent (the worked examples)', () => {
  for (const name of ['v2-1024-h100.gpuplan.json', 'v3-renter-mix.gpuplan.json']) {
    it(name, () => {
      const doc = JSON.parse(fixture(name)) as { quotes: Record<string, unknown>[]; portfolio?: unknown };
      delete doc.portfolio; // needs a solver; not an input of the quotes
      const withOne = structuredClone(doc);
      for (const q of withOne.quotes) q.spotAvailability = 1;
      const a = runScenario(doc, { skipUncertainty: true });
      const b = runScenario(withOne, { skipUncertainty: true });
      if (!a.ok || !b.ok) throw new Error('invalid example');
      expect(b.result.quotes).toEqual(a.result.quotes);
      expect(b.result.warnings).toEqual(a.result.warnings);
      expect(a.result.quotes!.quotes.every((q) => q.spotAvailability === 1 && q.spotFallbackCost === 0)).toBe(true);
      expect(a.result.quotes!.quotes.map((q) => Object.keys(q.levers).join())).toEqual(a.result.quotes!.quotes.map(() => 'idle,delay,aboveCommitPremium,price'));
    });
  }
});

describe('spot availability in the file', () => {
  const doc = (value: unknown) => JSON.stringify({
    format: 'gpuplan/scenario', version: 3, name: 'spot', horizonMonths: 12, node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 },
    workload: { gpuHoursPerMonth: 1000, storageTB: 0, egressTBPerMonth: 0, discountRate: 0 },
    quotes: [{ provider: 'S', gpus: 10, pricePerGPUHour: 2, termMonths: 6, spotAvailability: value }],
  });

  it('refuses a value outside 0..1, naming the field', () => {
    for (const bad of [-0.1, 1.2, 'half']) {
      const r = parseScenarioJson(doc(bad));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.issues.map((i) => i.path)).toEqual(['quotes[0].spotAvailability']);
    }
  });

  it('keeps it on save and leaves it out when absent', () => {
    const r = parseScenarioJson(doc(0.7));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.scenario.quotes?.[0].spotAvailability).toBe(0.7);
    expect((JSON.parse(serializeScenario(r.scenario, r.raw)) as { quotes: Array<Record<string, unknown>> }).quotes[0].spotAvailability).toBe(0.7);
    const none = parseScenarioJson(doc(undefined));
    if (!none.ok) throw new Error(JSON.stringify(none.issues));
    expect(none.scenario.quotes?.[0].spotAvailability).toBeUndefined();
    expect('spotAvailability' in (JSON.parse(serializeScenario(none.scenario, none.raw)) as { quotes: Array<Record<string, unknown>> }).quotes[0]).toBe(false);
  });
});
