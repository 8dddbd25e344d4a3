// The report's pure parts: key figures and the assumptions table for the worked example.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, parseScenarioJson } from '../../models/scenario';
import { assumptionGroups } from '../../src/report/assumption-rows';
import { keyFigures } from '../../src/report/key-figures';

const text = readFileSync(resolve(import.meta.dirname, '../fixtures/h100-512-colo.gpuplan.json'), 'utf8');
const parsed = parseScenarioJson(text);
if (!parsed.ok) throw new Error('fixture invalid');
const { scenario, raw } = parsed;
const result = evaluateScenario(scenario, { raw });

describe('keyFigures', () => {
  it('formats the worked example in en', () => {
    const byKey = new Map(keyFigures(scenario, result, 'en').map((f) => [f.key, f]));
    expect(byKey.get('gpus')?.value).toBe('50,168');
    expect(byKey.get('irr')?.value).toBe('-20.6%');
    expect(byKey.get('irr')?.tone).toBe('bad');
    expect(byKey.get('requiredMW')?.label).toBe('Contracted power for 512 GPUs');
    // docs/model.md › Quotes › Window: the best on the common window, with the ranking's figure (window PV per used hour; the
    // own-term effective price is $2.38); the price to match is a quoted price per GPU-hour.
    const w = result.quotes!;
    expect(byKey.get('bestQuote')?.label).toBe('Best quote');
    expect(byKey.get('bestQuote')?.value).toBe('Provider B');
    expect(byKey.get('bestQuote')?.note).toBe(`$${w.quotes[1].windowPVPerUsedGPUHour!.toFixed(2)} per used GPU-hour (present value, all-in) over the same ${w.windowMonths} months`);
    expect(byKey.get('match-0')?.value).toMatch(/^\$\d\.\d\d per GPU-hour$/);
    // One "price to match" per quote other than the best.
    const match = [...byKey.keys()].filter((k) => k.startsWith('match-'));
    expect(match).toEqual(['match-0', 'match-2']);
    expect(byKey.get('match-0')?.label).toContain('Provider A');
  });

  it('uses Chinese labels and Chinese number grouping in zh-CN', () => {
    const figures = keyFigures(scenario, result, 'zh-CN');
    expect(figures[0]).toMatchObject({ label: '可交付 GPU', value: '50,168' });
    expect(figures.find((f) => f.key === 'payback')?.value).toBe('在测算期内未回本');
  });
});

describe('assumptionGroups', () => {
  const groups = assumptionGroups(scenario, raw, 'en');
  const row = (group: string, label: string) => groups.find((g) => g.title === group)?.rows.find((r) => r.label === label);

  it('lists every section of the example, one table per generation and quote', () => {
    expect(groups.map((g) => g.title)).toEqual([
      'Scenario',
      'Site and power',
      'Node',
      'Market: H100 SXM',
      'Market: B200',
      'Parity rule 1',
      'Investment',
      'Rent vs buy',
      'Workload',
      'Quote: Provider A',
      'Quote: Provider B',
      'Quote: Provider C',
    ]);
  });

  it('gives values with units and tells stated inputs from defaults', () => {
    const pue = groups[1].rows.find((r) => r.value === '1.35');
    expect(pue?.source).toBe('file');
    expect(row('Site and power', groups[1].rows[0].label)).toMatchObject({ value: '100', unit: 'MW', source: 'file', numeric: true });
    const capex = groups.find((g) => g.title === 'Investment')?.rows.find((r) => r.value === '34,000');
    expect(capex?.unit).toBe('USD/GPU');
    // The example states no billing granularity etc.; a defaulted numeric field is marked as such.
    const quoteA = groups.find((g) => g.title === 'Quote: Provider A')!;
    expect(quoteA.rows.some((r) => r.source === 'default')).toBe(true);
    expect(quoteA.rows.find((r) => r.value === '99.5%')?.source).toBe('file');
    expect(groups.find((g) => g.title === 'Quote: Provider C')?.rows.some((r) => r.value === '99.9%')).toBe(true);
  });

  it('translates labels and enum values in zh-CN', () => {
    const zh = assumptionGroups(scenario, raw, 'zh-CN');
    expect(zh[1].title).toBe('场地与电力');
    expect(zh[1].rows.some((r) => r.value === '风冷')).toBe(true);
  });
});

describe('assumptionGroups: a demand plan (docs/model.md › Demand plan)', () => {
  const planText = readFileSync(resolve(import.meta.dirname, '../fixtures/v3-renter-plan.gpuplan.json'), 'utf8');
  const plan = parseScenarioJson(planText);
  if (!plan.ok) throw new Error('fixture invalid');

  it('lists the plan’s figures, each demand step and load block, and one table per offer', () => {
    const groups = assumptionGroups(plan.scenario, plan.raw, 'en');
    expect(groups.map((g) => g.title)).toEqual([
      'Scenario',
      'Node',
      'Demand plan',
      'Offer: On-demand',
      'Offer: Spot',
      'Offer: 1-year commitment',
      'Offer: 3-year commitment',
    ]);
    const rows = groups[2].rows.map(({ label, value, unit, source }) => [label, value, unit, source]);
    expect(rows).toEqual([
      ['Plan length', '36', 'months', 'file'],
      ['Restartable share', '30%', '', 'file'],
      ['Discount rate', '10%', 'per year', 'file'],
      ['Peak from month 1', '64', 'GPUs', 'file'],
      ['Peak from month 9', '128', 'GPUs', 'file'],
      ['Peak from month 17', '192', 'GPUs', 'file'],
      ['Peak from month 25', '256', 'GPUs', 'file'],
      ['Load block 1', '36% of the hours at 100% of the peak', '', 'file'],
      ['Load block 2', '25% of the hours at 60% of the peak', '', 'file'],
      ['Load block 3', '39% of the hours at 25% of the peak', '', 'file'],
    ]);
    const year = groups[5].rows.map(({ label, value, unit }) => [label, value, unit]);
    expect(year).toEqual([
      ['Name', '1-year commitment', ''],
      ['Billing', 'Commitment', ''],
      ['Price per GPU-hour', '1.89', 'USD/GPU-h'],
      ['Term', '12', 'months'],
      ['Earliest start', '3', 'month no.'],
      ['Block size', '8', 'GPUs'],
    ]);
    const zh = assumptionGroups(plan.scenario, plan.raw, 'zh-CN');
    expect(zh[2].title).toBe('需求计划');
    expect(zh[2].rows.find((r) => r.label === '负载时段 2')?.value).toBe('占 25% 的小时，负载为峰值的 60%');
    expect(zh[4].rows.find((r) => r.label === '计费方式')?.value).toBe('竞价（可中断）');
  });
});

describe('assumptionGroups: prices a quote leaves out (issue 25)', () => {
  it('reads "not quoted" / "未报价" for an unstated storage or egress price, never leaves it out', () => {
    const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v2-1024-h100.gpuplan.json'), 'utf8')) as Record<string, unknown>;
    const loaded = loadScenario(doc);
    if (!loaded.ok) throw new Error('load');
    const east = (lang: 'en' | 'zh-CN') => assumptionGroups(loaded.scenario, loaded.raw, lang).find((g) => g.rows.length > 0 && /Provider East/.test(g.title));
    expect(east('en')?.rows.find((r) => r.label === 'Storage price')?.value).toBe('not quoted');
    expect(east('en')?.rows.find((r) => r.label === 'Egress price')?.value).toBe('0');
    expect(east('zh-CN')?.rows.find((r) => r.label === '存储价格')?.value).toBe('未报价');
  });
});
