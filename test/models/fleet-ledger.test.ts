// The fleet's ledger (models/fleet/ledger.ts): the month-by-month loan, depreciation, book value,
// exit and losses the flows compute, checked against the reference results and by a second method
// (the loan's closed form, the balance identity, the losses' recurrence under the loss limit).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pmt } from '../../models/finance';
import { scenarioInvestmentLedger } from '../../models/fleet/ledger';
import { runScenario } from '../../models/run';

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8');
const expected = JSON.parse(fixture('v4-fleet.expected.json')) as { investment: { cashflows: number[]; projectCashflows: number[]; tranches: { capitalizedInterest: number; prepayment: number; resale: number; gain: number }[] } };
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const close = (a: number, b: number, scale: number) => expect(Math.abs(a - b) / Math.max(1, Math.abs(scale))).toBeLessThan(1e-9);

describe('the fleet ledger on the fleet worked example', () => {
  const run = runScenario(fixture('v4-fleet.json'));
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  const l = scenarioInvestmentLedger(run.scenario, run.result)!;
  const inv = run.scenario.investment!;
  const i = inv.debtAnnualRate / 12;
  const G = inv.debtGraceMonths!;
  const T = inv.debtTermMonths;

  it('runs the same flows as the evaluation', () => {
    l.equity.cashflows.forEach((c, m) => close(c, expected.investment.cashflows[m], 1e8));
    l.project.cashflows.forEach((c, m) => close(c, expected.investment.projectCashflows[m], 1e8));
  });

  it('gives each tranche its capitalised interest, prepayment, resale and gain', () => {
    l.equity.ledger.tranches.forEach((tl, k) => {
      const want = expected.investment.tranches[k];
      close(sum(tl.capitalized), want.capitalizedInterest, 1e7);
      close(sum(tl.prepayment), want.prepayment, 1e7);
      close(sum(tl.value), want.resale, 1e7);
      close(sum(tl.gain), want.gain, 1e7);
      // The gain is the value over the book left after the tranche's own depreciation.
      const t = l.tranches[k];
      close(tl.gain[t.e], tl.value[t.e] - (t.capex - sum(tl.depreciation)), 1e7);
      close(tl.book[t.e], t.capex - sum(tl.depreciation), 1e7);
    });
  });

  it('follows the loan by hand: grace interest capitalised, then the annuity over T − G months', () => {
    l.equity.ledger.tranches.forEach((tl, k) => {
      const t = l.tranches[k];
      const grown = t.debt * Math.pow(1 + i, G);
      const payment = pmt(i, T - G, grown);
      for (let m = t.d + 1; m <= t.e; m++) {
        const a = m - t.d;
        if (a <= G) {
          expect(tl.service[m]).toBe(0);
          close(tl.balance[m], t.debt * Math.pow(1 + i, a), 1e7);
        } else if (a <= T) close(tl.service[m], payment, 1e7);
        // The balance identity: last month's balance + interest − payment − repayment at exit.
        close(tl.balance[m], tl.balance[m - 1] + tl.interest[m] - tl.service[m] - tl.prepayment[m] - tl.balloon[m], 1e7);
      }
    });
    // The detail's month totals are the tranches' sums.
    for (let m = 1; m <= l.H; m++) {
      close(sum(l.equity.ledger.tranches.map((tl) => tl.interest[m])), l.equity.detail.interest[m], 1e7);
      close(sum(l.equity.ledger.tranches.map((tl) => tl.service[m])), l.equity.detail.debtService[m], 1e7);
    }
  });

  it('carries losses forward using at most the loss limit of a month’s taxable income', () => {
    const lambda = inv.taxLossLimit!;
    expect(lambda).toBe(0.8);
    for (const view of [l.equity, l.project]) {
      let nol = 0;
      let limited = 0;
      for (let m = 1; m <= l.H; m++) {
        const taxable = view.ledger.taxable[m];
        const use = Math.min(nol, lambda * Math.max(0, taxable));
        if (use > 0 && use < nol && use === lambda * taxable) limited++;
        nol = nol - use + Math.max(0, -taxable);
        close(view.ledger.nol[m], nol, 1e8);
        close(view.detail.tax[m], inv.taxRate! * Math.max(0, taxable - use), 1e7);
      }
      expect(limited).toBeGreaterThan(0);
    }
  });
});

describe('a single purchase is the one-tranche fleet', () => {
  const run = runScenario(fixture('v2-1024-h100.gpuplan.json'));
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  const l = scenarioInvestmentLedger(run.scenario, run.result)!;
  const r = run.result.investment!;

  it('gives the single purchase’s flows, and its balance in closed form', () => {
    expect(l.tranches).toHaveLength(1);
    l.equity.cashflows.forEach((c, m) => close(c, r.cashflows[m], Math.max(...r.cashflows.map(Math.abs))));
    const inv = run.scenario.investment!;
    const i = inv.debtAnnualRate / 12;
    const T = inv.debtTermMonths;
    const tl = l.equity.ledger.tranches[0];
    for (let m = 1; m <= Math.min(T, l.H) - 1; m++) {
      const closed = (r.debt * (Math.pow(1 + i, T) - Math.pow(1 + i, m))) / (Math.pow(1 + i, T) - 1);
      close(tl.balance[m], closed, r.debt);
    }
  });
});
