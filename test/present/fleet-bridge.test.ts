// The fleet's tranche totals, attribution steps and largest-loan sentence (model: Investment ›
// fleet, attribution, debt sizing) on the v4 worked example, in en and zh-CN. Expected values are
// worked by hand from test/fixtures/v4-fleet.expected.json, not from the engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { trancheTable, trancheTotals } from '../../src/present/fleet';
import { attributionStepFigures, attributionSteps, bridgeDescription, formatPP, largestStep, maxDebtFigure } from '../../src/present/fleet-bridge';
import { fleetBridgeGeometry } from '../../src/charts/fleet-bridge-geometry';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'test', 'fixtures', name), 'utf8');
const loaded = parseScenarioJson(fixture('v4-fleet.json'));
if (!loaded.ok) throw new Error('fixture does not load');
const scenario = loaded.scenario;
const inv = evaluateScenario(scenario, { skipUncertainty: true }).investment!;

describe('the tranche table total row', () => {
  it('sums GPUs and money; capex and debt equal the fleet totals', () => {
    const sums = trancheTotals(inv.tranches!);
    expect(sums.gpus).toBe(2048);
    expect(sums.capex).toBe(2 * 31_232_000 + 30_208_000 + 29_440_000); // 122,112,000
    expect(sums.capex).toBeCloseTo(inv.capex, 6);
    expect(sums.debt).toBeCloseTo(2 * 18_739_200 + 18_124_800 + 14_720_000, 6); // Q4 at its own 50 %
    expect(sums.debt).toBeCloseTo(inv.debt, 6);
    expect(sums.capitalizedInterest).toBeCloseTo(2 * 859_234.204051475 + 831_062.5908038857 + 674_944.9007234947, 6);
    expect(sums.deliveryMonth).toBeUndefined();
  });

  it('writes the total row and says why its NPV is not the fleet\'s', () => {
    const en = trancheTable(inv, 'en', 'USD')!;
    expect(en.total[0]).toBe('Total');
    expect(en.total[1]).toBe('2,048');
    expect(en.total[2]).toBe('');
    expect(en.total[4]).toBe('$122,112,000');
    expect(en.total[9]).toBe('$3,224,476');
    expect(en.total[10]).toBe('$32,196,000');
    expect(en.note).toContain('$20,306,967');
    const zh = trancheTable(inv, 'zh-CN', 'USD')!;
    expect(zh.total[0]).toBe('合计');
    expect(zh.note).toContain('税前');
  });
});

describe('the attribution steps', () => {
  it('are the IRR without each term minus the equity IRR, in percentage points', () => {
    const steps = attributionSteps(inv, 'en');
    expect(steps.map((s) => s.term)).toEqual(['renewal', 'takeOrPay', 'debt', 'tranches']);
    expect(steps[0].stepPP).toBeCloseTo((0.34525570759314217 - 0.36798668555358227) * 100, 9);
    expect(steps[3].stepPP).toBeCloseTo((0.4034886745428523 - 0.36798668555358227) * 100, 9);
    expect(largestStep(steps)?.term).toBe('debt'); // −18.1 pp, the largest swing
  });

  it('reads with a sign and the IRR without, in en and zh-CN', () => {
    expect(attributionStepFigures(inv, 'en').map((f) => f.value)).toEqual(['34.5% (−2.3 pp)', '24.6% (−12.2 pp)', '18.7% (−18.1 pp)', '40.3% (+3.6 pp)']);
    expect(attributionStepFigures(inv, 'en').every((f) => f.tone === undefined)).toBe(true);
    expect(formatPP(-18.10885645092879, 'zh-CN')).toBe('−18.1 个百分点');
    expect(bridgeDescription(inv, 'en')).toContain('The largest term is “Without debt”: −18.1 pp.');
    expect(bridgeDescription(inv, 'zh-CN')).toContain('影响最大的一项是“不借贷”');
  });

  it('draws each bar from zero pp to its step', () => {
    const g = fleetBridgeGeometry(attributionSteps(inv, 'en'), 800, 200);
    const debt = g.bars.find((b) => b.term === 'debt')!;
    const tr = g.bars.find((b) => b.term === 'tranches')!;
    expect(debt.x + debt.width).toBeCloseTo(g.zeroX, 9);
    expect(debt.x).toBeCloseTo(g.x(-18.10885645092879), 9);
    expect(tr.x).toBeCloseTo(g.zeroX, 9);
    expect(tr.width).toBeCloseTo(g.x(3.550198898927004) - g.zeroX, 9);
    expect(g.x.domain()[0]).toBeLessThan(-18.1);
  });
});

describe('the largest loan meeting the target DSCR', () => {
  it('names the target, the period, the loan and the investment\'s own fraction against it', () => {
    const f = maxDebtFigure(inv, scenario.investment, 'en', 'USD')!;
    expect(f.value).toBe('$33,615,261');
    expect(f.note).toBe("The largest loan that keeps every year's DSCR at or above 1.30× is $33,615,261, 36.3% of the capex it finances. The investment borrows 60.0% of its capex: more than that.");
    expect(f.tone).toBe('bad'); // 60 % > 36.3 %
    expect(maxDebtFigure(inv, scenario.investment, 'zh-CN', 'USD')!.note).toContain('每个年度偿债覆盖率不低于 1.30×');
  });

  it('is absent without a debt sizing target', () => {
    const { debtSizing: _unused, ...rest } = scenario.investment!;
    expect(maxDebtFigure(inv, rest, 'en', 'USD')).toBeNull();
  });
});
