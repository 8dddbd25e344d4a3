// src/present/scenarios.ts: what to sign now (month-1 commitments less what is already fixed), each
// plan's worst regret and the scenario it happens in, and the key figures' keys, from the worked
// example's reference results (no solver needed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { regretTable, scenarioKeyFigures, scenarioSentences, signNow, worstRegret, type ScenarioFormat } from '../../src/present/scenarios';

const expected = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-demand-scenarios.expected.json'), 'utf8')).portfolio as PortfolioResult;
const fixed = [{ offer: '3-year', startMonth: 1, gpus: 64 }];
const f: ScenarioFormat = { lang: 'en', money: (v) => `$${Math.round(v)}`, offer: (o) => o };

describe('demand scenarios in the presentation layer', () => {
  it('signs now the month-1 commitments beyond those already fixed', () => {
    const s = signNow(expected.commitments, fixed);
    expect(s.now).toEqual([{ offer: '3-year', gpus: 200 - 64 }]);
    expect(s.fixedGPUs).toBe(64);
    expect(s.later.map((c) => c.startMonth)).toEqual([20, 21, 22, 23, 25]);
    // Nothing fixed: all 200 are to sign.
    expect(signNow(expected.commitments, []).now).toEqual([{ offer: '3-year', gpus: 200 }]);
  });

  it('names each plan’s worst regret: cost under a scenario less that scenario’s own optimum', () => {
    const own = Object.fromEntries(expected.scenarios!.map((s) => [s.name, s.ownOptimum]));
    for (const row of expected.regretTable!) {
      const byHand = Object.entries(row.cost).map(([n, c]) => ({ scenario: n, regret: c - own[n] })).sort((a, b) => b.regret - a.regret)[0];
      expect(worstRegret(row, expected)).toEqual(byHand);
    }
    // The plan for "high" (336 GPUs) regrets most when demand turns out low.
    expect(worstRegret(expected.regretTable![4], expected).scenario).toBe('low');
    expect(regretTable(expected, f).rows.map((r) => r[1])).toEqual(['200', '184', '72', '160', '336']);
  });

  it('gives the key figures in order, and VSS as a cost when it is negative', () => {
    const figures = scenarioKeyFigures(expected, fixed, 0.9, f);
    expect(figures.map((x) => x.key)).toEqual(['signNow', 'expectedObjective', 'cvar', 'worstRegret', 'vss', 'evpi']);
    expect(figures[2].label).toBe('Mean cost of the worst 10 % (CVaR)');
    expect(figures[3].note).toBe('if demand turns out “low”');
    expect(scenarioSentences(expected, f)[0]).toBe(`The chosen plan costs $${Math.round(-expected.vss!)} more in expectation than the plan for the average demand, the price of a lower worst case (VSS).`);
    expect(scenarioKeyFigures({ ...expected, scenarios: undefined }, fixed, 0.9, f)).toEqual([]);
  });
});
