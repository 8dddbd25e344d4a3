// Issue 33 point 1: a commit offer that cannot start inside the demand plan (model: Demand plan ›
// K_i may be empty) is accepted, left out of the plan, and named in a warning.
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import type { MilpSolver } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';
import { examplePlanFile, highs } from './helpers';

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

type Doc = Record<string, unknown> & { portfolio: Record<string, unknown> & { offers: Record<string, unknown>[]; demand: unknown[] } };

function evaluate(doc: Doc) {
  const loaded = loadScenario(doc);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return evaluateScenario(loaded.scenario, { portfolioSolver: solver });
}

/** The worked example's plan cut to 24 months: its 36-month "3-year commitment" cannot end inside it. */
function shortPlan(): Doc {
  const doc = structuredClone(examplePlanFile()) as Doc;
  doc.portfolio.months = 24;
  doc.portfolio.demand.splice(3);
  return doc;
}

describe('a commit offer longer than the plan', () => {
  it('loads, is left out of the plan, and a warning names it in both languages', () => {
    const r = evaluate(shortPlan());
    const w = r.warnings.filter((x) => x.code === 'portfolio-offer-outside-plan');
    expect(w).toHaveLength(1);
    expect(w[0].path).toBe('portfolio.offers[3]');
    expect(w[0].message.en).toContain('“3-year commitment”');
    expect(w[0].message.en).toContain('36-month term is longer than the plan\'s 24 months');
    expect(w[0].message['zh-CN']).toContain('36 个月的期限长于 24 个月的计划期');
    const p = r.portfolio!;
    expect(p.commitments.every((c) => c.offer !== '3-year commitment')).toBe(true);
    expect(p.byOffer['3-year commitment'].billedGPUHours).toBe(0);
    // The plan is exactly the plan without that offer (a second solve of a file that never listed it).
    const without = shortPlan();
    without.portfolio.offers.splice(3, 1);
    const q = evaluate(without).portfolio!;
    expect(p.presentCost).toBeCloseTo(q.presentCost, 6);
    expect(p.commitments).toEqual(q.commitments);
    expect(evaluate(without).warnings.some((x) => x.code === 'portfolio-offer-outside-plan')).toBe(false);
  });

  it('says so when the earliest start leaves no room, and for offers made from rent vs buy names the plan offers', () => {
    const doc = shortPlan();
    doc.portfolio.offers[2].startFrom = 14; // 12 months from month 14 end in month 25 > 24
    const w = evaluate(doc).warnings.filter((x) => x.code === 'portfolio-offer-outside-plan');
    expect(w.map((x) => x.path)).toEqual(['portfolio.offers[2]', 'portfolio.offers[3]']);
    expect(w[0].message.en).toContain('starting from month 14 would end after the plan\'s 24 months');
    // Month 13 still fits: 13 + 12 − 1 = 24.
    doc.portfolio.offers[2].startFrom = 13;
    expect(evaluate(doc).warnings.filter((x) => x.code === 'portfolio-offer-outside-plan').map((x) => x.path)).toEqual(['portfolio.offers[3]']);
  });
});
