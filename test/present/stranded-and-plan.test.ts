// Issue 33, points 5 and 6. Stranded power is never said alone: with an investment that buys fewer
// GPUs than the site powers, the same sentence says how much of the site's power they leave unused
// (report page 1, the CLI's --table). With a demand plan, page 1 of the report leads with the plan
// (its sentence, figures and chart) and names the part of the plan every sentence and figure comes
// from, so the quotes' price per used GPU-hour is not read as the plan's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTable } from '../../cli/format';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { reportAnswer } from '../../src/report/answer';
import { solvedPlan, type SolvedPlan } from '../results/renter-plan';

const fixture = (name: string) => path.join(process.cwd(), 'test', 'fixtures', name);

describe('stranded power and the site left unused (point 5)', () => {
  const parsed = parseScenarioJson(readFileSync(fixture('v3-lender.gpuplan.json'), 'utf8'));
  if (!parsed.ok) throw new Error('fixture does not load');
  const { scenario, raw } = parsed;
  const result = evaluateScenario(scenario, { raw, skipUncertainty: true });
  // By hand: 100 MW facility at PUE 1.35 is 74,074.07 kW of IT load; 95 % usable; a node draws
  // 10.2 kW × 1.1 = 11.22 kW: 6,271 nodes, 9.75 kW stranded. 1,024 GPUs draw 1,024 × 11.22 / 8 =
  // 1,436.16 kW of IT power: 1 − 1,436.16 / 74,074.07 = 98.06 % of the site (98.1 MW) unused.
  const share = 1 - (1024 * (10.2 * 1.1)) / 8 / (100_000 / 1.35);

  it('says both on the report’s first page', () => {
    expect(share).toBeCloseTo(0.98061, 5);
    const en = reportAnswer(scenario, result, 'en').sentences.join(' ');
    expect(en).toContain('9.8 kW left stranded; 98.1 MW (98%) of the site’s power unused by the 1,024 GPUs bought.');
    const zh = reportAnswer(scenario, result, 'zh-CN').sentences.join('');
    expect(zh).toContain('闲置功率 9.8 kW；所购 1,024 张 GPU 未用到站点 98.1 MW 电力（占 98%）。');
  });

  it('says both in the CLI’s capacity table', () => {
    const text = formatTable(result, 'en', scenario.display, scenario);
    expect(text).toMatch(/Stranded power \(kW\)\s+9\.75\n/);
    expect(text).toMatch(/Site power unused by the 1,024 GPUs bought\s+98\.1 MW \(98%\)\n/);
  });

  it('says only the stranded power when the GPUs fill the site', () => {
    const full = { ...scenario, investment: { ...scenario.investment!, gpus: result.capacity!.gpus } };
    const en = reportAnswer(full, evaluateScenario(full, { skipUncertainty: true }), 'en').sentences.join(' ');
    expect(en).toContain('9.8 kW left stranded.');
    expect(en).not.toContain('unused by');
  });
});

describe('page 1 with a demand plan and quotes (point 6)', () => {
  let plan: SolvedPlan;
  beforeAll(async () => {
    // The renter example has both: a demand plan and three quotes for a workload.
    plan = await solvedPlan(JSON.parse(readFileSync(fixture('v3-renter-mix.gpuplan.json'), 'utf8')));
  });

  it('leads with the plan: its sentence, figures and chart first', () => {
    expect(plan.result.quotes?.quotes.length).toBeGreaterThan(0);
    const a = reportAnswer(plan.scenario, plan.result, 'en');
    expect(a.chart).toBe('portfolio');
    expect(a.sentences[0]).toMatch(/^Demand plan: Sign /);
    expect(a.sentences[0]).toContain(`$${Math.round(plan.result.portfolio!.presentCost).toLocaleString('en-US')} in present value`);
    expect(a.figures[0].key).toBe('planCost');
  });

  it('names the part of the plan every sentence and figure comes from', () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const a = reportAnswer(plan.scenario, plan.result, lang);
      const parts = lang === 'en' ? /^(Demand plan|Quotes|Investment|Rent vs buy|Capacity): / : /^(需求计划|报价|投资|租与买|容量)：/;
      for (const s of a.sentences) expect(s, s).toMatch(parts);
      for (const f of a.figures) expect(f.label, f.key).toMatch(parts);
    }
    const a = reportAnswer(plan.scenario, plan.result, 'en');
    expect(a.sentences.find((s) => s.includes('per used GPU-hour'))).toMatch(/^Quotes: /);
    expect(a.figures.find((f) => f.key === 'bestQuote')?.label).toBe('Quotes: Best quote');
  });
});
