// Quotes that roll over month to month after their term, demand that ends, and a ranking that counts
// what is still owed after the window (model: Quotes › rollover, Quotes › demand end, Quotes ›
// ranking). The worked example (test/fixtures/v4-demand-scenarios.json, its quotes and workload)
// must match every quotes field of the reference results to 1e-9; the other cases are derived by
// hand in the comments beside them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toJsonOutput } from '../../models/json-output';
import { computeQuotes, type QuoteCalcInput, type WorkloadCalcInput } from '../../models/quotes';
import { runScenario } from '../../models/run';
import { parseScenarioJson, serializeScenario } from '../../models/scenario';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const example = JSON.parse(fixture('v4-demand-scenarios.json')) as Record<string, unknown> & { quotes: Record<string, unknown>[] };
const expected = JSON.parse(fixture('v4-demand-scenarios.expected.json')) as { quotes: Record<string, unknown>[]; quotesWindowMonths: number };

/** Every leaf of `want` against `got` at the same path: numbers to 1e-9 of max(1, |want|), the rest exactly. */
function differences(got: unknown, want: unknown, at = ''): string[] {
  if (typeof want === 'number') {
    const ok = typeof got === 'number' && Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want));
    return ok ? [] : [`${at}: ${String(got)} ≠ ${want}`];
  }
  if (want === null || typeof want !== 'object') return Object.is(got, want) ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
  if (got === null || typeof got !== 'object') return [`${at}: missing`];
  if (Array.isArray(want) && (!Array.isArray(got) || got.length !== want.length)) return [`${at}: length ${JSON.stringify(got)}`];
  const g = got as Record<string, unknown>;
  return Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${at}.${k}`));
}

function run(doc: Record<string, unknown>) {
  const r = runScenario(doc, { skipUncertainty: true });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r;
}

describe('the worked example (v4-demand-scenarios) matches the reference quotes', () => {
  // The whole file loads (its portfolio's growth, fixed commitments and scenarios included); without
  // a solver its demand plan is not solved, and it is no input of the quotes.
  const r = run(example);
  const out = toJsonOutput(r.result);

  it('every quotes field and quotesWindowMonths to 1e-9', () => {
    expect(differences(out.quotes, expected.quotes, 'quotes')).toEqual([]);
    expect(out.quotesWindowMonths).toBe(expected.quotesWindowMonths);
    // The walk can fail: a changed figure is named at its path.
    const changed = structuredClone(out.quotes) as unknown as Array<{ rolloverCost: number }>;
    changed[2].rolloverCost += 0.01;
    expect(differences(changed, expected.quotes, 'quotes').map((d) => d.split(':')[0])).toEqual(['quotes.2.rolloverCost']);
  });

  it('at its price to match the best, each quote ties the best on the figure the ranking uses (a second method)', () => {
    const quotes = r.result.quotes!;
    expect(quotes.rankBy).toBe('windowPlusOwed');
    const best = quotes.quotes.find((q) => q.rank === 1)!;
    for (const q of quotes.quotes) {
      if (q === best) continue;
      const repriced = example.quotes.map((x, i) => (i === q.index ? { ...x, pricePerGPUHour: q.priceToMatchBest } : x));
      const again = run({ ...example, quotes: repriced }).result.quotes!.quotes[q.index];
      // The ranked figure: (window present value + what is owed after it, discounted) per window used hour.
      const value = again.windowPresentValue + again.owedAfterWindowPresentValue;
      expect(value / again.windowUsedGPUHours).toBeCloseTo(best.rankPerUsedGPUHour!, 9);
      // The price lever is the drop in that value from the quoted price to the price to match.
      expect(q.windowPresentValue + q.owedAfterWindowPresentValue - value).toBeCloseTo(q.levers.price, 6);
    }
  });

  it('warns about what is still owed after the window, with the amount, for the quote that owes it', () => {
    const owed = r.result.warnings.filter((w) => w.code === 'quote-owed-after-window');
    expect(owed.map((w) => w.path)).toEqual(['quotes[1].termMonths']);
    // Neocloud B's months 19..26: 8 × (0.75 × 74,752 × 1.95 + 10 TB × 1,000 × 0.05) = 878,598.4.
    expect(owed[0].message.en).toBe(
      'Neocloud B (24 months): 878,598 USD is still owed after the 18-month window, for contract months past it; it is not in the window\'s cost. The ranking counts it (rank by window plus owed).',
    );
    expect(owed[0].message['zh-CN']).toContain('878,598 USD');
  });

  it('keeps the new fields on save', () => {
    const saved = JSON.parse(serializeScenario(r.scenario, r.raw)) as typeof example & { workload: Record<string, unknown> };
    expect(saved.quotes.map((q) => q.rollover)).toEqual(['monthly', undefined, 'monthly']);
    expect(saved.workload.demandEndMonth).toBe(20);
    expect(saved.workload.rankBy).toBe('windowPlusOwed');
  });
});

// 10 GPUs = 7,300 GPU-hours a month at $2, fully committed for 6 months ($14,600 a month);
// 1,000 GPU-hours used a month; a bridge at $3; no discounting.
const base: QuoteCalcInput = {
  provider: 'Q', gpuModel: 'H100', gpus: 10, pricePerGPUHour: 2, termMonths: 6, committedShare: 1, prepayFraction: 0, prepayDiscount: 0,
  storageTBIncluded: 0, egressTBIncludedPerMonth: 0, taxRate: 0, regionPremium: 0, promoGPUHours: 0, promoPrice: 0,
};
const w: WorkloadCalcInput = { gpuHoursPerMonth: 1000, storageTB: 0, egressTBPerMonth: 0, discountRate: 0, bridgePrice: 3, windowMonths: 12 };

describe('rollover: window months after the term are contract months without commitment (hand-derived)', () => {
  it('months 7..12 pay the used hours at the quote price instead of the bridge; the term figures keep the term', () => {
    const [plain, rolls] = computeQuotes([base, { ...base, rollover: 'monthly' }], w).quotes;
    expect(plain.fallbackCost).toBeCloseTo(6 * 1000 * 3, 9);
    expect(plain.rolloverCost).toBe(0);
    expect(plain.rollover).toBe('none');
    // 6 × 1,000 h × $2 = 12,000, nothing idle (no commitment), no fallback.
    expect(rolls.rolloverCost).toBeCloseTo(12_000, 9);
    expect(rolls.rolloverMonths).toBe(6);
    expect(rolls.fallbackCost).toBe(0);
    expect(rolls.windowCost).toBeCloseTo(6 * 14_600 + 12_000, 9);
    expect(rolls.windowUsedGPUHours).toBe(12_000);
    expect(rolls.levers.idle).toBeCloseTo(6 * 6300 * 2, 9);
    expect(rolls.totalCost).toBeCloseTo(6 * 14_600, 9);
    expect(rolls.billedGPUHours).toBe(6 * 7300);
    expect(rolls.idleCost).toBeCloseTo(6 * 6300 * 2, 9);
    expect(rolls.owedAfterWindow).toBe(0);
  });

  it('keeps the last term month\'s indexed price, with no further indexation', () => {
    // 18 months at +10 % a year: months 13..18 at $2.20; rollover months 19..30 stay at $2.20 (not $2.42).
    const q: QuoteCalcInput = { ...base, termMonths: 18, annualEscalation: 0.1, rollover: 'monthly' };
    const r = computeQuotes([q], { ...w, windowMonths: 30 }).quotes[0];
    expect(r.rolloverCost).toBeCloseTo(12 * 1000 * 2.2, 9);
  });

  it('no promotion, no prepayment, the own price (not the price above the commitment), with region and tax', () => {
    // Rollover month: 1,000 h × 2 × 1.1 × 1.2 = 2,640 (no promo hours at $1, no prepaid share).
    const q: QuoteCalcInput = {
      ...base, committedShare: 0.5, aboveCommitPrice: 3, promoGPUHours: 500, promoPrice: 1, promoMode: 'monthly',
      prepayFraction: 0.5, prepayDiscount: 0.1, regionPremium: 0.1, taxRate: 0.2, rollover: 'monthly',
    };
    const r = computeQuotes([q], w).quotes[0];
    expect(r.rolloverCost).toBeCloseTo(6 * 2640, 9);
    expect(r.levers.aboveCommitPremium).toBe(0); // 1,000 h never exceed the 3,650 committed in the term
  });

  it('bursts above capacity and pays storage and egress like a contract month', () => {
    // 9,000 h demanded: 7,300 at $2 + 1,700 burst at $4 + 10 TB × $5 storage + 2 TB × 1,000 × $0.01 egress = 21,470.
    const q: QuoteCalcInput = { ...base, committedShare: 0, burstPrice: 4, storagePerTBMonth: 5, egressPerGB: 0.01, rollover: 'monthly' };
    const r = computeQuotes([q], { ...w, gpuHoursPerMonth: 9000, storageTB: 10, egressTBPerMonth: 2 }).quotes[0];
    expect(r.rolloverCost).toBeCloseTo(6 * 21_470, 9);
    expect(r.windowUsedGPUHours).toBe(12 * 9000);
    expect(r.burstGPUHours).toBe(6 * 1700); // the term's burst only
  });

  it('the price to match counts the rollover months, which follow the price', () => {
    // Q at $2 rolling over vs R: 10 GPUs at $1.60 pay as used, 12 months. Window: R = 12 × 1,600 = 19,200.
    // Q = 87,600 + 6,000 h × p → p' with 6 × 7,300 × p' + 6,000 × p' = 19,200 → p' = 19,200 / 49,800.
    const r = computeQuotes([{ ...base, rollover: 'monthly' }, { ...base, provider: 'R', pricePerGPUHour: 1.6, committedShare: 0, termMonths: 12 }], w);
    expect(r.quotes[0].rank).toBe(2);
    expect(r.quotes[0].priceToMatchBest).toBeCloseTo(19_200 / 49_800, 12);
    expect(r.quotes[0].levers.price).toBeCloseTo(49_800 * (2 - 19_200 / 49_800), 8);
  });
});

describe('demand that ends (hand-derived)', () => {
  it('after the end month the committed hours are idle, bursts stop and nothing rolls over or falls back', () => {
    const q: QuoteCalcInput = { ...base, burstPrice: 4 };
    const r = computeQuotes([q, { ...q, provider: 'Rolls', rollover: 'monthly' }], { ...w, gpuHoursPerMonth: 9000, demandEndMonth: 4 }).quotes;
    // Months 1..4: 7,300 used + 1,700 burst; months 5..6: 7,300 h idle at $2.
    expect(r[0].idleCost).toBeCloseTo(2 * 7300 * 2, 9);
    expect(r[0].burstGPUHours).toBe(4 * 1700);
    expect(r[0].demandGPUHours).toBe(4 * 9000);
    expect(r[0].fallbackCost).toBe(0);
    expect(r[1].rolloverCost).toBe(0);
    expect(r[0].windowUsedGPUHours).toBe(4 * 9000);
  });

  it('committed months past the window after the end are still owed', () => {
    // 24 months committed, window 12, demand ends at month 6: months 13..24 owe 12 × 14,600.
    const r = computeQuotes([{ ...base, termMonths: 24 }], { ...w, demandEndMonth: 6 }).quotes[0];
    expect(r.owedAfterWindow).toBeCloseTo(12 * 14_600, 9);
    expect(r.levers.idle).toBeCloseTo(6 * 6300 * 2 + 6 * 7300 * 2, 9);
  });
});

describe('rank by the window plus what is owed after it (hand-derived)', () => {
  // Short: 10 GPUs at $2 for 6 months; Long: 10 GPUs at $1.90 for 24 months; all 7,300 h used; window 6.
  const short = base;
  const long: QuoteCalcInput = { ...base, provider: 'Long', pricePerGPUHour: 1.9, termMonths: 24 };
  const wl: WorkloadCalcInput = { ...w, gpuHoursPerMonth: 7300, windowMonths: 6 };

  it('the window alone ranks the long quote first; with what it owes after the window (18 × 13,870) it ranks last', () => {
    const byWindow = computeQuotes([short, long], wl);
    expect(byWindow.rankBy).toBe('window');
    expect(byWindow.quotes.map((q) => q.rank)).toEqual([2, 1]);
    const withOwed = computeQuotes([short, long], { ...wl, rankBy: 'windowPlusOwed' });
    expect(withOwed.quotes.map((q) => q.rank)).toEqual([1, 2]);
    const l = withOwed.quotes[1];
    expect(l.owedAfterWindow).toBeCloseTo(18 * 13_870, 9);
    // (83,220 + 249,660) / 43,800 = 7.6; to tie with 2.0: 175,200 p = 87,600 → p = 0.5.
    expect(l.rankPerUsedGPUHour).toBeCloseTo(7.6, 12);
    expect(l.windowPVPerUsedGPUHour).toBeCloseTo(1.9, 12);
    expect(l.priceToMatchBest).toBeCloseTo(0.5, 12);
    expect(l.levers.price).toBeCloseTo(175_200 * 1.4, 8);
  });

  it('discounts each owed month at the window\'s discounting', () => {
    const r = computeQuotes([long], { ...wl, discountRate: 0.12, rankBy: 'windowPlusOwed' }).quotes[0];
    const v = 1 / Math.pow(1.12, 1 / 12);
    let pv = 0;
    for (let m = 7; m <= 24; m++) pv += 13_870 * Math.pow(v, m);
    expect(r.owedAfterWindowPresentValue).toBeCloseTo(pv, 8);
    expect(r.rankPerUsedGPUHour).toBeCloseTo((r.windowPresentValue + pv) / 43_800, 12);
  });
});

describe('the new fields through the loader', () => {
  const doc = (version: number, workload: Record<string, unknown>, quote: Record<string, unknown> = {}) => ({
    format: 'gpuplan/scenario', version, name: 'w', horizonMonths: 12,
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 },
    workload: { gpuHoursPerMonth: 7300, ...workload },
    quotes: [{ provider: 'P', gpus: 10, pricePerGPUHour: 2, termMonths: 24, committedShare: 1, ...quote }],
  });

  it('a version 3 file with a window shorter than a commitment gets the owed warning too', () => {
    const r = run(doc(3, { windowMonths: 12 }));
    const owed = r.result.warnings.filter((x) => x.code === 'quote-owed-after-window');
    expect(owed).toHaveLength(1);
    // 12 × 14,600 = 175,200 after month 12; ranked by the window alone.
    expect(owed[0].message.en).toContain('P: 175,200 USD is still owed after the 12-month window');
    expect(owed[0].message.en).toContain('The ranking leaves it out');
    expect(r.result.quotes!.quotes[0].rolloverCost).toBe(0);
    expect(run(doc(3, {})).result.warnings.some((x) => x.code === 'quote-owed-after-window')).toBe(false);
  });

  it('names the field for an unknown rollover, a demand end below 1 or not whole, an unknown rankBy', () => {
    const r = parseScenarioJson(JSON.stringify(doc(4, { demandEndMonth: 0, rankBy: 'total' }, { rollover: 'yearly' })));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byPath = Object.fromEntries(r.issues.map((i) => [i.path, i.message]));
    expect(byPath['quotes[0].rollover'].en).toMatch(/"none".*"monthly".*\(got "yearly"\)/);
    expect(byPath['workload.demandEndMonth'].en).toMatch(/1.*\(got 0\)/);
    expect(byPath['workload.rankBy'].en).toMatch(/"window".*"windowPlusOwed".*\(got "total"\)/);
    expect(byPath['workload.rankBy']['zh-CN']).toMatch(/windowPlusOwed/);
    const frac = parseScenarioJson(JSON.stringify(doc(4, { demandEndMonth: 2.5 })));
    expect(frac.ok ? [] : frac.issues.map((i) => i.path)).toEqual(['workload.demandEndMonth']);
  });
});
