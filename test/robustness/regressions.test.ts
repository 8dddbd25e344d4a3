// One test per bug the robustness corpus found (models/README.md lists the rules they led to).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE, mergeCatalogueWithReport } from '../../models/catalogue';
import type { CatalogueOverrides } from '../../models/catalogue';
import { evaluateScenario } from '../../models/evaluate';
import { compileMonthExpression } from '../../models/expression';
import { moic } from '../../models/finance';
import { computeQuotes } from '../../models/quotes';
import { computeRentVsBuy } from '../../models/rent-vs-buy';
import { loadScenario, migrate, parseScenarioJson } from '../../models/scenario';
import type { QuoteInput, RentVsBuyInput, ScenarioIssue } from '../../models/scenario';
import type { Doc } from './support';
import { colo, kitchenSink, nonFinitePaths, ROOT, withValue, without } from './support';

function issuesOf(r: ReturnType<typeof loadScenario>): ScenarioIssue[] {
  if (r.ok) throw new Error('expected the loader to refuse the file');
  return r.issues;
}

function messageAt(r: ReturnType<typeof loadScenario>, at: string): string | undefined {
  return issuesOf(r).find((i) => i.path === at)?.message.en;
}

describe('loader: deep nesting with an old version (RangeError from structuredClone)', () => {
  const deepList = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const file = `{"vendorData":${deepList},${JSON.stringify({ ...colo(), version: 0 }).slice(1)}`;

  it('reports the nesting and the version instead of throwing', () => {
    const r = parseScenarioJson(file);
    const issues = issuesOf(r);
    const nesting = issues.find((i) => i.path.startsWith('vendorData['));
    expect(nesting?.message.en).toMatch(/^vendorData(\[0\]){63}: is nested more than 64 levels deep$/);
    expect(issues.find((i) => i.path === 'version')?.message.en).toBe(
      'version: format version 0 is not supported (no migration from version 0; oldest readable: 1)',
    );
  });

  it('a migration step that throws becomes a version issue', () => {
    const steps = [{ from: 0, up: (): never => { throw new Error('boom'); } }];
    expect(migrate({ ...colo(), version: 0 }, steps)).toEqual({
      ok: false,
      error: { en: 'migration from version 0 failed', 'zh-CN': '从版本 0 迁移失败' },
    });
  });
});

describe('loader: bounds that keep results finite and small', () => {
  it('quotes whose terms add up to more than 120,000 months are refused', () => {
    const quote = (colo().quotes as Doc[])[0];
    const many = (termMonths: number): Doc => ({ ...colo(), quotes: Array.from({ length: 10_000 }, () => ({ ...quote, termMonths })) });
    expect(loadScenario(many(12)).ok).toBe(true);
    expect(messageAt(loadScenario(many(13)), 'quotes')).toBe(
      "quotes: the quotes' terms add up to 130000 months; at most 120000 in total (e.g. 10000 quotes of 12 months)",
    );
  });

  it('a price expression is checked over the longest quote term, not only the horizon', () => {
    const doc = withValue(withValue(colo(), ['market', 'generations', 0, 'priceExpression'], '1/(m - 100)'), ['quotes', 0, 'termMonths'], 120);
    expect(messageAt(loadScenario(doc), 'market.generations[0].priceExpression')).toBe(
      'market.generations[0].priceExpression: the expression must give a finite real number (at m = 100 it gave Infinity)',
    );
    // Within the 60-month horizon and 12-month quotes the same expression is fine.
    expect(loadScenario(withValue(colo(), ['market', 'generations', 0, 'priceExpression'], '1/(m - 100)')).ok).toBe(true);
  });

  it('a price expression may not exceed the price limit (1e308 made Infinity regrets)', () => {
    const r = loadScenario(withValue(colo(), ['market', 'generations', 0, 'priceExpression'], '1e308'));
    expect(messageAt(r, 'market.generations[0].priceExpression')).toBe(
      'market.generations[0].priceExpression: must give at most 1000000 per GPU-hour (at m = 0 it gave 1e+308)',
    );
  });

  it('node.nodeKW is at least 1 W and rentVsBuy.lifeYears at least 0.1 years', () => {
    const r = loadScenario(withValue(withValue(colo(), ['node', 'nodeKW'], 5e-324), ['rentVsBuy', 'lifeYears'], 1e-300));
    expect(messageAt(r, 'node.nodeKW')).toBe('node.nodeKW: must be between 0.001 and 10000 (got 5e-324)');
    expect(messageAt(r, 'rentVsBuy.lifeYears')).toBe('rentVsBuy.lifeYears: must be between 0.1 and 50.0 (got 1e-300)');
    expect(loadScenario(withValue(withValue(colo(), ['node', 'nodeKW'], 0.001), ['rentVsBuy', 'lifeYears'], 0.1)).ok).toBe(true);
  });

  it('the tornado of a wide node.nodeKW input with defaulted GPUs stays finite (its low end was 5e-324 kW)', () => {
    const doc = withValue(kitchenSink(), ['uncertainty', 'inputs'], { 'node.nodeKW': { dist: 'normal', mean: 10.2, sd: 20 } });
    const r = loadScenario(doc);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const result = evaluateScenario(r.scenario, { trials: 50 });
    const tornado = result.uncertainty!.tornado;
    expect(tornado[0].path).toBe('node.nodeKW');
    expect(Number.isFinite(tornado[0].npvLow)).toBe(true);
    expect(nonFinitePaths(result)).toEqual([]);
  });
});

describe('price expressions: bounded work', () => {
  const sumOf = (n: number): string => Array.from({ length: n }, () => 'm / 1000').join(' + ');

  it('compiled expressions report their size (parts of the tree)', () => {
    const c = compileMonthExpression('2.1 * 0.8 ^ (m / 12)');
    expect(c.ok && c.size).toBe(8); // 2.1, 0.8, m, 12, /, ( ), ^, *
  });

  it('all price expressions of a file together have at most 1,000 parts', () => {
    const doc = withValue(withValue(colo(), ['market', 'generations', 0, 'priceExpression'], sumOf(40)), ['market', 'generations', 1, 'priceExpression'], sumOf(40));
    const one = compileMonthExpression(sumOf(40));
    expect(one.ok && one.size).toBe(159);
    expect(loadScenario(doc).ok).toBe(true);
    const gens = Array.from({ length: 7 }, (_, i) => ({ id: `g${i}`, price: 2, annualDecline: 0.1, priceExpression: sumOf(40) }));
    const many = withValue(withValue(colo(), ['market', 'generations'], gens), ['market', 'parity'], []);
    expect(messageAt(loadScenario({ ...many, investment: { ...(many.investment as Doc), generation: 'g0' } }), 'market.generations')).toBe(
      'market.generations: the price expressions have 1113 parts together (numbers, names, operators, calls); at most 1000',
    );
  });

  it('Monte Carlo on the floor of an expression-priced generation finishes (no per-trial re-evaluation hang)', () => {
    const doc = withValue(kitchenSink(), ['market', 'generations', 1, 'priceExpression'], `${'abs('.repeat(99)}m/100${')'.repeat(99)}`);
    const r = loadScenario(withValue(doc, ['uncertainty', 'inputs'], { 'market.generations[1].floor': { dist: 'uniform', min: 0.5, max: 1 } }));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const t0 = performance.now();
    const result = evaluateScenario(r.scenario, { trials: 2000 });
    // A hang guard, not a speed goal (those live in `npm run bench`): measured here 0.1 s, and
    // 2.2 s per 2,000 trials before the per-month memo; 86 s for the default 10,000 trials.
    expect(performance.now() - t0).toBeLessThan(30_000);
    expect(result.uncertainty?.trials).toBe(2000);
  });
});

describe('engine: ratios with a tiny denominator are null, not Infinity', () => {
  const rvb: RentVsBuyInput = {
    onDemandPrice: 2.49, spotPrice: 1.4, spotOverhead: 0.1, reservedPrice: 1.85, capexPerGPU: 34_000, lifeYears: 5,
    residualFraction: 0.1, costOfCapital: 0.1, powerPricePerKWh: 0.07, coloPerKWMonth: 130, opexPerGPUMonth: 45,
    idlePowerFraction: 0.3, usageHours: 2000,
  };
  const ctx = { kwPerGPU: 1.5, pue: 1.35 };

  it('capital charge at a tiny cost of capital equals the zero-rate charge (was Infinity: 1 + 1e-17 === 1)', () => {
    const zero = computeRentVsBuy({ ...rvb, costOfCapital: 0 }, ctx).capital!;
    expect(zero).toBeCloseTo((34_000 * 0.9) / 5, 9);
    for (const tiny of [5e-324, 1e-300, 1e-17, -1e-17]) {
      const c = computeRentVsBuy({ ...rvb, costOfCapital: tiny }, ctx).capital!;
      expect(Math.abs(c - zero)).toBeLessThan(1e-9 * zero);
    }
    // And the ordinary annuity is unchanged: since docs/model.md › Rent vs buy it is monthly, 12·(34000 − 3400·(1+j)⁻⁶⁰)·j / (1 − (1+j)⁻⁶⁰)
    // with j = 1.1^(1/12) − 1 (v1's annual 34000·(1 − 0.1·1.1⁻⁵)·0.1 / (1 − 1.1⁻⁵) gave 8,412.20; now 8,049.61).
    const j = 1.1 ** (1 / 12) - 1;
    const usual = (12 * (34_000 - 3_400 * (1 + j) ** -60) * j) / (1 - (1 + j) ** -60);
    expect(Math.abs(computeRentVsBuy(rvb, ctx).capital! - usual)).toBeLessThan(1e-9 * usual);
  });

  it('cost per million tokens is null when the tokens per hour are too few to divide by', () => {
    const r = computeRentVsBuy({ ...rvb, tokensPerSecondPerGPU: 5e-324, tokenUtilization: 1, autoscaledUtilization: 1 }, ctx);
    expect(r.perToken?.costPerMillionTokens).toEqual({ onDemand: null, spot: null, reserved: null, buy: null });
    expect(r.perToken?.cheapest).toBeNull();
    const usual = computeRentVsBuy({ ...rvb, tokensPerSecondPerGPU: 1000, tokenUtilization: 1, autoscaledUtilization: 1 }, ctx);
    expect(usual.perToken?.costPerMillionTokens.onDemand).toBeCloseTo((2.49 / 3.6e6) * 1e6, 12);
  });

  it('moic is null when the negative flows are too small to divide by', () => {
    expect(moic([-5e-324, 1e6])).toBeNull();
    expect(moic([-2, 1, 4])).toBe(2.5);
  });

  it('quote ratios per used GPU-hour are null for a workload of 5e-324 GPU-hours', () => {
    const quote: QuoteInput = {
      provider: 'P', gpuModel: 'H100', gpus: 8, pricePerGPUHour: 2, termMonths: 12, committedShare: 1, prepayFraction: 0, prepayDiscount: 0,
      storageTBIncluded: 0, storagePerTBMonth: 0, egressTBIncludedPerMonth: 0, egressPerGB: 0, taxRate: 0, regionPremium: 0, promoGPUHours: 0, promoPrice: 0,
      deliveryMonth: 0, annualEscalation: 0, promoMode: 'once', performanceFactor: 1,
    };
    const r = computeQuotes([quote, { ...quote, provider: 'Q', pricePerGPUHour: 3 }], { gpuHoursPerMonth: 5e-324, storageTB: 0, egressTBPerMonth: 0, discountRate: 0.1 });
    expect(nonFinitePaths(r)).toEqual([]);
    // docs/model.md › Quotes › Window: every quote has a rank; those that use no hours in the window come last, in quote order.
    expect(r.quotes.map((q) => [q.effectivePerUsedGPUHour, q.pvPerUsedGPUHour, q.windowPVPerUsedGPUHour, q.windowPerUsedGPUHour, q.rank])).toEqual([[null, null, null, null, 1], [null, null, null, null, 2]]);
    expect(r.bestIndex).toBeNull();
  });
});

describe('catalogue overrides from a file', () => {
  const merge = (o: unknown) => mergeCatalogueWithReport(CATALOGUE, o as CatalogueOverrides, '2026-12-01');

  it('input that is not an object is reported, not a TypeError', () => {
    expect(merge(null)).toMatchObject({ catalogue: CATALOGUE, ignored: ['overrides: must be an object with gpus, providers and/or site (got null)'] });
    expect(merge(null).issues).toEqual([
      {
        path: 'overrides',
        message: {
          en: 'overrides: must be an object with gpus, providers and/or site (got null)',
          'zh-CN': 'overrides：必须是包含 gpus、providers 和/或 site 的对象（实际为 null）',
        },
        rule: { en: 'must be an object with gpus, providers and/or site (got null)', 'zh-CN': '必须是包含 gpus、providers 和/或 site 的对象（实际为 null）' },
      },
    ]);
    expect(merge([]).ignored).toEqual(['overrides: must be an object with gpus, providers and/or site (got a list)']);
    expect(merge(JSON.parse('{"gpu": {}, "__proto__": {"x": 1}}')).ignored).toEqual([
      'gpu: unknown section (expected gpus, providers, site)',
      '__proto__: forbidden key',
    ]);
  });

  it('a field whose catalogue value is unknown (null) keeps its type, range and enum', () => {
    const r = merge({
      gpus: { 'GB200-NVL72': { prices: { spot: 'cheap', contract1y: [1] } } },
      providers: { runpod: { clusterMaxTier: 'diamond', category: 'neocloud' }, 'vast-ai': { regions: [1, 2] } },
    });
    expect(r.ignored).toEqual([
      'gpus.GB200-NVL72.prices.spot: must be between 0.0 and 1000000 (got "cheap")',
      'gpus.GB200-NVL72.prices.contract1y: must be between 0.0 and 1000000 (got a list of 1 items)',
      'providers.runpod.clusterMaxTier: must be one of "platinum", "gold", "silver", "bronze", "underperform" (got "diamond")',
      'providers.vast-ai.regions: must be a list of at most 1000 texts (got a list of 2 items)',
    ]);
    expect(r.catalogue.providers.runpod.category).toEqual({ value: 'neocloud', source: 'user', asOf: '2026-12-01' });
  });

  it('numbers keep the ranges of the scenario fields they prefill; dates must exist', () => {
    const r = merge({
      gpus: { 'H100-SXM': { gpusPerNode: 0.5, tdpW: 1e308, nodeKW: 5e-324, prices: { onDemand: { value: 2, asOf: '2026-02-30' } } } },
      site: { pue: 0.8, depreciationYears: 0.01, overheadFraction: 0.1 },
    });
    expect(r.ignored).toEqual([
      'gpus.H100-SXM.gpusPerNode: must be a whole number between 1 and 1024 (got 0.5)',
      'gpus.H100-SXM.tdpW: must be greater than 0.0 and at most 10000 (got 1e+308)',
      'gpus.H100-SXM.nodeKW: must be between 0.001 and 10000 (got 5e-324)',
      'gpus.H100-SXM.prices.onDemand: asOf must be an ISO date (YYYY-MM-DD)',
      'site.pue: must be between 1.0 and 3.0 (got 0.8)',
      'site.depreciationYears: must be between 0.1 and 50.0 (got 0.01)',
    ]);
    expect(r.catalogue.gpus['H100-SXM']).toEqual(CATALOGUE.gpus['H100-SXM']);
    expect(r.catalogue.site.overheadFraction.value).toBe(0.1);
  });

  it('ids must be 1 to 64 characters; long keys are cut in the report', () => {
    const gpu = { label: 'X', tdpW: 600, gpusPerNode: 8, nodeKW: 6.5, cooling: 'air' };
    const r = merge({ gpus: { '': gpu, ['g'.repeat(100)]: gpu }, site: { ['k'.repeat(1000)]: 1 } });
    expect(r.ignored).toEqual([
      'gpus[""]: an id must be 1 to 64 characters',
      `gpus["${'g'.repeat(40)}…"]: an id must be 1 to 64 characters`,
      `site.${'k'.repeat(64)}…: unknown field`,
    ]);
  });
});

describe('CLI: a file the engine used to throw on exits 2, not 1', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-regression-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('price expression failing after the horizon, within a quote term', () => {
    const doc = withValue(withValue(colo(), ['market', 'generations', 0, 'priceExpression'], '1/(m - 100)'), ['quotes', 0, 'termMonths'], 120);
    const file = path.join(dir, 'expr.gpuplan.json');
    writeFileSync(file, JSON.stringify(without(doc, ['notes'])));
    const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/gpuplan.mjs'), 'evaluate', file], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `${file}: market.generations[0].priceExpression: the expression must give a finite real number (at m = 100 it gave Infinity)\n`,
    );
  });
});
