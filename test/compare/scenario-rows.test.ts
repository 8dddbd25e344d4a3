// Compare rows of a demand plan under scenarios (models/compare-scenarios.ts): expected cost, CVaR,
// worst regret, VSS, EVPI and the GPUs committed now and later, from the worked example's reference
// results; a plan without scenarios leaves them out; labels and formats in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyResults } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { PortfolioResult } from '../../models/portfolio';
import { formatKeyResult } from '../../src/present/format-compare';
import { SCENARIO_KEY_LABELS } from '../../src/present/scenario-compare-rows';
import { demandScenariosCompareKeysEn, demandScenariosCompareKeysZhCN } from '../../src/i18n/areas/demand-scenarios';

const plan = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-demand-scenarios.expected.json'), 'utf8')).portfolio as PortfolioResult;
const result = (portfolio: PortfolioResult) => ({ currency: 'USD', warnings: [], portfolio }) as unknown as ScenarioResult;

describe('compare rows under demand scenarios', () => {
  it('one row per figure, the worst regret the low scenario’s, GPUs now and later', () => {
    const single = { ...plan, scenarios: undefined, expectedObjective: undefined, cvar: undefined, vss: undefined, evpi: undefined, regretTable: undefined };
    const rows = keyResults([result(plan), result(single)]);
    const get = (key: string) => rows.find((r) => r.key === key)?.values;
    expect(get('portfolio.expectedObjective')).toEqual([16010065.143685833, null]);
    expect(get('portfolio.cvar')).toEqual([30491328.80257629, null]);
    // low: 8,317,210.32 under the chosen plan less its own optimum 4,533,689.92.
    expect(get('portfolio.worstRegret')![0]).toBeCloseTo(8317210.315162919 - 4533689.917327578, 6);
    expect(get('portfolio.vss')).toEqual([-214512.4719228521, null]);
    expect(get('portfolio.evpi')).toEqual([1277694.144649407, null]);
    expect(get('portfolio.gpusSignedNow')).toEqual([200, null]);
    expect(get('portfolio.gpusSignedLater')).toEqual([40, null]);
    // No plan under scenarios: the rows drop out.
    expect(keyResults([result(single), result(single)]).some((r) => r.key === 'portfolio.cvar')).toBe(false);
  });

  it('is labelled and formatted in both languages', () => {
    for (const key of Object.values(SCENARIO_KEY_LABELS)) {
      expect(demandScenariosCompareKeysEn[key]).toBeTruthy();
      expect(demandScenariosCompareKeysZhCN[key]).toBeTruthy();
    }
    const f = (key: string, v: number) => formatKeyResult(key, v, 'en', 'USD', (m) => m, (m) => String(m));
    expect(f('portfolio.evpi', 1277694.144649407)).toBe('$1,277,694');
    expect(f('portfolio.gpusSignedNow', 200)).toBe('200');
  });
});
