// Issue 33: a section added from the editor starts valid — adding it to a blank plan leaves the
// (sizing excepted: its workload is the user's own, below)
// loader with nothing to report (before, each blanked the results with "… is required").
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario/load';
import { runScenario } from '../../models/run';
import { blankScenario } from '../../src/scenarios/blank';
import { addSection, type Doc } from '../../src/store/doc-edits';

const SECTIONS = ['market', 'investment', 'rentVsBuy', 'quotes', 'portfolio'] as const;

function issuesOf(doc: Doc): string[] {
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues.map((i) => i.path);
}

describe('sections added from the editor start valid', () => {
  it.each(SECTIONS)('adding %s to a blank USD plan leaves no issue', (section) => {
    const doc = addSection(blankScenario('x'), section, 'Provider 1');
    expect(issuesOf(doc)).toEqual([]);
  });

  it('adding the site to a blank plan without one leaves no issue', () => {
    const noSite: Doc = blankScenario('x');
    delete noSite.site;
    const doc = addSection(noSite, 'site', 'Provider 1');
    expect(issuesOf(doc)).toEqual([]);
    expect((doc.site as Doc).contractedMW).toBe(1);
  });

  it('adding every section in turn still leaves no issue, the catalogue figures in place', () => {
    let doc: Doc = blankScenario('x');
    for (const s of SECTIONS) doc = addSection(doc, s, 'Provider 1');
    expect(issuesOf(doc)).toEqual([]);
    // The catalogue's sourced H100 figures beside the placeholders (USD plan: as sourced).
    expect(doc.investment).toMatchObject({ capexPerGPU: 50_000, powerPricePerKWh: 0.08, utilization: 0.85, generation: 'h100-sxm' });
    expect(doc.rentVsBuy).toMatchObject({ onDemandPrice: 2.99, usageHours: 6000 });
  });
});

// Quotes and a demand plan take the GPUs the plan's site powers when it states no count (before:
// "GPUs is required" at once); the sizing workload is the user's own and starts empty — the rest of
// the plan still evaluates without it.
describe('what a section added to a blank plan starts with', () => {
  it('quotes and the demand plan start at the GPUs the site powers, without an empty workload', () => {
    const blank = blankScenario('x');
    const gpus = runScenario(blank, { skipUncertainty: true });
    if (!gpus.ok) throw new Error('blank evaluates');
    const powered = gpus.result.capacity!.gpus;
    // 1 MW at the facility meter, PUE 1.3, 8-GPU nodes of 10.2 kW: a few hundred GPUs.
    expect(powered).toBeGreaterThan(0);
    expect(powered % 8).toBe(0);
    const quotes = addSection(blank, 'quotes', 'Acme');
    expect((quotes.quotes as Doc[])[0].gpus).toBe(powered);
    expect(quotes.workload).toBeUndefined();
    expect(((addSection(blank, 'portfolio', 'P').portfolio as Doc).demand as Doc[])[0].gpus).toBe(powered);
  });

  it('without a site or a stated count, the demand plan names the count to enter; the rest evaluates', () => {
    const noSite: Doc = blankScenario('x');
    delete noSite.site;
    const doc = addSection(noSite, 'portfolio', 'P');
    expect(issuesOf(doc)).toEqual(['portfolio.demand[0].gpus']);
    const out = runScenario(doc, { skipUncertainty: true, partial: true });
    expect(out.ok && out.leftOut?.sections).toEqual(['portfolio']);
  });

  it('the sizing section starts without an invented workload', () => {
    const doc = addSection(blankScenario('x'), 'sizing', 'P');
    expect(doc.sizing).toEqual({});
    const out = runScenario(doc, { skipUncertainty: true, partial: true });
    if (!out.ok) throw new Error('the rest evaluates');
    expect(out.leftOut?.sections).toEqual(['sizing']);
    expect(out.result.capacity?.gpus).toBeGreaterThan(0);
  });
});
