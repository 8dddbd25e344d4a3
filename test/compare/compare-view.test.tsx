// @vitest-environment happy-dom
// The compare page as a decision aid: labels by path, sections, the differences that move a key
// result first, deltas and the best value, and long values clipped inside their cells.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { diffInputs, keyResults } from '../../models/compare';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, type Scenario } from '../../models/scenario';
import { CompareTables } from '../../src/compare/compare-tables';
import { bestIndexes, deltaFrom, groupDifferences, presentSections } from '../../src/compare/compare-view';
import { compareImpacts } from '../../models/compare-impact';
import { labelContext, labelInput, readableKey } from '../../src/present/input-labels';
import { editorMessages } from '../../src/present/messages';
import { TEMPLATES, instantiateTemplate } from '../../src/scenarios/templates';
import { renderWithI18n } from '../results/render-i18n';
import { workedExampleDoc } from '../results/worked-example';

afterEach(cleanup);

const ITEMS = {
  quoteItem: 'Quote {{n}} · {{name}}',
  quoteNumber: 'Quote {{n}}',
  generationItem: 'Generation {{name}}',
  generationNumber: 'Generation {{n}}',
  parityItem: 'Parity {{name}}',
  parityNumber: 'Parity rule {{n}}',
};

function load(doc: unknown): Scenario {
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

function template(id: string, lang: 'en' | 'zh-CN' = 'en'): Scenario {
  return load(instantiateTemplate(TEMPLATES.find((t) => t.id === id)!, lang));
}

describe('input labels by path', () => {
  const en = editorMessages('en');
  const ctx = labelContext([template('three-quotes'), template('h100-vs-b200')], 'USD', ITEMS);

  it('uses the editor’s label and unit, and names the list item', () => {
    expect(labelInput('quotes[1].egressTBIncludedPerMonth', en, ctx)).toEqual({
      section: 'quotes',
      item: 'Quote 2 · Provider B',
      label: 'Egress included',
      unit: 'TB/month',
      percent: false,
    });
    expect(labelInput('market.generations[1].annualDecline', en, ctx)).toMatchObject({
      section: 'market',
      item: 'Generation B200',
      label: 'Annual price decline',
      unit: '%/year',
      percent: true,
    });
    expect(labelInput('investment.capexPerGPU', en, ctx)).toMatchObject({ section: 'investment', label: 'Capex per GPU', unit: 'USD/GPU' });
    expect(labelInput('node.gpusPerNode', en, ctx).section).toBe('hardware');
    expect(labelInput('workload.gpuHoursPerMonth', en, ctx).section).toBe('quotes');
    expect(labelInput('notes', en, ctx)).toMatchObject({ section: 'scenario', label: 'Notes' });
    expect(labelInput('site.pue', editorMessages('zh-CN'), ctx).label).toBe(editorMessages('zh-CN').fields.site.pue.label);
  });

  it('labels the demand plan’s fields and list items (docs/model.md › Demand plan) with the editor’s words and units', () => {
    // A section of their own on the compare page and in `gpuplan compare`, named when identical too.
    expect(labelInput('portfolio.months', en, ctx)).toMatchObject({ section: 'portfolio', label: 'Plan length', unit: 'months', percent: false });
    expect(presentSections([{ name: 'a', portfolio: {} }]).has('portfolio')).toBe(true);
    expect(presentSections([{ name: 'a' }]).has('portfolio')).toBe(false);
    expect(labelInput('portfolio.interruptibleShare', en, ctx)).toMatchObject({ label: 'Restartable share', percent: true });
    expect(labelInput('portfolio.demand[2].gpus', en, ctx)).toEqual({ section: 'portfolio', item: 'Demand plan · Step 3', label: 'GPUs at peak', unit: 'GPUs', percent: false });
    expect(labelInput('portfolio.profile[0].share', en, ctx)).toMatchObject({ item: 'Demand plan · Block 1', label: 'Share of hours', unit: '% of hours', percent: true });
    const kind = labelInput('portfolio.offers[1].kind', en, ctx);
    expect(kind).toMatchObject({ item: 'Demand plan · Offer 2', label: 'Billing' });
    expect(kind.valueText?.('spot')).toBe('Spot (interruptible)');
    expect(labelInput('portfolio.offers[3].pricePerGPUHour', editorMessages('zh-CN'), ctx)).toMatchObject({ item: '需求计划 · 合同选项 4', label: '每 GPU 小时价格' });
  });

  it('labels a Monte Carlo input by the field it varies', () => {
    expect(labelInput('uncertainty.inputs.site.pue.max', en, ctx)).toMatchObject({ section: 'uncertainty', item: en.fields.site.pue.label, label: 'Maximum', percent: false });
    expect(labelInput('uncertainty.inputs.investment.utilization.min', en, ctx)).toMatchObject({ label: 'Minimum', percent: true });
  });

  it('names discrete values and weights, correlations by the inputs they pair, and enum values by their option text', () => {
    expect(labelInput('uncertainty.inputs.market.parity[0].fromMonth.values[2]', en, ctx)).toMatchObject({ label: 'Values', percent: false });
    expect(labelInput('uncertainty.inputs.market.parity[0].fromMonth.weights[0]', en, ctx)).toMatchObject({ label: 'Weights', unit: '' });
    const a = labelInput('uncertainty.correlations[1].a', en, ctx);
    expect(a).toMatchObject({ section: 'uncertainty', item: 'Correlation 2', label: 'Input' });
    expect(a.valueText?.('investment.utilization')).toBe('Utilization');
    expect(a.valueText?.('market.generations[0].annualDecline')).toMatch(/^Generation .+ · Annual price decline$/);
    expect(labelInput('uncertainty.correlations[0].rho', en, ctx)).toMatchObject({ label: 'Rank correlation (rho)' });
    const networking = labelInput('quotes[0].networking', en, ctx);
    expect(networking.valueText?.('roce')).toBe('RoCE (RDMA over Ethernet)');
    expect(networking.valueText?.('token-ring')).toBeUndefined();
    const zh = editorMessages('zh-CN');
    expect(labelInput('uncertainty.inputs.site.pue.dist', zh, ctx).valueText?.('triangular')).toBe(zh.options.dist.triangular);
  });

  it('falls back to a readable last segment, never the raw path', () => {
    expect(readableKey('egressTBIncludedPerMonth')).toBe('Egress TB included per month');
    expect(readableKey('annualDecline')).toBe('Annual decline');
    expect(labelInput('quotes[7].someFutureFieldKW', en, ctx)).toMatchObject({ section: 'quotes', item: 'Quote 8', label: 'Some future field KW' });
    expect(labelInput('mystery.deep[2].thingId', en, ctx)).toMatchObject({ section: 'other', label: 'Thing id' });
  });
});

describe('which differences move a key result', () => {
  const base = load(workedExampleDoc());
  const other = (() => {
    const doc = workedExampleDoc();
    doc.name = 'Other';
    (doc.site as Record<string, unknown>).contractedMW = 50;
    (doc.investment as Record<string, unknown>).utilization = 0.7;
    return load(doc);
  })();

  it('lists the moving differences first within their section and names identical sections', () => {
    const m = editorMessages('en');
    const ctx = labelContext([base, other], 'USD', ITEMS);
    const fake = new Map([
      ['investment.utilization', ['investment.npv']],
      ['investment.discountRate', ['investment.npv', 'investment.irrAnnual']],
    ]);
    const diffs = [
      { path: 'investment.contractMonths', values: [48, 36] },
      { path: 'investment.utilization', values: [0.85, 0.7] },
      { path: 'investment.discountRate', values: [0.1, 0.12] },
      { path: 'name', values: ['A', 'B'] },
    ];
    const { sections, identical } = groupDifferences(diffs, fake, m, ctx, presentSections([base, other]));
    expect(sections.map((s) => s.id)).toEqual(['scenario', 'investment']);
    expect(sections[1].rows.map((r) => r.path)).toEqual(['investment.discountRate', 'investment.utilization', 'investment.contractMonths']);
    expect(sections[1].moving).toBe(2);
    expect(identical).toEqual(['site', 'hardware', 'market', 'rentVsBuy', 'quotes']);
  });
});

describe('key results: deltas and the best value', () => {
  it('marks the best by the row’s direction, never for neutral rows, ties or mixed currencies', () => {
    expect(bestIndexes({ key: 'investment.npv', values: [-5, 3, 3] }, ['USD', 'USD', 'USD'])).toEqual([1, 2]);
    expect(bestIndexes({ key: 'investment.paybackMonth', values: [30, null, 24] }, ['USD', 'USD', 'USD'])).toEqual([2]);
    expect(bestIndexes({ key: 'capacity.nodes', values: [10, 20] }, ['USD', 'USD'])).toEqual([]);
    expect(bestIndexes({ key: 'investment.irrAnnual', values: [0.1, 0.1] }, ['USD', 'USD'])).toEqual([]);
    expect(bestIndexes({ key: 'investment.npv', values: [1, 2] }, ['USD', 'EUR'])).toEqual([]);
    expect(bestIndexes({ key: 'investment.irrAnnual', values: [0.1, 0.2] }, ['USD', 'EUR'])).toEqual([1]);
  });

  it('gives the absolute and relative difference from the first scenario', () => {
    expect(deltaFrom({ key: 'investment.npv', values: [200, 150] }, 1, ['USD', 'USD'])).toEqual({ abs: -50, rel: -0.25 });
    expect(deltaFrom({ key: 'investment.npv', values: [-200, -150] }, 1, ['USD', 'USD'])).toEqual({ abs: 50, rel: null });
    expect(deltaFrom({ key: 'investment.npv', values: [0, 5] }, 1, ['USD', 'USD'])).toEqual({ abs: 5, rel: null });
    expect(deltaFrom({ key: 'investment.npv', values: [1, 5] }, 1, ['USD', 'EUR'])).toBeNull();
    expect(deltaFrom({ key: 'quotes.best', values: ['A', 'B'] }, 1, ['USD', 'USD'])).toBeNull();
    expect(deltaFrom({ key: 'investment.npv', values: [1, 5] }, 0, ['USD', 'USD'])).toBeNull();
  });
});

describe('rows a reader can act on (comparison report defects)', () => {
  it('never lists the loader’s own flag as an input (“Gpus defaulted”)', () => {
    const a = template('100mw-campus');
    expect(a.investment?.gpusDefaulted).toBe(true);
    const b = load({ ...JSON.parse(JSON.stringify(a)), investment: { ...a.investment, gpus: 1000, gpusDefaulted: undefined } });
    const paths = diffInputs([a, b]).map((d) => d.path);
    expect(paths).toContain('investment.gpus');
    expect(paths).not.toContain('investment.gpusDefaulted');
  });

  it('marks capacity best only for plans sizing the same site', () => {
    const campus = template('100mw-campus');
    const other = template('h100-vs-b200');
    expect(other.site!.contractedMW).not.toBe(campus.site!.contractedMW);
    const gpus = (rows: ReturnType<typeof keyResults>) => rows.find((r) => r.key === 'capacity.gpus')!;
    // Two different sites: GPUs deliverable is a size, not a better plan.
    const two = [campus, other];
    expect(bestIndexes(gpus(keyResults(two.map((s) => evaluateScenario(s)), two)), ['USD', 'USD'])).toEqual([]);
    // The same site with a leaner node: more GPUs on the same power is the better plan.
    const denser = load({ ...JSON.parse(JSON.stringify(campus)), version: 3, node: { ...campus.node!, nodeKW: campus.node!.nodeKW * 0.8 } });
    const same = [campus, denser];
    const row = gpus(keyResults(same.map((s) => evaluateScenario(s)), same));
    expect(row.values[1]).toBeGreaterThan(row.values[0] as number);
    expect(bestIndexes(row, ['USD', 'USD'])).toEqual([1]);
  });

  it('prints rates as points, percent changes only of positive amounts, modes and unquoted costs in the page’s language', () => {
    const a = template('serve-70b', 'zh-CN');
    const quotes = JSON.parse(JSON.stringify(template('three-quotes', 'zh-CN')));
    delete quotes.quotes[0].storagePerTBMonth;
    const b = load(quotes);
    const results = [a, b].map((s) => evaluateScenario(s));
    expect(results[0].rentVsBuy?.cheapest).toBe('reserved3y');
    const { container } = renderWithI18n(<CompareTables names={[a.name, b.name]} scenarios={[a, b]} results={results} lang="zh-CN" impacts={[]} />);
    const text = container.querySelector('[data-testid="compare-key-results"]')!.textContent!;
    expect(text).not.toMatch(/reserved3y|onDemand|storage|egress/);
    expect(container.querySelector('tr[data-key="rentVsBuy.cheapest"]')!.textContent).toContain('预留（3 年）');
    expect(container.querySelector('tr[data-key="quotes.notQuoted"]')!.textContent).toContain(`${b.quotes![0].provider}: 存储`);
  });

  it('gives a rate’s change in points and no percent change of a negative amount', () => {
    const a = template('100mw-campus');
    const b = template('h100-vs-b200');
    const results = [a, b].map((s) => evaluateScenario(s));
    const { container } = renderWithI18n(<CompareTables names={[a.name, b.name]} scenarios={[a, b]} results={results} lang="en" impacts={[]} />);
    const irr = container.querySelector('tr[data-key="investment.irrAnnual"] td:nth-of-type(2) .compare-table__delta')!.textContent!;
    expect(irr).toMatch(/^[+−][\d.]+ pp$/);
    for (const key of ['investment.npv', 'investment.projectNpv']) {
      const base = results[0].investment![key === 'investment.npv' ? 'npv' : 'projectNpv'];
      const delta = container.querySelector(`tr[data-key="${key}"] td:nth-of-type(2) .compare-table__delta`)?.textContent ?? '';
      expect(/%\)$/.test(delta)).toBe(base > 0);
    }
  });
});

describe('<CompareTables> with two templates', () => {
  it('shows labels (no raw paths), fractions as percentages, and clips long text with the full text on hover and focus', () => {
    const a = template('h100-vs-b200');
    const b = template('three-quotes');
    const results = [a, b].map((s) => evaluateScenario(s, { skipUncertainty: true }));
    const impacts = compareImpacts([a, b], results[0]);
    const { container } = renderWithI18n(<CompareTables names={[a.name, b.name]} scenarios={[a, b]} results={results} lang="en" impacts={impacts} />);
    const rows = [...container.querySelectorAll('[data-testid="compare-differences"] tbody tr')];
    expect(rows.length).toBe(diffInputs([a, b]).length);
    for (const row of rows) {
      const label = row.querySelector('th')!.textContent!;
      expect(label).not.toMatch(/\[\d+\]|\w\.\w/);
    }
    // Notes differ and are long: clipped, focusable, full text in the title.
    const notes = container.querySelector('tr[data-path="notes"] td .compare-cell')!;
    expect(notes.classList.contains('compare-cell--clip')).toBe(true);
    expect(notes.getAttribute('tabindex')).toBe('0');
    expect(notes.getAttribute('title')).toBe(a.notes);
    // A fraction as a percentage: 0.2 → "20 %".
    const decline = container.querySelector('tr[data-path="market.generations[0].annualDecline"]')!;
    expect(a.market!.generations[0].annualDecline).toBe(0.2);
    expect([...decline.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['20 %', 'not set']);
    // … and so are a Monte Carlo input's bounds on a fraction (0.35 → 35 %).
    const max = container.querySelector('tr[data-path="uncertainty.inputs.market.generations[0].annualDecline.max"]')!;
    expect(max.querySelectorAll('td')[0].textContent).toBe('35 %');
    // The first rows of each section are the ones that move a key result.
    for (const group of container.querySelectorAll('.compare-group')) {
      const flags = [...group.querySelectorAll('tbody tr')].map((r) => r.classList.contains('compare-table__moves'));
      expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    }
    expect(container.querySelectorAll('.compare-table__moves').length).toBeGreaterThan(0);
    const key = container.querySelector('[data-testid="compare-key-results"]')!;
    expect(key.querySelectorAll('tbody tr').length).toBe(keyResults(results).length);
  });
});
