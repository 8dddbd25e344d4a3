// The demand plan's growth, scenarios and fixed commitments as document edits (model: Demand plan ›
// growth, scenarios, fixed commitments). Values are checked by hand against the growth rule and the
// worked example, and every document they produce is read by the loader: what the editor adds
// starts valid, and the loader's rules (probabilities, blocks, start months) name the field.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { issueLine } from '../../src/editor/issue-words';
import { setIn } from '../../src/store/path';
import * as E from '../../src/store/demand-scenario-edits';
import { growthPreview, isKept, probabilitySum } from '../../src/store/demand-scenario-edits';

type Doc = Record<string, any>;

/** The edits typed for reading their result's fields in assertions. */
const typed = <A extends unknown[]>(f: (...a: A) => unknown) => (...a: A): Doc => f(...a) as Doc;
const addFixed = typed(E.addFixed);
const addGrowth = typed(E.addGrowth);
const addScenario = typed(E.addScenario);
const keepCommitment = typed(E.keepCommitment);
const removeFixed = typed(E.removeFixed);
const removeScenario = typed(E.removeScenario);
const removeScenarios = typed(E.removeScenarios);
const setScenarioPreset = typed(E.setScenarioPreset);
const set = typed(setIn<Doc>);

function example(): Doc {
  return JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-demand-scenarios.json'), 'utf8'));
}

/** Without scenarios, fixed commitments and risk weights: the plan as a user would start from. */
function plain(): Doc {
  const doc = example();
  delete doc.portfolio.scenarios;
  delete doc.portfolio.fixed;
  delete doc.portfolio.growth;
  delete doc.portfolio.riskAversion;
  delete doc.portfolio.cvarLevel;
  return doc;
}

function issues(doc: unknown) {
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues.filter((i) => i.path.startsWith('portfolio'));
}

const NAMES = { low: 'low', base: 'base', high: 'high' };

describe('growth', () => {
  it('adds a valid growth and previews the grown peak at the first, growth and last months', () => {
    const doc = addGrowth(plain());
    expect(doc.portfolio.growth).toEqual({ monthlyRate: 0.03 });
    expect(issues(doc)).toEqual([]);
    // 256 GPUs, 3 % a month from month 2 to the plan's last month (36): month m has 1.03^(m-1).
    expect(growthPreview(doc)).toEqual([
      { month: 1, gpus: 256 },
      { month: 2, gpus: 256 * 1.03 },
      { month: 36, gpus: 256 * Math.pow(1.03, 35) },
    ]);
    // The example grows until month 24 and then stays flat.
    const pv = growthPreview(example());
    expect(pv.map((p) => p.month)).toEqual([1, 2, 24, 36]);
    expect(pv[2].gpus).toBeCloseTo(256 * Math.pow(1.03, 23), 9);
    expect(pv[3].gpus).toBe(pv[2].gpus);
    expect(growthPreview(set(doc, 'portfolio.growth.monthlyRate', 'x'))).toEqual([]);
  });
});

describe('scenarios', () => {
  it('a preset is three valid scenarios adding up to 100 %', () => {
    const doc = setScenarioPreset(plain(), 'lowBaseHigh', { low: '低', base: '基准', high: '高' });
    expect(doc.portfolio.scenarios).toEqual([
      { name: '低', probability: 0.25, scale: 0.5 },
      { name: '基准', probability: 0.5, scale: 1 },
      { name: '高', probability: 0.25, scale: 2 },
    ]);
    expect(probabilitySum(doc.portfolio.scenarios)).toBe(1);
    expect(issues(doc)).toEqual([]);
  });

  it('adding keeps the probabilities at 100 % (two halves, then halving the last), up to ten', () => {
    let doc = addScenario(plain(), (n) => `S${n}`);
    expect(doc.portfolio.scenarios).toEqual([
      { name: 'S1', probability: 0.5, scale: 1 },
      { name: 'S2', probability: 0.5, scale: 1 },
    ]);
    expect(issues(doc)).toEqual([]);
    doc = addScenario(doc, (n) => `S${n}`);
    expect(doc.portfolio.scenarios.map((s: Doc) => s.probability)).toEqual([0.5, 0.25, 0.25]);
    expect(doc.portfolio.scenarios[2].name).toBe('S3');
    for (let i = 0; i < 10; i++) doc = addScenario(doc, (n) => `S${n}`);
    expect(doc.portfolio.scenarios).toHaveLength(10);
    expect(probabilitySum(doc.portfolio.scenarios)).toBeCloseTo(1, 12);
    expect(issues(doc)).toEqual([]);
  });

  it('names the loader’s rules by label in percent: a sum off 100 %, more than ten, a scale ≤ 0', () => {
    let doc = setScenarioPreset(plain(), 'lowBaseHigh', NAMES);
    doc = set(doc, 'portfolio.scenarios[2].probability', 0.2);
    const sum = issues(doc);
    expect(sum.map((i) => i.path)).toEqual(['portfolio.scenarios']);
    expect(issueLine(sum[0], 'en', doc)).toContain('95 %');
    doc = set(setScenarioPreset(plain(), 'lowBaseHigh', NAMES), 'portfolio.scenarios[0].scale', 0);
    const scale = issues(doc);
    expect(scale.map((i) => i.path)).toEqual(['portfolio.scenarios[0].scale']);
    expect(issueLine(scale[0], 'en', doc)).toMatch(/Demand plan · Scenario 1 › Scale: must be greater than 0 × forecast/);
    const many = set(plain(), 'portfolio.scenarios', Array.from({ length: 11 }, (_, i) => ({ name: `s${i}`, probability: 1 / 11 })));
    expect(issues(many).map((i) => i.path)).toContain('portfolio.scenarios');
  });

  it('removing down to one scenario removes the list; removing all drops the risk weights too', () => {
    const doc = set(setScenarioPreset(plain(), 'narrow', NAMES), 'portfolio.riskAversion', 0.3);
    expect(removeScenario(removeScenario(doc, 0), 0).portfolio.scenarios).toHaveLength(1);
    expect(removeScenario(removeScenario(removeScenario(doc, 0), 0), 0).portfolio.scenarios).toBeUndefined();
    const none = removeScenarios(doc);
    expect(none.portfolio.scenarios).toBeUndefined();
    expect(none.portfolio.riskAversion).toBeUndefined();
    expect(issues(none)).toEqual([]);
  });
});

describe('fixed commitments', () => {
  it('a signed contract starts valid: one block of the first commit offer from its earliest start', () => {
    const doc = addFixed(plain());
    expect(doc.portfolio.fixed).toEqual([{ offer: '1-year', startMonth: 1, gpus: 8 }]);
    expect(issues(doc)).toEqual([]);
    expect(removeFixed(doc, 0).portfolio.fixed).toBeUndefined();
    const noCommit = set(plain(), 'portfolio.offers', plain().portfolio.offers.slice(0, 2));
    expect(addFixed(noCommit)).toBe(noCommit);
  });

  it('keeping a commitment replaces what is fixed at its offer and month by the commitment (one edit)', () => {
    const doc = example(); // 64 GPUs fixed on "3-year" from month 1
    const kept = keepCommitment(doc, { offer: '3-year', startMonth: 1, gpus: 96 });
    expect(kept.portfolio.fixed).toEqual([{ offer: '3-year', startMonth: 1, gpus: 96 }]);
    expect(isKept(kept.portfolio.fixed, { offer: '3-year', startMonth: 1, gpus: 96 })).toBe(true);
    expect(isKept(doc.portfolio.fixed, { offer: '3-year', startMonth: 1, gpus: 96 })).toBe(false);
    const both = keepCommitment(kept, { offer: '1-year', startMonth: 13, gpus: 16 });
    expect(both.portfolio.fixed).toHaveLength(2);
    expect(issues(both)).toEqual([]);
  });

  it('names a contract off its offer’s blocks or start months at its field', () => {
    const blocks = set(example(), 'portfolio.fixed[0].gpus', 60);
    const b = issues(blocks);
    expect(b.map((i) => i.path)).toEqual(['portfolio.fixed[0].gpus']);
    expect(issueLine(b[0], 'en', blocks)).toMatch(/Demand plan · Contract 1 › GPUs: must be a whole number/);
    const start = set(example(), 'portfolio.fixed[0].startMonth', 2);
    expect(issues(start).map((i) => i.path)).toEqual(['portfolio.fixed[0].startMonth']);
  });
});
