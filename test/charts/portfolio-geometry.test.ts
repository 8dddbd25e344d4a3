// The demand plan chart's geometry (docs/model.md › Demand plan), without a DOM: each month's stack is the GPUs
// each offer served plus the idle committed GPUs plus the unserved demand, in dispatch order.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { dispatchOrder, portfolioGeometry, portfolioLayers, portfolioMonthAt } from '../../src/charts/portfolio-geometry';
import { scenarioOffers } from '../../src/present/portfolio-labels';
import type { Offer } from '../../models/portfolio';
import { renterPlanDoc, solvedPlan } from '../results/renter-plan';

let portfolio: PortfolioResult;
let offers: Offer[];
beforeAll(async () => {
  const plan = await solvedPlan();
  portfolio = plan.result.portfolio!;
  offers = scenarioOffers(plan.scenario);
});

/** All "x,y" points of a path. */
function points(d: string): [number, number][] {
  return [...d.matchAll(/[ML]([-\d.e]+),([-\d.e]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('dispatch order', () => {
  it('puts the commit offers first, the cheaper first, then the flexible ones by price per GPU-hour with spot’s overhead', () => {
    // On-demand 2.49, Spot 1.35 × 1.1 = 1.485, 1-year 1.89, 3-year 1.49.
    expect(dispatchOrder(offers).map((i) => offers[i].name)).toEqual(['3-year commitment', '1-year commitment', 'Spot', 'On-demand']);
  });

  it('keeps offer order on a tie', () => {
    const tie = [
      { name: 'b', kind: 'onDemand' as const, price: 2, effectivePrice: 2 },
      { name: 'a', kind: 'spot' as const, price: 1, effectivePrice: 2 },
      { name: 'c', kind: 'commit' as const, price: 1, effectivePrice: 1 },
    ];
    expect(dispatchOrder(tie).map((i) => tie[i].name)).toEqual(['c', 'b', 'a']);
  });
});

describe('portfolio geometry', () => {
  const W = 680;
  const H = 280;

  it('stacks commitments, idle committed GPUs, flexible offers and unserved demand, bottom to top', () => {
    const layers = portfolioLayers(portfolio, offers);
    expect(layers.map((l) => l.key)).toEqual(['3-year commitment', '1-year commitment', 'idle', 'Spot', 'On-demand', 'unserved']);
    expect(layers.map((l) => l.kind)).toEqual(['commit', 'commit', 'idle', 'flexible', 'flexible', 'unserved']);
    // Each offer's band over the plan is its used GPU-hours.
    for (const l of layers) if (l.offer) expect(l.gpuHours).toBeCloseTo(portfolio.byOffer[l.offer].usedGPUHours, 6);
  });

  it('each month’s stack sums to the demand served plus the idle committed plus the unserved GPU-hours, / 730', () => {
    const g = portfolioGeometry(portfolio, offers, W, H);
    expect(g.months).toHaveLength(36);
    for (const m of g.months) {
      const pm = portfolio.months[m.month - 1];
      const served = Object.values(pm.usedGPUHours).reduce((s, h) => s + h, 0);
      expect(m.total).toBeCloseTo((served + pm.idleCommittedGPUHours + pm.unservedGPUHours) / 730, 9);
      expect(m.bands.at(-1)!.to).toBeCloseTo(m.total, 9);
      expect(m.demand).toBeCloseTo((served + pm.unservedGPUHours) / 730, 9);
      // The bands touch: each starts where the one below ends.
      m.bands.forEach((b, k) => expect(b.from).toBe(k === 0 ? 0 : m.bands[k - 1].to));
      // Committed bands plus the idle band reach the GPUs committed that month.
      const idle = m.bands.findIndex((b) => b.key === 'idle');
      expect(m.bands[idle].to).toBeCloseTo(m.committed, 9);
    }
    // Month 1: 48 GPUs on the 3-year commitment, 33.12 of them busy on average, 5.76 GPUs on spot.
    const first = g.months[0];
    expect(first.committed).toBe(48);
    expect(first.bands[0]).toMatchObject({ key: '3-year commitment', from: 0 });
    expect(first.bands[0].to).toBeCloseTo(24177.6 / 730, 9);
    expect(first.bands.find((b) => b.key === 'Spot')!.to - first.bands.find((b) => b.key === 'Spot')!.from).toBeCloseTo(4204.8 / 730, 9);
  });

  it('leaves out a band that is zero every month (no unserved demand here) and draws each month as a step', () => {
    const g = portfolioGeometry(portfolio, offers, W, H);
    expect(g.layers.map((l) => l.key)).toEqual(['3-year commitment', '1-year commitment', 'idle', 'Spot', 'On-demand']);
    const top = points(g.layers[0].path).slice(1, 3);
    // Month 1 spans x(0)..x(1) at the band's top.
    expect(top[0][0]).toBeCloseTo(g.box.left, 1);
    expect(top[1][0]).toBeCloseTo(g.box.left + (g.box.right - g.box.left) / 36, 1);
    expect(top[0][1]).toBeCloseTo(g.y(24177.6 / 730), 1);
    // The axis reaches the peak (256 GPUs from month 25), above every stack.
    expect(g.y.domain()[1]).toBeGreaterThanOrEqual(256);
    expect(points(g.peakPath).at(-1)![1]).toBeCloseTo(g.y(256), 1);
    for (const [x, y] of g.layers.flatMap((l) => points(l.path))) {
      expect(x).toBeGreaterThanOrEqual(g.box.left - 0.01);
      expect(x).toBeLessThanOrEqual(g.box.right + 0.01);
      expect(y).toBeGreaterThanOrEqual(g.box.top - 0.01);
      expect(y).toBeLessThanOrEqual(g.box.bottom + 0.01);
    }
  });

  it('shows unserved demand when the offers cannot serve it all', async () => {
    const doc = renterPlanDoc();
    const plan = doc.portfolio as { offers: Record<string, unknown>[] };
    // Only a capped on-demand offer: 100 GPUs at most against a peak of 256.
    plan.offers = [{ name: 'On-demand', kind: 'onDemand', pricePerGPUHour: 2.49, maxGPUs: 100 }];
    const short = await solvedPlan(doc);
    const p = short.result.portfolio!;
    expect(p.unservedGPUHours).toBeGreaterThan(0);
    const g = portfolioGeometry(p, scenarioOffers(short.scenario), W, H);
    expect(g.layers.map((l) => l.kind)).toEqual(['flexible', 'unserved']);
    const last = g.months.at(-1)!;
    const pm = p.months.at(-1)!;
    expect(last.bands[1].to - last.bands[1].from).toBeCloseTo(pm.unservedGPUHours / 730, 9);
    expect(last.total).toBeCloseTo(last.demand, 9);
  });

  it('finds the month under the pointer', () => {
    const g = portfolioGeometry(portfolio, offers, W, H);
    expect(portfolioMonthAt(g, g.box.left + 1)!.month).toBe(1);
    expect(portfolioMonthAt(g, g.x(24.5))!.month).toBe(25);
    expect(portfolioMonthAt(g, g.box.right + 50)!.month).toBe(36);
  });
});
