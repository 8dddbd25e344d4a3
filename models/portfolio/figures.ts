// The reported figures of a demand plan, all from the dispatch rule (model: Demand plan › outputs).
import type { Warning } from '../scenario/types';
import type { Dispatch } from './dispatch';
import { HOURS_PER_MONTH } from './offers';
import type { Commitment, CommitmentResult, Offer, OfferTotals, PortfolioInput, PortfolioMonth, PortfolioResult } from './types';

/** A plan's commitments as reported (n > 0 only; by start month, then offer order). */
export function commitmentRows(p: PortfolioInput, offers: readonly Offer[], plan: readonly Commitment[], discount: readonly number[]): CommitmentResult[] {
  const h = HOURS_PER_MONTH;
  return plan
    .filter((k) => k.blocks > 0)
    .map((k) => {
      const o = offers[k.offer];
      const gpus = o.block * k.blocks;
      const end = Math.min(p.months, k.start + o.term - 1);
      let cost = 0;
      let presentCost = 0;
      for (let m = k.start; m <= end; m++) {
        cost += gpus * h * o.price;
        presentCost += discount[m] * gpus * h * o.price;
      }
      return { k, row: { offer: o.name, startMonth: k.start, endMonth: end, gpus, cost, presentCost } };
    })
    .sort((a, b) => a.k.start - b.k.start || a.k.offer - b.k.offer)
    .map(({ row }) => row);
}

function record<T>(offers: readonly Offer[], pick: (o: Offer) => boolean, value: (i: number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  offers.forEach((o, i) => {
    if (pick(o)) out[o.name] = value(i);
  });
  return out;
}

/** The reported figures of a plan, all from the dispatch rule. */
export function portfolioFigures(
  p: PortfolioInput,
  offers: readonly Offer[],
  plan: readonly Commitment[],
  discount: readonly number[],
  peak: readonly number[],
  d: Dispatch,
  baseline: Dispatch,
): Omit<PortfolioResult, 'solve'> {
  const h = HOURS_PER_MONTH;
  const commitments = commitmentRows(p, offers, plan, discount);

  const months: PortfolioMonth[] = [];
  const totals = offers.map(() => ({ used: 0, billed: 0, cost: 0, present: 0 }));
  for (let m = 1; m <= p.months; m++) {
    const x = d.months[m];
    months.push({
      month: m,
      peak: peak[m],
      committed: record(offers, (o) => o.kind === 'commit', (i) => x.committed[i]),
      usedGPUHours: record(offers, () => true, (i) => x.used[i]),
      idleCommittedGPUHours: x.idleCommitted,
      unservedGPUHours: x.unserved,
      cost: x.total,
    });
    offers.forEach((o, i) => {
      const t = totals[i];
      t.used += x.used[i];
      t.billed += o.kind === 'commit' ? x.committed[i] * h : x.used[i];
      t.cost += x.cost[i];
      t.present += discount[m] * x.cost[i];
    });
  }
  const byOffer = record<OfferTotals>(offers, () => true, (i) => ({
    usedGPUHours: totals[i].used,
    billedGPUHours: totals[i].billed,
    cost: totals[i].cost,
    presentCost: totals[i].present,
    demandShare: d.demandGPUHours > 0 ? totals[i].used / d.demandGPUHours : null,
  }));

  const served = d.demandGPUHours - d.unservedGPUHours;
  const sameDemand = Math.abs(baseline.unservedGPUHours - d.unservedGPUHours) <= 1e-9 * Math.max(1, d.demandGPUHours);
  const savings = sameDemand ? baseline.presentCost - d.presentCost : null;
  let committedUsed = 0;
  let committedBilled = 0;
  offers.forEach((o, i) => {
    if (o.kind !== 'commit') return;
    committedUsed += totals[i].used;
    committedBilled += totals[i].billed;
  });
  const onDemandPrices = offers.filter((o) => o.kind === 'onDemand').map((o) => o.price);
  const lowestOnDemand = onDemandPrices.length > 0 ? Math.min(...onDemandPrices) : null;
  return {
    commitments,
    months,
    byOffer,
    totalCost: d.totalCost,
    presentCost: d.presentCost,
    demandGPUHours: d.demandGPUHours,
    unservedGPUHours: d.unservedGPUHours,
    effectivePerUsedGPUHour: served > 0 ? d.totalCost / served : null,
    baseline: { totalCost: baseline.totalCost, presentCost: baseline.presentCost, unservedGPUHours: baseline.unservedGPUHours },
    savings,
    savingsShare: savings !== null && baseline.presentCost !== 0 ? savings / baseline.presentCost : null,
    commitmentUtilization: commitments.length > 0 && committedBilled > 0 ? committedUsed / committedBilled : null,
    breakEvenUtilization: record(offers, (o) => o.kind === 'commit', (i) =>
      lowestOnDemand !== null && lowestOnDemand > 0 ? offers[i].price / lowestOnDemand : null),
  };
}

/** Warning `portfolio-demand-not-covered` when the plan leaves demand unserved. */
export function notCoveredWarning(result: Pick<PortfolioResult, 'months' | 'unservedGPUHours'>): Warning[] {
  const firstShort = result.months.find((m) => m.unservedGPUHours > 0);
  if (!firstShort) return [];
  return [{
    code: 'portfolio-demand-not-covered',
    path: 'portfolio.offers',
    message: {
      en: `the offers cannot serve all demand: ${result.unservedGPUHours.toFixed(0)} GPU-hours go unserved, from month ${firstShort.month}; raise an offer's GPU limit or add on-demand capacity`,
      'zh-CN': `现有报价无法满足全部需求：共 ${result.unservedGPUHours.toFixed(0)} GPU 小时无法供给，自第 ${firstShort.month} 个月起；请提高某个报价的 GPU 上限或增加按需容量`,
    },
  }];
}
