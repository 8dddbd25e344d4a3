// @vitest-environment happy-dom
// Issue 33 point 10: the results panel's list of problems names each field by its label in the UI
// language, values in the field's unit, the path as a hint.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { ResultsIssues } from '../../src/results/results-issues';
import { sampleDoc } from '../store/fixtures';
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
