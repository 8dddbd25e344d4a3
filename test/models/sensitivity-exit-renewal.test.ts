// Issue 33 point 7: the exit multiple and the renewal's numbers, the largest drivers of an investor's
// equity IRR, are in the sensitivity tornado and so in the report's "What drives it".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sensitivityTornado, statedIn } from '../../models/uncertainty';
import { runScenario } from '../../models/run';
import { answerDrivers } from '../../src/report/answer';

const lender = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v3-lender.gpuplan.json'), 'utf8')) as Record<string, any>;

function irrWith(change: (d: Record<string, any>) => void): number {
  const doc = structuredClone(lender);
  change(doc);
  const run = runScenario(doc);
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  return run.result.investment!.irrAnnual!;
}

describe('the tornado over an investor’s exit and renewal', () => {
  const run = runScenario(lender);
  if (!run.ok) throw new Error('the lender example loads');
  const tornado = sensitivityTornado(run.scenario, { stated: statedIn(run.raw) });
  const row = (p: string) => tornado.find((e) => e.path === p);

  it('swings the exit multiple ±10 % and gives the IRR a full evaluation gives', () => {
    const exit = row('investment.exit.evEbitdaMultiple')!;
    expect(exit).toBeDefined();
    expect([exit.low, exit.high]).toEqual([3.6, 4.4]);
    expect(exit.irrHigh!).toBeCloseTo(irrWith((d) => (d.investment.exit.evEbitdaMultiple = 4.4)), 9);
    expect(exit.irrLow!).toBeCloseTo(irrWith((d) => (d.investment.exit.evEbitdaMultiple = 3.6)), 9);
    expect(exit.irrHigh!).toBeGreaterThan(exit.irrLow!);
  });

  it('swings the renewal’s probability and price', () => {
    const q = row('investment.renewal.probability')!;
    expect([q.low, q.high].map((x) => Math.round(x * 1e12) / 1e12)).toEqual([0.63, 0.77]);
    expect(q.irrHigh!).toBeCloseTo(irrWith((d) => (d.investment.renewal.probability = 0.77)), 9);
    expect(row('investment.renewal.price')).toBeDefined();
  });

  it('the report’s drivers name them by their labels', () => {
    const drivers = answerDrivers(run.scenario, [], 'en', [row('investment.exit.evEbitdaMultiple')!, row('investment.renewal.probability')!]);
    expect(drivers.map((d) => d.path)).toEqual(['investment.exit.evEbitdaMultiple', 'investment.renewal.probability']);
    for (const d of drivers) expect(d.label).not.toContain('investment.');
    expect(drivers.map((d) => d.value)).toEqual(['4 × trailing EBITDA', '70 %']);
    expect(drivers[0].label).toMatch(/^Investment › .+ › /);
  });
});
