import { describe, expect, it } from 'vitest';
import { CATALOGUE, mergeCatalogue, mergeCatalogueWithReport } from '../../models/catalogue';
import type { Sourced } from '../../models/catalogue';

/** Every { value, source, asOf } leaf of a value, with its path. */
function sourcedLeaves(x: unknown, path = ''): [string, Sourced<unknown>][] {
  if (Array.isArray(x)) return x.flatMap((v, i) => sourcedLeaves(v, `${path}[${i}]`));
  if (typeof x !== 'object' || x === null) return [];
  const r = x as Record<string, unknown>;
  if ('value' in r && 'source' in r) return [[path, r as unknown as Sourced<unknown>]];
  return Object.entries(r).flatMap(([k, v]) => sourcedLeaves(v, path ? `${path}.${k}` : k));
}

describe('catalogue contents', () => {
  it('has the required GPU models and providers', () => {
    expect(Object.keys(CATALOGUE.gpus)).toEqual(expect.arrayContaining(['H100-SXM', 'H200-SXM', 'B200', 'GB200-NVL72', 'MI300X']));
    expect(Object.keys(CATALOGUE.providers).sort()).toEqual(
      ['aws', 'azure', 'coreweave', 'crusoe', 'google-cloud', 'groq', 'lambda', 'nebius', 'oracle', 'runpod', 'together', 'vast-ai'],
    );
  });

  it('every value carries a source and an ISO as-of date in the past', () => {
    const leaves = sourcedLeaves(CATALOGUE);
    expect(leaves.length).toBeGreaterThan(150);
    for (const [path, leaf] of leaves) {
      expect(leaf.source.length, path).toBeGreaterThan(5);
      expect(leaf.asOf, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(leaf.asOf)), path).toBe(false);
      expect(leaf.asOf < '2026-12-31', path).toBe(true);
    }
  });

  it('every GPU entry has its power figures and the four price tiers', () => {
    for (const g of Object.values(CATALOGUE.gpus)) {
      expect(g.tdpW.value).toBeGreaterThan(0);
      expect(Number.isInteger(g.gpusPerNode.value)).toBe(true);
      expect(g.nodeKW.value).toBeGreaterThan((g.tdpW.value * g.gpusPerNode.value) / 1000);
      expect(Object.keys(g.prices).sort()).toEqual(['contract1y', 'contract3y', 'onDemand', 'spot']);
    }
  });

  it('holds the reference figures of docs/model.md and the seeds', () => {
    const g = CATALOGUE.gpus;
    expect([g['H100-SXM'].tdpW.value, g['H100-SXM'].nodeKW.value]).toEqual([700, 10.2]);
    expect([g['H200-SXM'].tdpW.value, g['H200-SXM'].nodeKW.value]).toEqual([700, 10.2]);
    expect([g.B200.tdpW.value, g.B200.nodeKW.value, g.B200.cooling.value]).toEqual([1000, 14.3, 'liquid']);
    expect([g['GB200-NVL72'].gpusPerNode.value, g['GB200-NVL72'].unit, g['GB200-NVL72'].cooling.value]).toEqual([72, 'rack', 'liquid']);
    expect([g.MI300X.tdpW.value, g.MI300X.gpusPerNode.value]).toEqual([750, 8]);
    expect(g['H100-SXM'].prices.onDemand.value).toBe(2.99);
    expect(g['H200-SXM'].prices.onDemand.value).toBeCloseTo(2.99 * 1.3, 12);
    expect(g['GB200-NVL72'].parity?.value).toEqual({ olderModel: 'H100-SXM', trainingSaving: 0.56, inferenceSaving: 0.75 });
    expect(CATALOGUE.site.pue.value).toBeGreaterThanOrEqual(1.3);
    expect(CATALOGUE.site.pue.value).toBeLessThanOrEqual(1.5);
    expect(CATALOGUE.site.coloPerKWMonth.value).toBe(184);
  });

  it('issue 26: all-in capex per GPU and 1-year prices for H200, B200 and GB200, each derived in its note', () => {
    const g = CATALOGUE.gpus;
    // H100 is the site default's all-in figure with the same source.
    expect(g['H100-SXM'].capexPerGPU).toMatchObject({ value: 50_000, source: CATALOGUE.site.capexPerGPU.source, asOf: CATALOGUE.site.capexPerGPU.asOf });
    // Street price × (H100 all-in $50k / H100 street $30k).
    expect(g['H200-SXM'].capexPerGPU.value).toBe(58_333);
    expect(g.B200.capexPerGPU.value).toBe(66_667);
    // GB200: rack price / 72 GPUs.
    expect(g['GB200-NVL72'].capexPerGPU.value).toBe(43_056);
    expect(g.MI300X.capexPerGPU.value).toBeNull();
    for (const id of ['H200-SXM', 'B200', 'GB200-NVL72']) {
      expect(g[id].capexPerGPU.note, id).toMatch(/^derived: .*= \$[\d,]+/);
      expect(g[id].capexPerGPU.note, id).toContain(g[id].capexPerGPU.value!.toLocaleString('en-US'));
      expect(g[id].capexPerGPU.asOf >= '2026-01-01', id).toBe(true);
    }
    // 1-year: on-demand less the sourced 30 % reservation discount.
    expect(g['H200-SXM'].prices.contract1y.value).toBeCloseTo(2.99 * 1.3 * 0.7, 12);
    expect(g.B200.prices.contract1y.value).toBeCloseTo(3.675, 12);
    expect(g['GB200-NVL72'].prices.onDemand.value).toBeCloseTo(4.54, 12);
    expect(g['GB200-NVL72'].prices.contract1y.value).toBeCloseTo(3.178, 12);
    for (const id of ['H200-SXM', 'B200', 'GB200-NVL72']) {
      const c = g[id].prices.contract1y;
      expect(c.note, id).toMatch(/^derived: .* less 30 %/);
      expect(c.value!, id).toBeLessThan(g[id].prices.onDemand.value!);
    }
    // A newer GPU costs more to buy and to rent than the one before it.
    expect(g['H100-SXM'].capexPerGPU.value!).toBeLessThan(g['H200-SXM'].capexPerGPU.value!);
    expect(g['H200-SXM'].capexPerGPU.value!).toBeLessThan(g.B200.capexPerGPU.value!);
    expect(g['H100-SXM'].prices.contract1y.value!).toBeLessThan(g['H200-SXM'].prices.contract1y.value!);
    expect(g['H200-SXM'].prices.contract1y.value!).toBeLessThan(g.B200.prices.contract1y.value!);
  });

  it('provider facts follow the ClusterMAX seed, unknowns are null', () => {
    const p = CATALOGUE.providers;
    expect(p.coreweave.clusterMaxTier.value).toBe('platinum');
    expect(['crusoe', 'nebius', 'oracle', 'together'].map((id) => p[id].clusterMaxTier.value)).toEqual(['gold', 'gold', 'gold', 'gold']);
    expect([p.aws.clusterMaxTier.value, p.lambda.clusterMaxTier.value, p['google-cloud'].clusterMaxTier.value]).toEqual(['silver', 'silver', 'bronze']);
    expect([p.azure.clusterMaxTier.value, p.groq.clusterMaxTier.value, p.runpod.clusterMaxTier.value]).toEqual([null, null, null]);
    expect(p.runpod.billingGranularity.value).toBe('per second');
    expect(p.groq.billingGranularity.value).toBe('per token (API)');
    expect(p['vast-ai'].regions.value).toBeNull();
    expect(p.coreweave.contractedPower.value).toBe('gigawatt-scale');
  });
});

describe('mergeCatalogue', () => {
  it('a GPU\'s capexPerGPU can be overridden, set unknown, and is checked like the scenario field', () => {
    const r = mergeCatalogueWithReport(
      CATALOGUE,
      {
        gpus: {
          B200: { capexPerGPU: { value: 72_000, asOf: '2026-11-01', note: 'OEM quote' } },
          'H200-SXM': { capexPerGPU: null },
          'GB200-NVL72': { capexPerGPU: 'a lot' as unknown as number },
          MI300X: { capexPerGPU: -1 },
        },
        site: { capexPerGPU: null as unknown as number },
      },
      '2026-12-01',
    );
    expect(r.catalogue.gpus.B200.capexPerGPU).toEqual({ value: 72_000, source: 'user', asOf: '2026-11-01', note: 'OEM quote' });
    expect(r.catalogue.gpus['H200-SXM'].capexPerGPU).toEqual({ value: null, source: 'user', asOf: '2026-12-01' });
    expect(r.catalogue.gpus['GB200-NVL72'].capexPerGPU.value).toBe(43_056);
    expect(r.catalogue.gpus.MI300X.capexPerGPU.value).toBeNull();
    expect(r.ignored).toEqual([
      'gpus.GB200-NVL72.capexPerGPU: must be between 0.0 and 100000000 (got "a lot")',
      'gpus.MI300X.capexPerGPU: must be between 0.0 and 100000000 (got -1)',
      'site.capexPerGPU: must not be empty (got null)',
    ]);
    // A new GPU starts with an unknown capex.
    const added = mergeCatalogue(CATALOGUE, { gpus: { X1: { label: 'X1', tdpW: 500, gpusPerNode: 8, nodeKW: 6, cooling: 'air' } } }, '2026-12-01');
    expect(added.gpus.X1.capexPerGPU.value).toBeNull();
  });

  it('overrides deeply per id, tags the values as "user" and leaves the rest alone', () => {
    const merged = mergeCatalogue(
      CATALOGUE,
      {
        gpus: { 'H100-SXM': { prices: { onDemand: 2.49, spot: { value: 1.2, asOf: '2026-11-01', note: 'quote from broker' } } } },
        providers: { nebius: { regions: ['Europe'] } },
        site: { pue: 1.25 },
      },
      '2026-12-01',
    );
    const h100 = merged.gpus['H100-SXM'];
    expect(h100.prices.onDemand).toEqual({ value: 2.49, source: 'user', asOf: '2026-12-01' });
    expect(h100.prices.spot).toEqual({ value: 1.2, source: 'user', asOf: '2026-11-01', note: 'quote from broker' });
    expect(h100.prices.contract3y).toBe(CATALOGUE.gpus['H100-SXM'].prices.contract3y);
    expect(h100.tdpW).toBe(CATALOGUE.gpus['H100-SXM'].tdpW);
    expect(merged.gpus.B200).toBe(CATALOGUE.gpus.B200);
    expect(merged.providers.nebius.regions).toEqual({ value: ['Europe'], source: 'user', asOf: '2026-12-01' });
    expect(merged.site.pue).toEqual({ value: 1.25, source: 'user', asOf: '2026-12-01' });
    expect(merged.site.coloPerKWMonth.source).not.toBe('user');
    // The base is not mutated.
    expect(CATALOGUE.gpus['H100-SXM'].prices.onDemand.value).toBe(2.99);
    expect(CATALOGUE.site.pue.source).not.toBe('user');
  });

  it('a price can be cleared to null (unknown), a power figure cannot', () => {
    const r = mergeCatalogueWithReport(
      CATALOGUE,
      { gpus: { B200: { prices: { spot: null }, nodeKW: null as unknown as number } } },
      '2026-12-01',
    );
    expect(r.catalogue.gpus.B200.prices.spot.value).toBeNull();
    expect(r.catalogue.gpus.B200.nodeKW.value).toBe(14.3);
    expect(r.ignored).toEqual(['gpus.B200.nodeKW: must not be empty (got null)']);
  });

  it('adds complete new entries and reports incomplete or invalid ones', () => {
    const r = mergeCatalogueWithReport(
      CATALOGUE,
      {
        gpus: {
          'RTX-PRO-6000': { label: 'RTX PRO 6000', vendor: 'NVIDIA', tdpW: 600, gpusPerNode: 8, nodeKW: 6.5, cooling: 'air' },
          'NO-POWER': { label: 'No power', tdpW: 500 },
        },
        providers: { acme: { name: 'Acme GPU', billingGranularity: 'per minute' } },
      },
      '2026-12-01',
    );
    const added = r.catalogue.gpus['RTX-PRO-6000'];
    expect(added.id).toBe('RTX-PRO-6000');
    expect(added.nodeKW).toEqual({ value: 6.5, source: 'user', asOf: '2026-12-01' });
    expect(added.prices.onDemand.value).toBeNull();
    expect(r.catalogue.gpus['NO-POWER']).toBeUndefined();
    expect(r.catalogue.providers.acme.name).toBe('Acme GPU');
    expect(r.catalogue.providers.acme.clusterMaxTier.value).toBeNull();
    expect(r.ignored).toEqual(['gpus.NO-POWER: a new entry needs gpusPerNode, nodeKW, cooling']);
  });

  it('ignores wrong types, bad enums, unknown fields, id changes, bad dates and forbidden keys', () => {
    const overrides = JSON.parse(`{
      "gpus": {
        "H100-SXM": { "tdpW": "700", "cooling": "water", "colour": "green", "id": "H100", "prices": { "onDemand": { "value": 2, "asOf": "May 2026" } } },
        "__proto__": { "polluted": true }
      },
      "providers": { "lambda": { "clusterMaxTier": "diamond", "facts": ["fast support", 5] } },
      "site": { "capexPerGPU": -1, "constructor": { "x": 1 } }
    }`);
    const r = mergeCatalogueWithReport(CATALOGUE, overrides, '2026-12-01');
    expect(r.ignored).toEqual([
      'gpus.H100-SXM.tdpW: must be greater than 0.0 and at most 10000 (got "700")',
      'gpus.H100-SXM.cooling: must be one of "air", "liquid" (got "water")',
      'gpus.H100-SXM.colour: unknown field',
      'gpus.H100-SXM.id: the id is the entry key and cannot change',
      'gpus.H100-SXM.prices.onDemand: asOf must be an ISO date (YYYY-MM-DD)',
      'gpus.__proto__: forbidden key',
      'providers.lambda.clusterMaxTier: must be one of "platinum", "gold", "silver", "bronze", "underperform" (got "diamond")',
      'providers.lambda.facts[1]: must be text with an ISO asOf',
      'site.capexPerGPU: must be between 0.0 and 100000000 (got -1)',
      'site.constructor: forbidden key',
    ]);
    expect(r.catalogue.gpus['H100-SXM']).toEqual(CATALOGUE.gpus['H100-SXM']);
    expect(r.catalogue.providers.lambda.facts).toEqual([{ value: 'fast support', source: 'user', asOf: '2026-12-01' }]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
