// Issue 33: a section added from the editor starts valid — adding it to a blank plan leaves the
// loader with nothing to report (before, each blanked the results with "… is required").
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario/load';
import { blankScenario } from '../../src/scenarios/blank';
import { addSection, type Doc } from '../../src/store/doc-edits';

const SECTIONS = ['market', 'investment', 'rentVsBuy', 'sizing'] as const;

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
