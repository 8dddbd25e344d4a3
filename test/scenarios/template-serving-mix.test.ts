// The "Serving + fine-tuning: the cheapest mix" template (issue 24 item 6): a renter with no site
// whose demand plan (docs/model.md › Demand plan) loads and, solved with HiGHS, mixes 3-year and 1-year
// commitments with spot and on-demand; its offers are the catalogue's H100 prices.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../models/catalogue';
import { evaluateScenario } from '../../models/evaluate';
import { DEFAULT_OFFER_NAMES, PORTFOLIO_TOLERANCE, type MilpSolver } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';
import { findTemplate, instantiateTemplate } from '../../src/scenarios/templates';
import { PROFILE_PRESETS } from '../../src/store/portfolio-edits';
import { highs, ruleCost } from '../portfolio/helpers';

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

const t = findTemplate('serving-mix')!;

function solved(doc: Record<string, unknown>) {
  const loaded = loadScenario(doc);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { portfolioSolver: solver }) };
}

describe('template serving-mix', () => {
  it('is a renter with no site: day/night serving growing 32 → 96 → 160 H100, 30 % restartable, at the catalogue’s prices', () => {
    expect(t.name).toEqual({ en: 'Serving + fine-tuning: the cheapest mix', 'zh-CN': '推理服务 + 微调：最低成本的合同组合' });
    for (const lang of ['en', 'zh-CN'] as const) {
      const loaded = loadScenario(instantiateTemplate(t, lang));
      if (!loaded.ok) throw new Error(`${lang}: ${JSON.stringify(loaded.issues)}`);
      expect(loaded.scenario.site).toBeUndefined();
    }
    // The offers are the plan's own, named in the reader's language.
    const names = (lang: 'en' | 'zh-CN') => (instantiateTemplate(t, lang).portfolio as { offers: { name: string }[] }).offers.map((o) => o.name);
    expect(names('en')).toEqual(['On-demand', 'Spot', '1-year reservation', '3-year reservation']);
    expect(names('zh-CN')).toEqual(['按需', '竞价（Spot）', '1 年预留', '3 年预留']);
    const p = loadScenario(t.doc).ok ? (t.doc.portfolio as Record<string, any>) : null;
    expect(p!.demand).toEqual([
      { fromMonth: 1, gpus: 32 },
      { fromMonth: 10, gpus: 96 },
      { fromMonth: 19, gpus: 160 },
    ]);
    expect(p!.profile).toEqual(PROFILE_PRESETS.dayNight);
    expect(p!.interruptibleShare).toBe(0.3);
    // Every price is the catalogue's H100 figure (the 1-year one quoted in cents: $2.093 → $2.09).
    const prices = CATALOGUE.gpus['H100-SXM'].prices;
    const offer = (name: string) => p!.offers.find((o: { name: string }) => o.name === name);
    expect(offer(DEFAULT_OFFER_NAMES.onDemand)).toEqual({ name: 'On-demand', kind: 'onDemand', pricePerGPUHour: prices.onDemand.value });
    expect(offer(DEFAULT_OFFER_NAMES.spot)).toMatchObject({ kind: 'spot', pricePerGPUHour: prices.spot.value, availability: 0.9 });
    expect(offer(DEFAULT_OFFER_NAMES.reserved)).toMatchObject({ kind: 'commit', termMonths: 12, gpuBlock: 8 });
    expect(offer(DEFAULT_OFFER_NAMES.reserved).pricePerGPUHour).toBeCloseTo(prices.contract1y.value!, 2);
    expect(offer(DEFAULT_OFFER_NAMES.reserved3y)).toMatchObject({ kind: 'commit', termMonths: 36, gpuBlock: 8, pricePerGPUHour: prices.contract3y.value });
  });

  it('solves to a mix: 3 years for the base, a year at a time for the growth, spot and on-demand for the peaks', () => {
    const { scenario, result } = solved(t.doc);
    expect(result.warnings).toEqual([]);
    const p = result.portfolio!;
    expect(p.solve.gap).toBeLessThanOrEqual(PORTFOLIO_TOLERANCE);
    expect(p.commitments.map(({ offer, startMonth, endMonth, gpus }) => ({ offer, startMonth, endMonth, gpus }))).toEqual([
      { offer: '3-year reservation', startMonth: 1, endMonth: 36, gpus: 32 },
      { offer: '1-year reservation', startMonth: 19, endMonth: 30, gpus: 8 },
      { offer: '1-year reservation', startMonth: 25, endMonth: 36, gpus: 8 },
    ]);
    expect(p.unservedGPUHours).toBe(0);
    // Every offer serves part of the demand, and the mix is well below renting it all flexibly.
    for (const name of Object.values(DEFAULT_OFFER_NAMES)) expect(p.byOffer[name].demandShare, name).toBeGreaterThan(0.05);
    expect(p.savingsShare).toBeGreaterThan(0.15);
    // The reported cost is the dispatch rule's cost of the plan, rebuilt from docs/model.md's text.
    const rule = ruleCost(scenario.portfolio!, p.commitments);
    expect(p.presentCost).toBeCloseTo(rule.presentCost, 6);
    expect(p.totalCost).toBeCloseTo(rule.totalCost, 6);
  });

  it('without the 3-year offer (seed 003: those terms have nearly gone) the base moves to 1-year terms and costs more', () => {
    const doc = structuredClone(t.doc) as Record<string, any>;
    const withThree = solved(t.doc).result.portfolio!;
    doc.portfolio.offers = doc.portfolio.offers.filter((o: { termMonths?: number }) => o.termMonths !== 36);
    const without = solved(doc).result.portfolio!;
    expect(without.commitments.length).toBeGreaterThan(0);
    expect(new Set(without.commitments.map((c) => c.offer))).toEqual(new Set(['1-year reservation']));
    expect(without.presentCost).toBeGreaterThan(withThree.presentCost);
    expect(without.savingsShare).toBeGreaterThan(0);
  });
});
