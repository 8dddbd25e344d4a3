// Which differing inputs move a key result (models/compare-impact.ts): each difference applied
// alone to the first scenario, evaluated through the one path.
import { describe, expect, it } from 'vitest';
import { diffInputs } from '../../models/compare';
import { compareImpacts, differenceImpacts, splitPath, withLeaf } from '../../models/compare-impact';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, type Scenario } from '../../models/scenario';
import { uncertainDoc, workedExampleDoc } from '../results/worked-example';

function load(doc: unknown): Scenario {
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

describe('which differences move a key result', () => {
  const base = load(workedExampleDoc());
  const other = (() => {
    const doc = workedExampleDoc();
    doc.name = 'Other';
    (doc.site as Record<string, unknown>).contractedMW = 50;
    (doc.investment as Record<string, unknown>).utilization = 0.7;
    return load(doc);
  })();
  const baseResult = evaluateScenario(base, { skipUncertainty: true });
  const differences = diffInputs([base, other]);
  const impacts = differenceImpacts([base, other], baseResult, differences);
  const list = compareImpacts([base, other], baseResult);

  it('applies each difference alone to the first scenario', () => {
    expect(differences.map((d) => d.path)).toEqual(['name', 'site.contractedMW', 'investment.utilization']);
    expect(impacts.get('name')).toEqual([]);
    // Halving the MW halves the capacity but not the 512-GPU investment.
    expect(impacts.get('site.contractedMW')).toEqual(['capacity.gpus', 'capacity.nodes', 'capacity.racks', 'capacity.strandedKW']);
    // Utilization drives merchant revenue: NPV (and with it IRR, MOIC) move, capacity does not.
    expect(impacts.get('investment.utilization')).toContain('investment.npv');
    expect(impacts.get('investment.utilization')!.some((k) => k.startsWith('capacity.'))).toBe(false);
    // Independent check of the NPV move: evaluate the base with only the utilization changed.
    const only = structuredClone(workedExampleDoc());
    (only.investment as Record<string, unknown>).utilization = 0.7;
    expect(evaluateScenario(load(only), { skipUncertainty: true }).investment!.npv).not.toBeCloseTo(baseResult.investment!.npv, 0);
  });

  it('sets and removes leaves on copies, and refuses paths into missing containers', () => {
    const root = { a: { b: [1, { c: 2 }] } };
    expect(withLeaf(root, splitPath('a.b[1].c')!, 5)).toEqual({ a: { b: [1, { c: 5 }] } });
    expect(withLeaf(root, splitPath('a.b[1].c')!, undefined)).toEqual({ a: { b: [1, {}] } });
    expect(root.a.b[1]).toEqual({ c: 2 });
    expect(withLeaf(root, splitPath('a.b[4].c')!, 1)).toBeNull();
    expect(splitPath('uncertainty.inputs.site.pue.max')).toEqual(['uncertainty', 'inputs', 'site.pue', 'max']);
    expect(splitPath('__proto__.x')).toBeNull();
  });

  it('lists the impacts in diffInputs order as plain data (what the worker and the report payload carry)', () => {
    expect(list.map((i) => i.path)).toEqual(differences.map((d) => d.path));
    for (const i of list) expect(i.moves).toEqual(impacts.get(i.path));
    expect(structuredClone(list)).toEqual(list);
    expect(JSON.parse(JSON.stringify(list))).toEqual(list);
  });

  it('leaves Monte Carlo out: a base evaluated with it does not make every difference move the median IRR', () => {
    const withMc = load(uncertainDoc(200, 3));
    const otherMc = (() => {
      const doc = uncertainDoc(200, 3);
      doc.name = 'Other';
      (doc.site as Record<string, unknown>).contractedMW = 50;
      return load(doc);
    })();
    const full = evaluateScenario(withMc, { skipUncertainty: false });
    expect(full.uncertainty?.irrAnnual?.percentiles.p50).toEqual(expect.any(Number));
    const got = compareImpacts([withMc, otherMc], full);
    expect(got.find((i) => i.path === 'name')!.moves).toEqual([]);
    // The same as with the base evaluated without Monte Carlo.
    expect(got).toEqual(compareImpacts([withMc, otherMc], evaluateScenario(withMc, { skipUncertainty: true })));
    expect(got.find((i) => i.path === 'site.contractedMW')!.moves).toContain('capacity.gpus');
  });
});
