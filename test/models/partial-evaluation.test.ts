// Partial evaluation (issue 33): a plan whose optional section has a problem — a CNY plan stating no
// USD rate, whose capex the catalogue could not fill — still shows what does not need that section
// (capacity, rent vs buy, quotes); the section is left out and the issue says why. The CLI keeps
// refusing such a file (partial is the app's option).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';

const FIXTURE = new URL('../fixtures/h100-512-uncertainty.gpuplan.json', import.meta.url);
const full = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, any>;

function cnyWithoutCapex(): Record<string, any> {
  const doc = full();
  doc.currency = 'CNY';
  delete doc.investment.capexPerGPU;
  return doc;
}

describe('partial evaluation', () => {
  const whole = runScenario(full(), { skipUncertainty: true });
  if (!whole.ok) throw new Error('the fixture must load');

  it('refuses the file by default, naming the missing field', () => {
    const out = runScenario(cnyWithoutCapex(), { skipUncertainty: true });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.issues.map((i) => i.path)).toContain('investment.capexPerGPU');
  });

  it('evaluates the rest without the investment and what reads it', () => {
    const out = runScenario(cnyWithoutCapex(), { skipUncertainty: true, partial: true });
    if (!out.ok) throw new Error(JSON.stringify(out.issues));
    // Uncertainty varies investment inputs: it goes with the investment.
    expect(out.leftOut?.sections).toEqual(['investment', 'uncertainty']);
    expect(out.leftOut?.issues[0]).toMatchObject({ path: 'investment.capexPerGPU', missing: true });
    expect(out.result.investment).toBeUndefined();
    expect(out.scenario.uncertainty).toBeUndefined();
    // Nothing else moves: the same figures as the whole plan's (the currency only names them).
    expect(out.result.currency).toBe('CNY');
    expect(out.result.capacity?.gpus).toBe(whole.result.capacity?.gpus);
    expect(out.result.capacity?.gpus).toBeGreaterThan(0);
    expect(out.result.quotes?.quotes.map((q) => q.effectivePerUsedGPUHour)).toEqual(whole.result.quotes?.quotes.map((q) => q.effectivePerUsedGPUHour));
    expect(out.result.rentVsBuy).toEqual(whole.result.rentVsBuy);
    expect(out.result.prices).toEqual(whole.result.prices);
  });

  it('leaves out in turn a section that reads a left-out one (the investment priced from the market)', () => {
    const doc = full();
    doc.market.generations[0].annualDecline = 1.2;
    const out = runScenario(doc, { skipUncertainty: true, partial: true });
    if (!out.ok) throw new Error(JSON.stringify(out.issues));
    expect(out.leftOut?.sections[0]).toBe('market');
    expect(out.leftOut?.sections).toContain('investment');
    expect(out.result.prices).toBeUndefined();
    expect(out.result.quotes?.quotes.length).toBe(whole.result.quotes?.quotes.length);
  });

  it('still refuses a problem outside the optional sections (the site, the node)', () => {
    const doc = cnyWithoutCapex();
    doc.site.pue = 0.5;
    const out = runScenario(doc, { skipUncertainty: true, partial: true });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['site.pue', 'investment.capexPerGPU']));
  });

  it('gives a valid plan exactly as before', () => {
    const out = runScenario(full(), { skipUncertainty: true, partial: true });
    if (!out.ok) throw new Error('valid');
    expect(out.leftOut).toBeUndefined();
    expect(out.result).toEqual(whole.result);
  });
});
