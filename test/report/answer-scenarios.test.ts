// Report page 1 of a demand plan under scenarios (model: Demand plan › scenarios): it states the
// commitment to sign now (less what is already signed) and the chosen plan's worst regret with the
// scenario it happens in, in en and zh-CN. Amounts from test/fixtures/v4-demand-scenarios.expected.json
// (expected objective 16,010,065.14; worst regret 3,783,520.40 in "low": 8,317,210.32 − 4,533,689.92).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { runScenario } from '../../models/run';
import { reportAnswer } from '../../src/report/answer';
import { scenarioAnswer } from '../../src/report/answer-scenarios';

const read = (name: string) => JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures', name), 'utf8'));
const plan = read('v4-demand-scenarios.expected.json').portfolio as PortfolioResult;

function example() {
  const r = runScenario(read('v4-demand-scenarios.json'));
  if (!r.ok) throw new Error('invalid');
  // The plan is solved in a worker of its own in the app: its reference result stands in here.
  return { scenario: r.scenario, result: { ...r.result, portfolio: plan } };
}

describe('page 1 of a plan under demand scenarios', () => {
  it('en: the commitment to sign now and the worst regret, named', () => {
    const { scenario, result } = example();
    const sentence =
      'Sign now: 136 GPUs on 3-year, 64 GPUs already fixed. Expected cost $16,010,065 in present value; wrong either way, it costs at most $3,783,520 more than the plan made for that demand (“low”).';
    expect(scenarioAnswer(scenario, plan, 'USD', 'en')).toBe(sentence);
    const a = reportAnswer(scenario, result, 'en');
    expect(a.sentences.some((s) => s.endsWith(sentence))).toBe(true);
  });

  it('zh-CN', () => {
    const { scenario, result } = example();
    const a = reportAnswer(scenario, result, 'zh-CN');
    expect(a.sentences.some((s) => s.includes('现在签约：3-year 136 张 GPU，已固定 64 张 GPU。期望成本现值 US$16,010,065；无论往哪个方向猜错，最多比为该需求制定的计划多花 US$3,783,520（“low”）。'))).toBe(true);
  });

  it('once the month-1 commitment is all signed, says nothing more is to sign rather than that everything waits', () => {
    const { scenario } = example();
    const signed = { ...scenario, portfolio: { ...scenario.portfolio!, fixed: [{ offer: '3-year', startMonth: 1, gpus: 200 }] } };
    expect(scenarioAnswer(signed, plan, 'USD', 'en')).toMatch(/^Sign nothing more now: the 200 GPUs already signed cover month 1\. Expected cost \$16,010,065/);
  });

  it('a plan without scenarios keeps its own sentence', () => {
    const { scenario } = example();
    const single = { ...plan, scenarios: undefined, regretTable: undefined };
    expect(scenarioAnswer(scenario, single, 'USD', 'en')).toBeNull();
  });
});
