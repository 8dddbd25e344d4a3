// docs/model.md › Demand plan's rules as validation errors naming the field (issue 24 "Bad input").
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { examplePlanFile } from './helpers';

type Doc = Record<string, unknown> & { portfolio: Record<string, unknown> };

function withPlan(change: (p: Record<string, unknown>, doc: Doc) => void): Doc {
  const doc = structuredClone(examplePlanFile()) as Doc;
  change(doc.portfolio, doc);
  return doc;
}

function issues(doc: unknown): { path: string; en: string; zh: string }[] {
  const r = loadScenario(doc);
  if (r.ok) return [];
  return r.issues.map((i) => ({ path: i.path, en: i.message.en, zh: i.message['zh-CN'] }));
}

describe('portfolio validation', () => {
  it('reads an empty offers list as no list: the offers then come from rent vs buy', () => {
    const doc = withPlan((p, d) => {
      p.offers = [];
      d.site = { contractedMW: 1, powerBasis: 'it', pue: 1.3, cooling: 'air' };
      d.rentVsBuy = { onDemandPrice: 2.49, spotPrice: 1.35, reservedPrice: 1.89, capexPerGPU: 30000, lifeYears: 5, usageHours: 5000 };
    });
    const r = loadScenario(doc);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.scenario.portfolio!.offers).toBeUndefined();
  });

  it('accepts a commit offer longer than the plan (issue 33: the plan leaves it out with a warning)', () => {
    expect(issues(withPlan((p) => { p.months = 24; (p.demand as unknown[]).splice(3); }))).toEqual([]);
  });

  it('loads the worked example plan as it is', () => {
    expect(issues(examplePlanFile())).toEqual([]);
  });

  it.each([
    ['shares not adding to 100 %', (p: Record<string, unknown>) => { (p.profile as { share: number }[])[0].share = 0.5; }, 'portfolio.profile', 'they add up to 114 %'],
    ['the first step not in month 1', (p: Record<string, unknown>) => { (p.demand as { fromMonth: number }[])[0].fromMonth = 2; }, 'portfolio.demand[0].fromMonth', 'must be 1'],
    ['steps out of order', (p: Record<string, unknown>) => { (p.demand as { fromMonth: number }[])[2].fromMonth = 9; }, 'portfolio.demand[2].fromMonth', 'later than the step before (month 9)'],
    ['a step beyond the plan', (p: Record<string, unknown>) => { (p.demand as { fromMonth: number }[])[3].fromMonth = 40; }, 'portfolio.demand[3].fromMonth', 'within the plan (months 1–36)'],
    ['a commit without a term', (p: Record<string, unknown>) => { delete (p.offers as Record<string, unknown>[])[2].termMonths; }, 'portfolio.offers[2].termMonths', 'required for a commit offer'],
    ['a spot field on a commit offer', (p: Record<string, unknown>) => { (p.offers as Record<string, unknown>[])[2].availability = 0.5; }, 'portfolio.offers[2].availability', 'only to spot offers'],
    ['two offers with one name', (p: Record<string, unknown>) => { (p.offers as Record<string, unknown>[])[1].name = 'On-demand'; }, 'portfolio.offers[1].name', 'duplicates the name of offers[0]'],
    ['more than 24 blocks', (p: Record<string, unknown>) => { p.profile = Array.from({ length: 25 }, () => ({ share: 1 / 25, load: 1 })); }, 'portfolio.profile', 'at most 24 load blocks, got 25'],
    ['more than 20 offers', (p: Record<string, unknown>) => { p.offers = Array.from({ length: 21 }, (_, i) => ({ name: `O${i}`, kind: 'onDemand', pricePerGPUHour: 2 })); }, 'portfolio.offers', 'at most 20 offers, got 21'],
    ['no offers and no rent vs buy', (p: Record<string, unknown>) => { delete p.offers; }, 'portfolio.offers', 'no rent-vs-buy section'],
    ['an empty offers list and no rent vs buy', (p: Record<string, unknown>) => { p.offers = []; }, 'portfolio.offers', 'at least one offer'],
    ['a plan of 121 months', (p: Record<string, unknown>) => { p.months = 121; }, 'portfolio.months', '120'],
    ['a negative demand', (p: Record<string, unknown>) => { (p.demand as { gpus: number }[])[1].gpus = -8; }, 'portfolio.demand[1].gpus', '-8'],
    ['an unknown kind', (p: Record<string, unknown>) => { (p.offers as Record<string, unknown>[])[0].kind = 'reserved'; }, 'portfolio.offers[0].kind', 'reserved'],
    ['an offer named __proto__', (p: Record<string, unknown>) => { (p.offers as Record<string, unknown>[])[0].name = '__proto__'; }, 'portfolio.offers[0].name', '__proto__'],
  ])('%s is an error naming the field', (_label, change, path, text) => {
    const found = issues(withPlan(change)).filter((i) => i.path === path);
    expect(found.length, JSON.stringify(issues(withPlan(change)))).toBeGreaterThan(0);
    expect(found.map((i) => i.en).join(' | ')).toContain(text);
    expect(found[0].zh).not.toBe(found[0].en);
  });
});
