// The report's pure parts: key figures and the assumptions table for the worked example.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
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
    expect(byKey.get('irr')?.value).toBe('-20.61%');
    expect(byKey.get('irr')?.tone).toBe('bad');
    expect(byKey.get('requiredMW')?.label).toBe('Power required for 512 GPUs');
    expect(byKey.get('bestQuote')?.value).toMatch(/^Provider B · \$2\.38/);
    // One "price to match" per quote other than the best.
    const match = [...byKey.keys()].filter((k) => k.startsWith('match-'));
    expect(match).toEqual(['match-0', 'match-2']);
    expect(byKey.get('match-0')?.label).toContain('Provider A');
  });

  it('uses Chinese labels and Chinese number grouping in zh-CN', () => {
    const figures = keyFigures(scenario, result, 'zh-CN');
    expect(figures[0]).toMatchObject({ label: '可交付 GPU 数', value: '50,168' });
    expect(figures.find((f) => f.key === 'payback')?.value).toBe('测算期内未回收');
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
