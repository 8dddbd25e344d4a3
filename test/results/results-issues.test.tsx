// @vitest-environment happy-dom
// Issue 33 point 10: the results panel's list of problems names each field by its label in the UI
// language, values in the field's unit, the path as a hint.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { ResultsIssues } from '../../src/results/results-issues';
import { sampleDoc } from '../store/fixtures';
import { evaluateDoc } from '../../src/engine/evaluate-doc';
import { addSection } from '../../src/store/doc-edits';
import { renderWithI18n } from './render-i18n';

afterEach(cleanup);

describe('<ResultsIssues>', () => {
  it('lists a percent field’s problem in percent, under its label, in zh-CN', () => {
    const doc = structuredClone(sampleDoc()) as Record<string, any>;
    doc.market.generations[0].annualDecline = 1.2;
    const r = loadScenario(doc);
    if (r.ok) throw new Error('expected an issue');
    renderWithI18n(<ResultsIssues issues={r.issues} lang="zh-CN" doc={doc} />);
    const item = screen.getByRole('alert').querySelector('li[data-path="market.generations[0].annualDecline"]')!;
    expect(item.textContent).toMatch(/^市场 › H100 代 › .+：必须不小于 0 %\/年且小于 100 %\/年，实际为 120 %\/年（market\.generations\[0\]\.annualDecline）$/);
  });
});

// Issue 33: a CNY plan stating no USD rate, whose investment the catalogue could not fill, still
// shows its other results; the list says what is left out and what the empty fields need.
describe('<ResultsIssues partial>', () => {
  function cnyPlan(): Record<string, unknown> {
    const plan = {
      format: 'gpuplan/scenario', version: 4, name: 'CNY', currency: 'CNY', horizonMonths: 60,
      site: { contractedMW: 10, powerBasis: 'it', pue: 1.3, cooling: 'air' },
      node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2, gpuTDPW: 700 },
    };
    return addSection(plan, 'investment', 'P');
  }

  it('evaluates the plan without its investment and says so (the engine path of an edit)', () => {
    const out = evaluateDoc(cnyPlan());
    if (!out.ok) throw new Error('expected a partial evaluation');
    expect(out.result.capacity?.gpus).toBeGreaterThan(0);
    expect(out.result.investment).toBeUndefined();
    // Electricity and colocation have defaults (flagged in the editor); the capex has none.
    expect(out.issues?.map((i) => i.path)).toEqual(['investment.capexPerGPU']);
  });

  it.each([
    ['en', /^Shown without Investment until these are fixed:$/, /^Investment › Capex per GPU: .+ — Left empty: the catalogue’s 50,000 USD\/GPU needs a USD → CNY rate/],
    ['zh-CN', /^在修正以下问题之前，结果不含投资：$/, /^投资 › 每张 GPU 资本支出：.+ — 留空：目录中的 50,000 USD\/张 GPU 需要 USD → CNY 汇率/],
  ] as const)('names the section left out and the rate a field needs (%s)', (lang, title, line) => {
    const doc = cnyPlan();
    const out = evaluateDoc(doc);
    if (!out.ok || !out.issues) throw new Error('expected a partial evaluation');
    renderWithI18n(<ResultsIssues issues={out.issues} lang={lang} doc={doc} partial />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('.results-issues__title')!.textContent).toMatch(title);
    expect(alert.querySelector('li[data-path="investment.capexPerGPU"]')!.textContent).toMatch(line);
  });
});
