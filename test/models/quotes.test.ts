import { describe, expect, it } from 'vitest';
import { computeQuotes, quoteRequestChecklist } from '../../models/quotes';
import type { Networking, QuoteInput, WorkloadInput } from '../../models/scenario/types';
import example from '../fixtures/h100-512-colo.gpuplan.json';

const defaults = {
  prepayFraction: 0,
  prepayDiscount: 0,
  storageTBIncluded: 0,
  storagePerTBMonth: 0,
  egressTBIncludedPerMonth: 0,
  egressPerGB: 0,
  taxRate: 0,
  regionPremium: 0,
  promoGPUHours: 0,
  promoPrice: 0,
  deliveryMonth: 0,
  annualEscalation: 0,
  promoMode: 'once' as const,
  performanceFactor: 1,
};
const NETWORKS: readonly Networking[] = ['infiniband', 'roce', 'ethernet'];
// The quotes as written in the file (JSON gives `networking` as a plain string).
// The fixture is a version-1 file: `committed` becomes `committedShare` as the migration does.
const rawQuotes = example.quotes.map(({ committed, ...q }) => ({
  ...q,
  committedShare: committed ? 1 : 0,
  networking: NETWORKS.find((n) => n === q.networking),
}));
const quotes: QuoteInput[] = rawQuotes.map((q) => ({ ...defaults, ...q }));
const workload: WorkloadInput = { ...example.workload, demandGrowthAnnual: 0 };
const vMonthly = 1 / Math.pow(1.1, 1 / 12);

function close(actual: number | null, expected: number, scale = Math.abs(expected)): void {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(scale, 1));
}

describe('computeQuotes: worked example', () => {
  const r = computeQuotes(quotes, workload);
  const [a, b, c] = r.quotes;

  it('reproduces totals and effective prices per used GPU-hour', () => {
    close(a.totalCost, 9266496);
    close(b.totalCost, 8571120);
    close(c.totalCost, 10402265.80224);
    close(a.effectivePerUsedGPUHour, 2.5740266666666662);
    close(b.effectivePerUsedGPUHour, 2.3808666666666665);
    close(c.effectivePerUsedGPUHour, 2.889518278400002);
  });

  it('builds the monthly schedule: promo by running total, prepay at month 0, tax', () => {
    // B: 512,000 promo hours at $1.50 cover month 1 (300,000 h) and 212,000 h of month 2.
    expect(b.schedule[0].promoGPUHours).toBe(300000);
    expect(b.schedule[1].promoGPUHours).toBe(212000);
    expect(b.schedule[2].promoGPUHours).toBe(0);
    close(b.schedule[1].compute, 212000 * 1.5 + 88000 * 2.49);
    close(b.schedule[0].other, 200 * 45 + 10 * 1000 * 0.05);
    expect(b.payments[0]).toBe(0);
    // C: committed 373,760 h at 1.95 × 1.12; 25 % prepaid at a 5 % discount; 6 % tax.
    const computeC = 373760 * 1.95 * 1.12;
    close(c.payments[0], 0.25 * 12 * computeC * 0.95 * 1.06);
    close(c.payments[5], (0.75 * computeC + 150 * 70 + 15 * 1000 * 0.08) * 1.06);
    expect(c.payments).toHaveLength(13);
    close(c.unitPrice, 2.184);
  });

  it('discounts at the monthly equivalent of the annual rate, pay_0 undiscounted', () => {
    for (const q of r.quotes) {
      const pv = q.payments.reduce((s, p, m) => s + p * Math.pow(vMonthly, m), 0);
      close(q.presentValue, pv);
      close(q.pvPerUsedGPUHour, pv / 3_600_000);
    }
  });

  it('counts idle committed hours, demand covered, goodput and passes terms through', () => {
    close(a.idleCost, 12 * 73760 * 2.05);
    expect(b.idleCost).toBe(0);
    close(c.idleCost, 12 * 73760 * 2.184 * 1.06);
    expect(a.demandCoveredShare).toBe(1);
    expect(a.uptime).toBeCloseTo(0.995, 15);
    close(a.effectivePerUsefulGPUHour, 2.5740266666666662 / 0.995);
    expect(c.terms).toEqual({ leadTimeWeeks: 10, slaUptime: 0.999, networking: 'roce' });
    expect(r.warnings).toHaveLength(0);
  });

  it('ranks by present value per used GPU-hour', () => {
    expect([a.rank, b.rank, c.rank]).toEqual([2, 1, 3]);
    expect(r.bestIndex).toBe(1);
  });

  it('finds the price at which each quote ties the best one (recomputed)', () => {
    const best = b.pvPerUsedGPUHour ?? NaN;
    close(b.priceToMatchBest, 2.49);
    for (const [k, q] of r.quotes.entries()) {
      const price = q.priceToMatchBest ?? NaN;
      const again = computeQuotes([{ ...quotes[k], pricePerGPUHour: price }], workload).quotes[0];
      close(again.pvPerUsedGPUHour, best);
    }
    // A and C must cut their price to win.
    expect(a.priceToMatchBest).toBeLessThan(2.05);
    expect(c.priceToMatchBest).toBeLessThan(1.95);
  });

  it('ties with promo hours left at promoPrice (pv linear in price only on non-promo hours)', () => {
    const promoQuote: QuoteInput = { ...quotes[0], provider: 'P', committedShare: 0, promoGPUHours: 2_000_000, promoPrice: 1 };
    const res = computeQuotes([promoQuote, quotes[1]], workload);
    const p = res.quotes[0];
    const best = res.quotes[res.bestIndex ?? 0].pvPerUsedGPUHour ?? NaN;
    const again = computeQuotes([{ ...promoQuote, pricePerGPUHour: p.priceToMatchBest ?? NaN }], workload).quotes[0];
    close(again.pvPerUsedGPUHour, best);
  });
});

describe('computeQuotes: other cases', () => {
  it('warns when a quote covers less than the demand, and ranks quotes that serve nothing last', () => {
    const small: QuoteInput = { ...quotes[0], provider: 'Small', gpus: 100 };
    const none: QuoteInput = { ...quotes[0], provider: 'None', gpus: 0 };
    const r = computeQuotes([none, small, quotes[1]], workload);
    const [n, s] = r.quotes;
    close(s.demandCoveredShare, (100 * 730) / 300000);
    expect(s.warnings.map((w) => w.code)).toEqual(['quote-demand-not-covered']);
    expect(n.effectivePerUsedGPUHour).toBeNull();
    expect(n.pvPerUsedGPUHour).toBeNull();
    // docs/model.md › Quotes › Window: a quote with no used hours in the window ranks last (rank 3 of 3), unpriced.
    expect(n.rank).toBe(3);
    expect(n.windowPVPerUsedGPUHour).toBeNull();
    expect(n.priceToMatchBest).toBeNull();
    expect(s.rank).toBeLessThan(3);
    expect(r.quotes.every((q) => Number.isFinite(q.totalCost) && Number.isFinite(q.presentValue))).toBe(true);
  });

  it('keeps input order on ties', () => {
    const r = computeQuotes([quotes[0], { ...quotes[0], provider: 'A2' }], workload);
    expect(r.quotes.map((q) => q.rank)).toEqual([1, 2]);
  });

  it('prices market-decline regret on the used hours only (docs/model.md › Quotes › Terms: floating pays nothing for idle capacity)', () => {
    const market = (_id: string, m: number) => (m < 3 ? null : 2.0 - 0.05 * m);
    const r = computeQuotes(quotes, workload, { marketPrice: market, defaultGeneration: 'hopper' });
    const c = r.quotes[2];
    const regret = c.regret;
    expect(regret?.generation).toBe('hopper');
    expect(regret?.monthsWithoutMarketPrice).toBe(2);
    let floating = 0;
    for (let m = 1; m <= 12; m++) {
      const unit = m < 3 ? 2.184 : (2.0 - 0.05 * m) * 1.12;
      floating += 300000 * unit * 1.06; // used hours (v1 priced the 373,760 billed hours)
    }
    close(regret?.floatingCost ?? null, floating);
    // Locked compute = total minus the other costs (storage + egress, with tax).
    close(regret?.lockedCost ?? null, 10402265.80224 - 12 * 11700 * 1.06);
    close(regret?.regret ?? null, (regret?.lockedCost ?? NaN) - floating);
    const own = computeQuotes([{ ...quotes[0], generation: 'blackwell' }], workload, { marketPrice: market });
    expect(own.quotes[0].regret?.generation).toBe('blackwell');
    expect(computeQuotes(quotes, workload).quotes[0].regret).toBeNull();
  });

  it('prefers expectedDowntime over the SLA for goodput', () => {
    const r = computeQuotes([{ ...quotes[0], expectedDowntime: 0.02 }], workload).quotes[0];
    expect(r.uptime).toBeCloseTo(0.98, 15);
    const noSla = computeQuotes([{ ...quotes[0], slaUptime: undefined }], workload).quotes[0];
    expect(noSla.uptime).toBe(1);
  });
});

describe('quoteRequestChecklist', () => {
  const list = quoteRequestChecklist(rawQuotes, workload);
  const byId = new Map(list.map((item) => [item.id, item]));

  it('asks bilingual questions about price, tax, storage, egress, delivery, failures and credits', () => {
    for (const id of ['price', 'tax', 'storage', 'egress', 'delivery', 'failure', 'credits', 'sla']) {
      const item = byId.get(id);
      expect(item, id).toBeDefined();
      expect(item?.question.en.length).toBeGreaterThan(10);
      expect(item?.question['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('flags the terms each quote leaves out', () => {
    const providers = (id: string) => byId.get(id)?.missing.map((m) => m.provider);
    expect(providers('failure')).toEqual(['Provider A', 'Provider B', 'Provider C']);
    expect(providers('region')).toEqual(['Provider A', 'Provider B']);
    expect(providers('credits')).toEqual(['Provider A', 'Provider C']);
    // Tax, storage and delivery are stated by all three.
    expect(providers('tax')).toEqual([]);
    expect(providers('storage')).toEqual([]);
    expect(providers('delivery')).toEqual([]);
    // A prepay discount is only asked for when something is prepaid.
    expect(byId.get('prepay')?.missing).toEqual([
      { index: 0, provider: 'Provider A', fields: ['prepayFraction'] },
      { index: 1, provider: 'Provider B', fields: ['prepayFraction'] },
    ]);
  });

  it('skips storage and egress questions when the workload needs neither', () => {
    const ids = quoteRequestChecklist(rawQuotes, { ...workload, storageTB: 0, egressTBPerMonth: 0 }).map((i) => i.id);
    expect(ids).not.toContain('storage');
    expect(ids).not.toContain('egress');
    expect(ids).toContain('tax');
  });
});
