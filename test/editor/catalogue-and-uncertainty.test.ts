import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../models/catalogue';
import { loadScenario } from '../../models/scenario';
import { addCatalogueGeneration, catalogueSourceFor, nodeFill, rentVsBuyPriceFill } from '../../src/editor/catalogue-fill';
import { convertDistribution, initialDistribution, targetOf, uncertaintyCandidates } from '../../src/present/uncertainty-paths';
import { setIn } from '../../src/store/path';
import { sampleDoc as eurDoc } from '../store/fixtures';

/** The sample in USD, the catalogue's currency (issue 33: a EUR plan without a stated USD rate gets no catalogue amounts). */
const sampleDoc = (): ReturnType<typeof eurDoc> => ({ ...eurDoc(), currency: 'USD' }) as ReturnType<typeof eurDoc>;

describe('catalogue fill', () => {
  it('fills the node from a catalogue GPU', () => {
    expect(nodeFill(CATALOGUE.gpus.B200)).toEqual([
      ['node.gpuModel', 'B200'],
      ['node.gpusPerNode', 8],
      ['node.nodeKW', 14.3],
      ['node.gpuTDPW', 1000],
    ]);
    expect(nodeFill(CATALOGUE.gpus['GB200-NVL72'])).toContainEqual(['node.gpusPerNode', 72]);
  });

  it('offers only sourced prices (a missing figure is not $0)', () => {
    expect(rentVsBuyPriceFill(CATALOGUE.gpus.B200)).toEqual([
      ['rentVsBuy.onDemandPrice', 5.25],
      ['rentVsBuy.spotPrice', 2.25],
      ['rentVsBuy.reservedPrice', 5.25 * 0.7],
    ]);
    // GB200: on-demand and 1-year from one provider's Superchip price; spot and 3-year stay unknown.
    expect(rentVsBuyPriceFill(CATALOGUE.gpus['GB200-NVL72'])).toEqual([
      ['rentVsBuy.onDemandPrice', 4.54],
      ['rentVsBuy.reservedPrice', 4.54 * 0.7],
    ]);
    expect(rentVsBuyPriceFill(CATALOGUE.gpus.MI300X).map(([p]) => p)).toEqual(['rentVsBuy.onDemandPrice']);
  });

  it('names the source and date of a value only while it equals the catalogue', () => {
    const doc = sampleDoc();
    expect(catalogueSourceFor(doc, 'node.nodeKW')).toMatchObject({ value: 10.2, asOf: '2023-01-01' });
    expect(catalogueSourceFor(setIn(doc, 'node.nodeKW', 11), 'node.nodeKW')).toBeUndefined();
    expect(catalogueSourceFor(doc, 'site.pue')).toBeUndefined(); // 1.35 is the user's, not the catalogue's 1.4
    expect(catalogueSourceFor(setIn(doc, 'site.pue', 1.4), 'site.pue')?.source).toMatch(/Neocloud/);
    // Capex is the node's GPU's own all-in figure: H100's $50k is not a B200's.
    const b200 = setIn(setIn(doc, 'node.gpuModel', 'B200'), 'investment.capexPerGPU', 50_000);
    expect(catalogueSourceFor(b200, 'investment.capexPerGPU')).toBeUndefined();
    expect(catalogueSourceFor(setIn(b200, 'investment.capexPerGPU', 66_667), 'investment.capexPerGPU')).toMatchObject({ value: 66_667, asOf: '2026-06-01' });
    expect(catalogueSourceFor(setIn(doc, 'investment.capexPerGPU', 50_000), 'investment.capexPerGPU')?.source).toMatch(/H100 cluster cost/);
    const mi300x = setIn(setIn(doc, 'node.gpuModel', 'MI300X'), 'investment.capexPerGPU', 50_000);
    expect(catalogueSourceFor(mi300x, 'investment.capexPerGPU')).toBeUndefined(); // no sourced MI300X capex
  });

  it('adds a catalogue GPU as a market generation with a unique id', () => {
    const next = addCatalogueGeneration(sampleDoc(), CATALOGUE.gpus.B200);
    expect((next.market as { generations: unknown[] }).generations[2]).toEqual({ id: 'b200', label: 'NVIDIA B200', price: 5.25 });
    const twice = addCatalogueGeneration(next, CATALOGUE.gpus.B200);
    expect((twice.market as { generations: { id: string }[] }).generations[3].id).toBe('b200-2');
  });
});

describe('uncertainty inputs', () => {
  it('offer existing numeric fields, whole numbers included (docs/model.md › Uncertainty)', () => {
    const paths = uncertaintyCandidates(sampleDoc()).map((c) => c.path);
    expect(paths).toContain('site.pue');
    expect(paths).toContain('investment.utilization');
    expect(paths).toContain('investment.idlePowerFraction'); // absent but defaulted
    expect(paths).toContain('quotes[1].pricePerGPUHour');
    expect(paths).toContain('market.parity[0].relativeCost');
    expect(paths).toContain('node.gpusPerNode'); // whole number: draws rounded half up
    expect(paths).not.toContain('site.rackKW'); // optional, absent
    expect(paths).not.toContain('rentVsBuy.onDemandPrice'); // no such section
  });

  it('start a triangular distribution ±10 % inside the field limits, which the loader accepts', () => {
    const doc = sampleDoc();
    const candidates = uncertaintyCandidates(doc);
    const utilization = candidates.find((c) => c.path === 'investment.utilization')!;
    expect(initialDistribution(doc, utilization)).toEqual({ dist: 'triangular', min: 0.765, mode: 0.85, max: 0.935 });
    const full = setIn(doc, 'investment.utilization', 1);
    expect(initialDistribution(full, utilization)).toEqual({ dist: 'triangular', min: 0.9, mode: 1, max: 1 });
    const inputs: Record<string, unknown> = {};
    for (const c of candidates) inputs[c.path] = initialDistribution(doc, c);
    const loaded = loadScenario({ ...doc, uncertainty: { inputs } });
    expect(loaded.ok ? [] : loaded.issues).toEqual([]);
  });

  it('convert between distributions keeping centre and spread', () => {
    expect(convertDistribution({ min: 0.6, mode: 0.8, max: 0.9 }, 'normal')).toEqual({ dist: 'normal', mean: 0.8, sd: 0.05 });
    expect(convertDistribution({ mean: 1, sd: 0.1 }, 'uniform')).toEqual({ dist: 'uniform', min: 0.7, max: 1.3 });
    expect(convertDistribution({ min: 1, max: 3 }, 'triangular')).toEqual({ dist: 'triangular', min: 1, mode: 2, max: 3 });
  });

  it('find the field definition a path names', () => {
    expect(targetOf('quotes[2].taxRate')).toMatchObject({ group: 'quote', item: 3, def: { key: 'taxRate', percent: true } });
    expect(targetOf('site.contractedMW')).toMatchObject({ group: 'site', def: { power: 'MW' } });
    expect(targetOf('market.generations[0].price')).toMatchObject({ group: 'generation', item: 1 });
    expect(targetOf('nonsense')).toBeUndefined();
  });
});
