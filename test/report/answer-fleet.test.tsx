// @vitest-environment happy-dom
// Page 1 and the report for a fleet (model: Investment › attribution): page 1 names the term that
// moves the equity IRR most (debt in the v4 worked example: 36.8 % with it, 18.7 % without), in en
// and zh-CN, and the report draws the fleet's chart, tranche table and bridge. Values worked from
// test/fixtures/v4-fleet.expected.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { createI18n } from '../../src/i18n/create-i18n';
import { reportAnswer } from '../../src/report/answer';
import { fleetAnswerSentences, largestTermSentence } from '../../src/report/answer-fleet';
import { ScenarioReport } from '../../src/report/scenario-report';

afterEach(cleanup);

const text = readFileSync(path.join(process.cwd(), 'test', 'fixtures', 'v4-fleet.json'), 'utf8');
const loaded = parseScenarioJson(text);
if (!loaded.ok) throw new Error('fixture does not load');
const scenario = loaded.scenario;
const result = evaluateScenario(scenario, { skipUncertainty: true });
const inv = result.investment!;

describe('page 1 of a fleet', () => {
  it('names the largest attribution term with the IRR without it, in en', () => {
    // Steps (pp): renewal −2.27, take-or-pay −12.17, debt −18.11, day one +3.55: debt is largest.
    expect(largestTermSentence(inv, 'en')).toBe('Debt moves the equity IRR most: without it, 18.7% (−18.1 pp).');
    const answer = reportAnswer(scenario, result, 'en');
    const investment = answer.sentences.find((s) => s.includes('Debt moves the equity IRR most'));
    expect(investment).toBeDefined();
    expect(investment).toContain('4 tranches, 2,048 GPUs');
  });

  it('says it in zh-CN', () => {
    expect(largestTermSentence(inv, 'zh-CN')).toBe('对股权 IRR 影响最大的是借贷：去掉后为 18.7%（−18.1 个百分点）。');
    expect(reportAnswer(scenario, result, 'zh-CN').sentences.join('')).toContain('共 4 个批次、2,048 张 GPU');
  });

  it('says nothing of a fleet for a single purchase without attribution terms', () => {
    const { tranches: _t, attribution: _a, ...plain } = inv;
    expect(fleetAnswerSentences(plain, 'en')).toEqual([]);
  });
});

describe('the report of a fleet', () => {
  it('draws GPUs in service by tranche, the tranche table with its total and the bridge', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n({ storage: null, osLanguages: ['en'], document: null })}>
        <ScenarioReport scenario={scenario} result={result} raw={loaded.raw} lang="en" date={new Date(2026, 11, 5)} />
      </I18nextProvider>,
    );
    const fleet = container.querySelector('[data-testid="report-fleet"]')!;
    expect(fleet.querySelectorAll('[data-testid="fleet-service-chart"] path[data-tranche]').length).toBe(4);
    expect(fleet.querySelector('[data-testid="tranche-table"] td[title="$122,112,000"]')?.textContent).toBe('$122M');
    expect(fleet.querySelector('[data-testid="fleet-bridge-chart"]')).not.toBeNull();
  });
});
