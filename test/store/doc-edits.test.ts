import { runScenario } from '../../models/run';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import {
  addGeneration,
  addParityRule,
  addQuote,
  addSection,
  duplicateQuote,
  generationIds,
  removeGeneration,
  removeSection,
  renameGeneration,
  renameUncertaintyInput,
} from '../../src/store/doc-edits';
import { sampleDoc as eurDoc } from './fixtures';

/** The sample in USD, the catalogue's currency (issue 33: a EUR plan without a stated USD rate gets no catalogue amounts). */
const sampleDoc = (): ReturnType<typeof eurDoc> => ({ ...eurDoc(), currency: 'USD' }) as ReturnType<typeof eurDoc>;

describe('doc edits', () => {
  it('removing a generation removes the rules and references naming it', () => {
    const next = removeGeneration(sampleDoc(), 0);
    expect(generationIds(next)).toEqual(['blackwell']);
    expect(next).toMatchObject({ market: { parity: [] } });
    expect((next.investment as Record<string, unknown>).generation).toBeUndefined();
    expect((next.quotes as Record<string, unknown>[])[0].generation).toBeUndefined();
    expect((next.quotes as Record<string, unknown>[])[0].provider).toBe('A');
  });

  it('renaming a generation moves its references along, unless the id is taken', () => {
    const next = renameGeneration(sampleDoc(), 0, 'h100');
    expect(generationIds(next)).toEqual(['h100', 'blackwell']);
    expect(next).toMatchObject({ market: { parity: [{ older: 'h100', newer: 'blackwell' }] }, investment: { generation: 'h100' } });
    expect((next.quotes as Record<string, unknown>[])[0].generation).toBe('h100');
    const clash = renameGeneration(sampleDoc(), 0, 'blackwell');
    expect(generationIds(clash)).toEqual(['blackwell', 'blackwell']);
    expect(clash).toMatchObject({ market: { parity: [{ older: 'hopper' }] }, investment: { generation: 'hopper' } });
  });

  it('new generations get unique ids; the first one comes from the node catalogue GPU', () => {
    expect(generationIds(addGeneration(sampleDoc()))).toEqual(['hopper', 'blackwell', 'gen-3']);
    const fresh = addGeneration({ node: { gpuModel: 'B200' } });
    expect(fresh.market).toEqual({ generations: [{ id: 'b200', label: 'NVIDIA B200', price: 5.25 }] });
    const rule = addParityRule(sampleDoc());
    expect((rule.market as { parity: unknown[] }).parity[1]).toEqual({ older: 'hopper', newer: 'blackwell' });
  });

  it('a new quote copies the cluster size and term of the last one', () => {
    const next = addQuote(sampleDoc(), 'Provider 3');
    expect((next.quotes as unknown[])[2]).toEqual({ provider: 'Provider 3', gpus: 512, termMonths: 12 });
    const copy = duplicateQuote(sampleDoc(), 0);
    expect((copy.quotes as { provider: string }[]).map((q) => q.provider)).toEqual(['A', 'A', 'B']);
  });

  it('adds and removes optional sections, filled from the catalogue only', () => {
    const base = { ...sampleDoc() };
    delete base.rentVsBuy;
    const withRvb = addSection(base, 'rentVsBuy', 'x');
    expect(withRvb.rentVsBuy).toEqual({
      powerPricePerKWh: 0.08,
      coloPerKWMonth: 184,
      capexPerGPU: 50000,
      lifeYears: 6,
      onDemandPrice: 2.99,
      spotPrice: 1.5,
      reservedPrice: 2.99 * 0.7,
      reserved3yPrice: 1.5, // docs/model.md › Rent vs buy: the catalogue's sourced 3-year H100 contract
      autoscaledUtilization: 0.7, // docs/model.md › Rent vs buy › Without a site and per token's default for a new section
      usageHours: 6000, // the rent-vs-buy template's placeholder, so the section starts valid (issue 33)
    });
    const noQuotes = removeSection(sampleDoc(), 'quotes');
    expect('quotes' in noQuotes || 'workload' in noQuotes).toBe(false);
    const again = addSection(noQuotes, 'quotes', 'Provider 1');
    // The GPUs the site powers (the plan states no count): the quote starts valid (issue 33).
    const powered = runScenario(noQuotes, { skipUncertainty: true });
    if (!powered.ok) throw new Error('the sample evaluates');
    expect(again.quotes).toEqual([{ provider: 'Provider 1', gpuModel: 'H100-SXM', gpus: powered.result.capacity!.gpus, pricePerGPUHour: 2.99, termMonths: 12, committedShare: 0 }]);
    expect(again.workload).toBeUndefined(); // an empty workload would be refused (issue 33: a section added starts valid)
    expect(addSection(sampleDoc(), 'market', 'x').market).toEqual(sampleDoc().market); // kept
  });

  it('a document with an added uncertainty section still loads', () => {
    const doc = addSection(sampleDoc(), 'uncertainty', 'x');
    const loaded = loadScenario(doc);
    expect(loaded.ok).toBe(true);
  });

  it('renames uncertainty inputs in place and refuses prototype keys', () => {
    const doc = { uncertainty: { inputs: { 'site.pue': { dist: 'normal' }, 'investment.utilization': { dist: 'uniform' } } } };
    const next = renameUncertaintyInput(doc, 'site.pue', 'investment.capexPerGPU');
    expect(Object.keys((next.uncertainty as { inputs: object }).inputs)).toEqual(['investment.capexPerGPU', 'investment.utilization']);
    expect(renameUncertaintyInput(doc, 'site.pue', '__proto__')).toBe(doc);
    expect(renameUncertaintyInput(doc, 'site.pue', 'investment.utilization')).toBe(doc);
  });
});
