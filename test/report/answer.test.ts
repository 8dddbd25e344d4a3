// The report's first page as data (src/report/answer.ts): the sentences a reader acts on, checked
// against the reference results in test/fixtures (never against the engine's own output).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { DRIVERS_OF, reportAnswer } from '../../src/report/answer';
import { INVESTMENT_FIELDS, NODE_FIELDS, PORTFOLIO_FIELDS, RENT_VS_BUY_FIELDS, SITE_FIELDS, WORKLOAD_FIELDS } from '../../models/scenario/field-specs';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');

function example(name: string) {
  const parsed = parseScenarioJson(readFileSync(resolve(FIXTURES, `${name}.gpuplan.json`), 'utf8'));
  if (!parsed.ok) throw new Error(`${name} does not load`);
  const expected = JSON.parse(readFileSync(resolve(FIXTURES, `${name}.expected.json`), 'utf8')) as Record<string, unknown>;
  return { scenario: parsed.scenario, result: evaluateScenario(parsed.scenario, { raw: parsed.raw }), expected };
}

describe('the answer page of the lender example (docs/model.md › Investment › Covenant and DSCR)', () => {
  const { scenario, result, expected } = example('v3-lender');
  const inv = (expected.investment ?? expected) as { minPeriodDSCR: number; minPeriodDSCRPeriod: number; covenantBreaches: number[]; npv: number };

  it('states the covenant result: the breached years and the lowest yearly DSCR', () => {
    const en = reportAnswer(scenario, result, 'en').sentences.join(' ');
    const years = inv.covenantBreaches.join(', ');
    const min = inv.minPeriodDSCR.toFixed(2);
    expect(en).toContain(`The 1.25× covenant is breached in ${inv.covenantBreaches.length} years (${years}); the lowest DSCR is ${min}× (year ${inv.minPeriodDSCRPeriod}).`);
    expect(en).toMatch(/^Buying returns an equity IRR of -?[\d.]+% against a [\d.]+% hurdle, an NPV of -\$25,400,917/);
    const zh = reportAnswer(scenario, result, 'zh-CN').sentences.join('');
    expect(zh).toContain(`1.25× 的偿债覆盖率约定在 ${inv.covenantBreaches.length} 个年度被突破（第 ${inv.covenantBreaches.join('、')} 期）；最低为 ${min}×（第 ${inv.minPeriodDSCRPeriod} 年）。`);
  });

  it('shows the lowest period DSCR among at most six figures', () => {
    const { figures } = reportAnswer(scenario, result, 'en');
    expect(figures.length).toBeLessThanOrEqual(6);
    expect(figures.map((f) => f.key)).toContain('minPeriodDSCR');
  });

  it('says the covenant holds when no period breaks it', () => {
    const easy = { ...scenario, investment: { ...scenario.investment!, covenantDSCR: 0.1 } };
    const text = reportAnswer(easy, evaluateScenario(easy), 'en').sentences.join(' ');
    expect(text).toContain(`Debt service is covered in every year: the lowest DSCR is ${inv.minPeriodDSCR.toFixed(2)}× (year ${inv.minPeriodDSCRPeriod}), above the 0.10× covenant.`);
  });
});

describe('the answer page of the renter example (docs/model.md › Quotes › Window)', () => {
  const { scenario, result, expected } = example('v3-renter-mix');
  const quotes = expected.quotes as { provider: string; rank: number; windowPresentValue: number; windowUsedGPUHours: number; windowCost: number }[];

  it('names the cheapest quote on the common window with the ranking’s own figure', () => {
    const ranked = [...quotes].sort((a, b) => a.rank - b.rank);
    const [best, second] = ranked;
    const perHour = (q: (typeof quotes)[number]) => q.windowPresentValue / q.windowUsedGPUHours;
    const text = reportAnswer(scenario, result, 'en').sentences[0];
    expect(text).toContain(`On the common ${expected.quotesWindowMonths as number}-month window, ${best.provider} is the cheapest quote: $${perHour(best).toFixed(2)} per used GPU-hour`);
    expect(text).toContain(`below ${second.provider}.`);
    expect(text).toContain(`($${Math.round(best.windowCost).toLocaleString('en-US')} paid in the window)`);
  });
});

describe('the answer page’s driver inputs', () => {
  // A path that names no field is silently skipped on the page (two did: site.powerPriceKWh and
  // rentVsBuy.usageHoursPerYear), so each must be a numeric field of the file format.
  const SECTIONS: Record<string, Record<string, { kind: string }>> = {
    site: SITE_FIELDS,
    node: NODE_FIELDS,
    investment: INVESTMENT_FIELDS,
    rentVsBuy: RENT_VS_BUY_FIELDS,
    workload: WORKLOAD_FIELDS,
    portfolio: PORTFOLIO_FIELDS,
  };
  const paths = Object.values(DRIVERS_OF).flat();

  it.each(paths)('%s is a numeric field of its section', (path) => {
    const [section, field, ...rest] = path.split('.');
    expect(rest).toEqual([]);
    expect(Object.hasOwn(SECTIONS, section), section).toBe(true);
    expect(SECTIONS[section][field]?.kind, path).toBe('number');
  });

  it('shows the drivers the worked examples set, with their values', () => {
    const { scenario, result } = example('v3-lender');
    const answer = reportAnswer(scenario, result, 'en');
    const drivers = answer.drivers.map((d) => d.path);
    // The lender's purchase does not earn back its cost: page 1 says why, in the room of three drivers.
    expect(answer.sentences.join(' ')).toContain('It loses money: ');
    expect(drivers).toEqual(['investment.capexPerGPU', 'investment.utilization']);
  });
});
