import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario, parseScenarioJson } from '../../models/scenario';
import type { LoadResult, ScenarioIssue } from '../../models/scenario';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

function minimal(): Record<string, unknown> {
  return {
    format: 'gpuplan/scenario',
    version: 1,
    name: 'Minimal',
    horizonMonths: 12,
    site: { contractedMW: 1, powerBasis: 'it', pue: 1.3, cooling: 'air' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 },
  };
}

function issuesOf(r: LoadResult): ScenarioIssue[] {
  if (r.ok) throw new Error('expected the load to fail');
  return r.issues;
}

function issueAt(r: LoadResult, path: string): ScenarioIssue {
  const found = issuesOf(r).find((i) => i.path === path);
  if (!found) throw new Error(`no issue at ${path}: ${issuesOf(r).map((i) => i.path).join(', ')}`);
  return found;
}

describe('loading the worked example', () => {
  it('loads with the values and defaults of docs/model.md', () => {
    const r = parseScenarioJson(fixture('h100-512-colo.gpuplan.json'));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const s = r.scenario;
    expect(s.horizonMonths).toBe(60);
    expect(s.site!.pue).toBe(1.35);
    expect(s.node.gpusPerNode).toBe(8);
    expect(s.market?.generations[0]).toEqual({
      id: 'hopper', label: 'H100 SXM', price: 2.1, annualDecline: 0.2, floor: 0.9, availableMonth: 0,
    });
    expect(s.market?.parity[0].fromMonth).toBe(12);
    expect(s.investment?.gpus).toBe(512);
    expect(s.investment?.gpusDefaulted).toBeUndefined();
    // Defaults of optional quote fields: 0 (also `committedShare`).
    expect(s.quotes?.[0].prepayFraction).toBe(0);
    expect(s.quotes?.[0].promoGPUHours).toBe(0);
    expect(s.quotes?.[2].regionPremium).toBe(0.12);
    expect(s.quotes?.[1].promoPrice).toBe(1.5);
    expect(s.uncertainty).toBeUndefined();
  });
});

describe('defaults', () => {
  it('fills every documented default', () => {
    const data = minimal();
    data.market = {
      generations: [
        { id: 'a', price: 2, annualDecline: 0.1 },
        { id: 'b', price: 3, annualDecline: 0.1, availableMonth: 9 },
      ],
      parity: [{ older: 'a', newer: 'b', relativeCost: 0.5 }],
    };
    data.investment = { capexPerGPU: 30000, utilization: 0.9 };
    data.rentVsBuy = {
      onDemandPrice: 2.5, spotPrice: 1.4, reservedPrice: 1.9, capexPerGPU: 30000, lifeYears: 5, usageHours: 3000,
      tokensPerSecondPerGPU: 1000,
    };
    data.workload = { gpuHoursPerMonth: 1000 };
    data.quotes = [{ provider: 'P', gpus: 8, pricePerGPUHour: 2, termMonths: 3 }];
    data.uncertainty = {};
    const r = loadScenario(data);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const s = r.scenario;
    expect(s.currency).toBe('USD');
    expect(s.site!.reserveFraction).toBe(0);
    expect(s.site!.overheadFraction).toBe(0);
    expect(s.market?.generations[0]).toMatchObject({ label: 'a', floor: 0, availableMonth: 0 });
    expect(s.market?.parity[0]).toMatchObject({ fromMonth: 9, fromMonthDefaulted: true });
    // 1 MW IT / 10.2 kW = 98 nodes = 784 GPUs.
    expect(s.investment).toMatchObject({ gpus: 784, gpusDefaulted: true, idlePowerFraction: 0.3, debtTermMonths: 0, discountRate: 0 });
    expect(s.rentVsBuy).toMatchObject({ spotOverhead: 0.1, idlePowerFraction: 0.3, residualFraction: 0, tokenUtilization: 1 });
    // docs/model.md › Quotes › Terms: demand growth defaults to 0; no bridge price (demand before delivery is uncovered).
    expect(s.workload).toEqual({ gpuHoursPerMonth: 1000, storageTB: 0, egressTBPerMonth: 0, discountRate: 0, demandGrowthAnnual: 0 });
    expect(s.quotes?.[0]).toMatchObject({ gpuModel: 'H100-SXM', committedShare: 0, taxRate: 0, promoPrice: 0 });
    // quote defaults reproduce v1; storage and egress prices stay "not stated" (no default).
    expect(s.quotes?.[0]).toMatchObject({ deliveryMonth: 0, annualEscalation: 0, promoMode: 'once', performanceFactor: 1 });
    expect(s.quotes?.[0]).not.toHaveProperty('storagePerTBMonth');
    expect(s.quotes?.[0]).not.toHaveProperty('egressPerGB');
    expect(s.uncertainty).toEqual({ trials: 10000, seed: 0, inputs: {} });
  });

  it('treats null like an absent optional field', () => {
    const data = minimal();
    (data.site as Record<string, unknown>).rackKW = null;
    (data.site as Record<string, unknown>).reserveFraction = null;
    const r = loadScenario(data);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.scenario.site!.rackKW).toBeUndefined();
    expect('rackKW' in r.scenario.site!).toBe(false);
    expect(r.scenario.site!.reserveFraction).toBe(0);
  });

  it('refuses to default investment.gpus when the site powers no GPU', () => {
    const data = minimal();
    (data.site as Record<string, unknown>).contractedMW = 0.005;
    data.investment = { capexPerGPU: 30000, utilization: 0.9 };
    const i = issueAt(loadScenario(data), 'investment.gpus');
    expect(i.message.en).toContain('powers none');
  });
});

describe('messages', () => {
  it('names field, rule and received value in en and zh-CN', () => {
    const data = minimal();
    (data.site as Record<string, unknown>).pue = 0.8;
    const i = issueAt(loadScenario(data), 'site.pue');
    expect(i.message.en).toBe('site.pue: must be between 1.0 and 3.0 (got 0.8)');
    expect(i.message['zh-CN']).toBe('site.pue：必须介于 1.0 与 3.0 之间（实际为 0.8）');
  });

  it('reports every problem of a file at once, with dotted paths', () => {
    const data = minimal();
    data.horizonMonths = 2.5;
    data.site = { contractedMW: '5', powerBasis: 'grid', pue: 1.2, cooling: 'air' };
    data.node = { gpuModel: 'X', gpusPerNode: 0, nodeKW: Number.NaN };
    data.quotes = [
      { provider: 'A', gpus: 8, pricePerGPUHour: 2, termMonths: 12 },
      { provider: 'B', gpus: 8, pricePerGPUHour: 2, termMonths: 12 },
      { provider: 'C', gpus: 8.5, pricePerGPUHour: Number.POSITIVE_INFINITY, termMonths: 0 },
    ];
    const r = loadScenario(data);
    const byPath = new Map(issuesOf(r).map((i) => [i.path, i.message.en]));
    expect(byPath.get('horizonMonths')).toBe('horizonMonths: must be a whole number between 1 and 240 (got 2.5)');
    expect(byPath.get('site.contractedMW')).toBe('site.contractedMW: must be a number (got "5")');
    expect(byPath.get('site.powerBasis')).toBe('site.powerBasis: must be one of "facility", "it" (got "grid")');
    expect(byPath.get('node.gpusPerNode')).toBe('node.gpusPerNode: must be a whole number between 1 and 1024 (got 0)');
    expect(byPath.get('node.nodeKW')).toBe('node.nodeKW: must be a finite number (got NaN)');
    expect(byPath.get('quotes[2].gpus')).toBe('quotes[2].gpus: must be a whole number between 1 and 10000000 (got 8.5)');
    expect(byPath.get('quotes[2].pricePerGPUHour')).toBe('quotes[2].pricePerGPUHour: must be a finite number (got Infinity)');
    expect(byPath.get('quotes[2].termMonths')).toBe('quotes[2].termMonths: must be a whole number between 1 and 1200 (got 0)');
    expect(byPath.size).toBe(8);
  });

  it('reports missing required fields and sections', () => {
    const data = minimal();
    delete data.name;
    delete data.node;
    data.investment = { utilization: 0.5 };
    const r = loadScenario(data);
    expect(issueAt(r, 'name').message).toEqual({ en: 'name: is required (missing)', 'zh-CN': 'name：为必填项（缺失）' });
    expect(issueAt(r, 'node').message.en).toBe('node: is required (missing)');
    expect(issueAt(r, 'investment.capexPerGPU').message.en).toBe('investment.capexPerGPU: is required (missing)');
  });

  it('rejects a section of the wrong type and a too-long list', () => {
    const data = minimal();
    data.site = [1, 2];
    data.quotes = Array.from({ length: 10_001 }, () => ({}));
    const r = loadScenario(data);
    expect(issueAt(r, 'site').message.en).toBe('site: must be an object (got a list of 2 items)');
    expect(issueAt(r, 'quotes').message.en).toBe('quotes: must have at most 10000 items (got 10001)');
  });
});

describe('malformed input', () => {
  it('empty file', () => {
    const issues = issuesOf(parseScenarioJson('  \n'));
    expect(issues).toEqual([{ path: '', message: { en: 'the file is empty', 'zh-CN': '文件为空' } }]);
  });

  it('invalid JSON names the reason', () => {
    const issues = issuesOf(parseScenarioJson('{"format": "gpuplan/scenario",'));
    expect(issues).toHaveLength(1);
    expect(issues[0].path).toBe('');
    expect(issues[0].message.en).toMatch(/^the file is not valid JSON: /);
    expect(issues[0].message['zh-CN']).toMatch(/^文件不是有效的 JSON：/);
  });

  it('a JSON value that is not an object', () => {
    expect(issuesOf(parseScenarioJson('[1]'))[0].message.en).toBe('a scenario file must hold a JSON object (got a list of 1 items)');
    expect(issuesOf(loadScenario(null))[0].path).toBe('');
  });

  it('wrong format', () => {
    const data = minimal();
    data.format = 'something/else';
    expect(issuesOf(loadScenario(data))).toEqual([
      {
        path: 'format',
        message: {
          en: 'format: must be "gpuplan/scenario" (got "something/else")',
          'zh-CN': 'format：必须为 "gpuplan/scenario"（实际为 "something/else"）',
        },
        // The rule alone, for a front end that names the field by its label (issue 33).
        rule: {
          en: 'must be "gpuplan/scenario" (got "something/else")',
          'zh-CN': '必须为 "gpuplan/scenario"（实际为 "something/else"）',
        },
      },
    ]);
  });

  it('a newer version is refused with a clear message', () => {
    const data = minimal();
    data.version = 5;
    const issues = issuesOf(loadScenario(data));
    expect(issues).toHaveLength(1);
    expect(issues[0].path).toBe('version');
    expect(issues[0].message.en).toContain('format version 5, newer than this version of GPU Plan reads (up to 4)');
    expect(issues[0].message['zh-CN']).toContain('格式版本为 5');
  });

  it('a non-integer or missing version', () => {
    const data = minimal();
    data.version = '1';
    expect(issueAt(loadScenario(data), 'version').message.en).toBe('version: must be a whole number (got "1")');
    delete data.version;
    expect(issueAt(loadScenario(data), 'version').message.en).toBe('version: is required (missing)');
  });

  it('a version older than any migration', () => {
    const data = minimal();
    data.version = 0;
    expect(issueAt(loadScenario(data), 'version').message.en).toContain('format version 0 is not supported');
  });
});

describe('cross-field checks', () => {
  function withMarket(): Record<string, unknown> {
    const data = minimal();
    data.market = {
      generations: [
        { id: 'hopper', price: 2.1, annualDecline: 0.2 },
        { id: 'hopper', price: 3.4, annualDecline: 0.18 },
      ],
      parity: [{ older: 'hopper', newer: 'rubin', relativeCost: 0.5 }],
    };
    data.investment = { generation: 'volta', capexPerGPU: 1, utilization: 0.5, debtFraction: 0.5 };
    data.quotes = [{ provider: 'P', gpus: 8, pricePerGPUHour: 2, termMonths: 3, promoGPUHours: 1000, generation: 'ampere' }];
    (data.site as Record<string, unknown>).rackKW = 5;
    return data;
  }

  it('reports each broken relation', () => {
    const r = loadScenario(withMarket());
    expect(issueAt(r, 'market.generations[1].id').message.en).toBe(
      'market.generations[1].id: duplicates the id of market.generations[0] (got "hopper")',
    );
    expect(issueAt(r, 'market.parity[0].newer').message.en).toBe(
      'market.parity[0].newer: must name a generation of market.generations (known: "hopper") (got "rubin")',
    );
    expect(issueAt(r, 'investment.generation').message.en).toContain('(got "volta")');
    expect(issueAt(r, 'quotes[0].generation').message.en).toContain('(got "ampere")');
    expect(issueAt(r, 'site.rackKW').message.en).toBe(
      'site.rackKW: must be at least node.nodeKW (10.2) so that a rack holds one node (got 5)',
    );
    expect(issueAt(r, 'investment.debtTermMonths').message.en).toBe(
      'investment.debtTermMonths: is required when debtFraction > 0 (missing)',
    );
    expect(issueAt(r, 'quotes[0].promoPrice').message['zh-CN']).toBe(
      'quotes[0].promoPrice：当 promoGPUHours > 0 时为必填项（缺失）',
    );
    expect(issuesOf(r)).toHaveLength(7);
  });

  it('accepts the same file once the relations are repaired', () => {
    const data = withMarket();
    const market = data.market as { generations: { id: string }[]; parity: { newer: string }[] };
    market.generations[1].id = 'blackwell';
    market.parity[0].newer = 'blackwell';
    Object.assign(data.investment as object, { generation: 'hopper', debtTermMonths: 36 });
    Object.assign((data.quotes as object[])[0], { generation: 'hopper', promoPrice: 1.5 });
    (data.site as Record<string, unknown>).rackKW = 41;
    const r = loadScenario(data);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.scenario.investment?.debtTermMonths).toBe(36);
  });

  it('debtTermMonths of 0 with debt names the value', () => {
    const data = minimal();
    data.investment = { capexPerGPU: 1, utilization: 0.5, debtFraction: 0.2, debtTermMonths: 0 };
    expect(issueAt(loadScenario(data), 'investment.debtTermMonths').message.en).toBe(
      'investment.debtTermMonths: must be at least 1 when debtFraction > 0 (got 0)',
    );
  });

  it('checks uncertainty inputs: path, distribution and range', () => {
    const data = minimal();
    data.investment = { capexPerGPU: 30000, utilization: 0.8 };
    data.uncertainty = {
      trials: 1.5,
      inputs: {
        'investment.utilization': { dist: 'triangular', min: 0.5, mode: 0.95, max: 0.9 },
        'investment.capexPerGPU': { dist: 'normal', mean: 30000, sd: -1 },
        'site.pue': { dist: 'uniform', min: 0.9, max: 1.4 },
        'site.rackKW': { dist: 'uniform', min: 30, max: 40 },
        'investment.contractMonths': { dist: 'uniform', min: -1, max: 2 },
        'foo.bar': { dist: 'uniform', min: 1, max: 2 },
        'workload.storageTB': { dist: 'beta', a: 1 },
      },
    };
    const r = loadScenario(data);
    const at = (p: string): string => issueAt(r, p).message.en;
    expect(at('uncertainty.trials')).toBe('uncertainty.trials: must be a whole number between 1 and 1000000 (got 1.5)');
    expect(at('uncertainty.inputs["investment.utilization"].mode')).toBe(
      'uncertainty.inputs["investment.utilization"].mode: must lie between min (0.5) and max (0.9) (got 0.95)',
    );
    expect(at('uncertainty.inputs["investment.capexPerGPU"].sd')).toContain('(got -1)');
    expect(at('uncertainty.inputs["site.pue"].min')).toBe(
      'uncertainty.inputs["site.pue"].min: must lie within the range of site.pue (1 … 3) (got 0.9)',
    );
    expect(at('uncertainty.inputs["site.rackKW"]')).toContain('names a field that this scenario does not have');
    // docs/model.md › Uncertainty: whole-number fields may be uncertain; their range still applies.
    expect(at('uncertainty.inputs["investment.contractMonths"].min')).toContain('must lie within the range of investment.contractMonths');
    expect(at('uncertainty.inputs["foo.bar"]')).toContain('must name a numeric field of the scenario');
    expect(at('uncertainty.inputs["workload.storageTB"].dist')).toBe(
      'uncertainty.inputs["workload.storageTB"].dist: must be one of "triangular", "uniform", "normal", "discrete" (got "beta")',
    );
  });

  it('uncertainty needs an investment section', () => {
    const data = minimal();
    data.uncertainty = { trials: 100 };
    expect(issueAt(loadScenario(data), 'uncertainty').message.en).toContain('needs an investment section');
  });

  it('checks price expressions at load', () => {
    const data = minimal();
    data.horizonMonths = 24;
    data.market = {
      generations: [
        { id: 'a', price: 2, annualDecline: 0.1, priceExpression: 'm.constructor' },
        { id: 'b', price: 2, annualDecline: 0.1, priceExpression: '1/(m-12)' },
        { id: 'c', price: 2, annualDecline: 0.1, priceExpression: '2.1*0.8^(m/12)' },
      ],
    };
    const r = loadScenario(data);
    expect(issueAt(r, 'market.generations[0].priceExpression').message.en).toContain('property or index access');
    expect(issueAt(r, 'market.generations[1].priceExpression').message.en).toContain('at m = 12 it gave Infinity');
    expect(issuesOf(r)).toHaveLength(2);
  });

  it('refuses generation ids that are prototype keys', () => {
    const data = minimal();
    data.market = { generations: [{ id: 'constructor', price: 2, annualDecline: 0.1 }] };
    expect(issueAt(loadScenario(data), 'market.generations[0].id').message.en).toContain('must not be "__proto__"');
  });
});

describe('prototype pollution', () => {
  it('rejects __proto__, constructor and prototype keys anywhere, naming the path', () => {
    const text = `{"format":"gpuplan/scenario","version":1,"name":"x","horizonMonths":12,
      "site":{"contractedMW":1,"powerBasis":"it","pue":1.3,"cooling":"air","__proto__":{"polluted":true}},
      "node":{"gpuModel":"H","gpusPerNode":8,"nodeKW":10},
      "quotes":[{"provider":"P","gpus":8,"pricePerGPUHour":2,"termMonths":3,"extra":{"constructor":{"prototype":{"x":1}}}}],
      "prototype":1}`;
    const r = parseScenarioJson(text);
    const paths = issuesOf(r).map((i) => i.path).sort();
    expect(paths).toEqual(['prototype', 'quotes[0].extra.constructor', 'site.__proto__']);
    expect(issueAt(r, 'site.__proto__').message.en).toContain('the key "__proto__" is not allowed');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('reports other problems of the same file too', () => {
    const r = parseScenarioJson(
      '{"format":"gpuplan/scenario","version":1,"name":"x","horizonMonths":0,"__proto__":{},' +
        '"site":{"contractedMW":1,"powerBasis":"it","pue":1.3,"cooling":"air"},"node":{"gpuModel":"H","gpusPerNode":8,"nodeKW":10}}',
    );
    expect(issuesOf(r).map((i) => i.path)).toEqual(['__proto__', 'horizonMonths']);
  });

  it('rejects absurd nesting', () => {
    const data = minimal();
    let deep: Record<string, unknown> = {};
    data.extra = deep;
    for (let i = 0; i < 100; i++) {
      const next: Record<string, unknown> = {};
      deep.a = next;
      deep = next;
    }
    expect(issuesOf(loadScenario(data))[0].message.en).toContain('nested more than 64 levels deep');
  });
});
