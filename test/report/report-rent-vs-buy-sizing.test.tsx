// @vitest-environment happy-dom
// The report of the version-2 worked example: rent vs buy with the 3-year term and notes in words,
// the rule of thumb, and the workload sizing with its inputs in the assumptions.
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Language } from '../../src/i18n/languages';
import { ScenarioReport } from '../../src/report/scenario-report';

const loaded = parseScenarioJson(readFileSync(resolve(import.meta.dirname, '../fixtures/v2-1024-h100.gpuplan.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture invalid');
const parsed = loaded;
const result = evaluateScenario(parsed.scenario, { raw: parsed.raw, skipUncertainty: true });

function show(lang: Language) {
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  return render(
    <I18nextProvider i18n={i18n}>
      <ScenarioReport scenario={parsed.scenario} result={result} raw={parsed.raw} lang={lang} date={new Date('2026-03-04T12:00:00Z')} version="9.9.9" />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('report: rent vs buy and sizing', () => {
  it('puts the sizing after rent vs buy, with the figures the engine computed', () => {
    const { container } = show('en');
    const sections = [...container.querySelectorAll('section.report-section')].map((s) => s.getAttribute('data-section'));
    expect(sections.indexOf('sizing')).toBe(sections.indexOf('rentVsBuy') + 1);
    const sizing = container.querySelector('section[data-section="sizing"]')!;
    expect(sizing.querySelector('[data-key="gpusNeeded"] dd')?.textContent).toBe('40');
    expect(sizing.querySelector('[data-key="nodesNeeded"] dd')?.textContent).toBe('5');
    expect(sizing.querySelector('button')).toBeNull(); // paper: no action
    const rvb = container.querySelector('section[data-section="rentVsBuy"]')!;
    expect(rvb.querySelector('tr[data-mode="reserved3y"]')?.textContent).toContain('renting is cheaper at every usage level');
    // 8,760 × 1.55 / (0.6 × 1.1 × 1.40 + 0.4 × 2.49) = 7,071.875 h: spot below, the 3-year reservation above.
    expect(rvb.querySelector('[data-testid="mode-bands"]')?.textContent).toContain('Reserved (3 years): 7,072–8,760 h');
  });

  it('lists the sizing inputs with the precision by name, in Chinese too', () => {
    const { container } = show('zh-CN');
    const table = [...container.querySelectorAll('table.report-assumptions')].find((t) => t.querySelector('caption')?.textContent === '按负载测算规模')!;
    expect(table).toBeTruthy();
    expect(table.textContent).toContain('FP8（每参数 1 字节）');
    expect(table.textContent).toContain('2,000,000');
    expect(container.querySelector('section[data-section="sizing"] [data-key="fits"] dd')?.textContent).toBe('能：可交付 50,168 张 GPU');
  });
});
