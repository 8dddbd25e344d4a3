// docs/model.md › Capacity › Plans without a site: plans without a site. A v2 plan may leave `site` out: no capacity results, no
// targetGPUs question, sizing's requiredMW and fitsDeliverable null; investment and rentVsBuy need the
// site (a validation error naming `site`); a version-1 file still needs its site.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeCapacity } from '../../models/capacity';
import { evaluateScenario, type ScenarioResult } from '../../models/evaluate';
import { loadScenario, serializeScenario } from '../../models/scenario';
import type { Scenario } from '../../models/scenario';

const fixture = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v2-1024-h100.gpuplan.json'), 'utf8')) as Record<string, unknown>;

/** The v2 reference plan as a buyer who only rents writes it: quotes, market, workload, sizing; no site. */
function quotesOnly(): Record<string, unknown> {
  const { site: _site, investment: _inv, rentVsBuy: _rvb, ...rest } = structuredClone(fixture);
  return rest;
}

function load(doc: unknown): Scenario {
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

function issuesOf(doc: unknown) {
  const r = loadScenario(doc);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.issues;
}

/** The result without what a site adds: capacity, its warnings, and sizing's power and fit. */
function withoutSiteParts(r: ScenarioResult): unknown {
  const { capacity, ...rest } = r;
  const capacityCodes = new Set((capacity?.warnings ?? []).map((w) => JSON.stringify(w)));
  return {
    ...rest,
    warnings: r.warnings.filter((w) => !capacityCodes.has(JSON.stringify(w))),
    ...(r.sizing ? { sizing: { ...r.sizing, requiredMW: null, fitsDeliverable: null } } : {}),
  };
}

describe('plans without a site: loader', () => {
  it('accepts a v2 plan without a site (absent or null) and keeps it absent on save', () => {
    const doc = quotesOnly();
    const s = load(doc);
    expect(s.site).toBeUndefined();
    expect('site' in s).toBe(false);
    expect(load({ ...doc, site: null }).site).toBeUndefined();
    const saved = JSON.parse(serializeScenario(s, doc)) as Record<string, unknown>;
    expect('site' in saved).toBe(false);
    expect(load(saved).site).toBeUndefined();
  });

  it('refuses an investment without a site, naming `site` in both languages', () => {
    const { site: _site, rentVsBuy: _rvb, ...doc } = structuredClone(fixture);
    const issues = issuesOf(doc);
    const site = issues.filter((i) => i.path === 'site');
    expect(site).toHaveLength(1);
    expect(site[0].message.en).toMatch(/^site: is required when the plan has an investment section/);
    expect(site[0].message['zh-CN']).toMatch(/^site：方案包含投资部分时为必填项/);
    // Only the site is wrong: nothing else is reported.
    expect(issues).toHaveLength(1);
  });

  it('accepts rent vs buy without a site since renting without a site (it refused it in plans without a site), with no buying', () => {
    const { site: _site, investment: _inv, ...doc } = structuredClone(fixture);
    const r = loadScenario(doc);
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(r.ok && evaluateScenario(r.scenario).rentVsBuy?.modes).toEqual(['onDemand', 'spot', 'reserved', 'reserved3y']);
  });

  it('refuses a version-1 file without a site (only v2 may leave it out)', () => {
    const { site: _site, sizing: _sizing, ...doc } = quotesOnly();
    const issues = issuesOf({ ...doc, version: 1 });
    expect(issues.map((i) => i.path)).toContain('site');
    const site = issues.find((i) => i.path === 'site')!;
    expect(site.message.en).toMatch(/^site: is required in a version-1 file/);
    expect(site.message['zh-CN']).toMatch(/^site：版本 1 的文件必须包含此项/);
    // The same v1 file with its site loads.
    expect(loadScenario({ ...doc, version: 1, site: fixture.site }).ok).toBe(true);
  });

  it('still requires the node', () => {
    const { node: _node, ...doc } = quotesOnly();
    expect(issuesOf(doc).map((i) => i.path)).toContain('node');
  });
});

describe('plans without a site: engine', () => {
  const withSite = evaluateScenario(load({ ...quotesOnly(), site: fixture.site }));
  const bare = evaluateScenario(load(quotesOnly()));

  it('evaluates a quotes-only plan: no capacity results, no targetGPUs question', () => {
    expect(bare.capacity).toBeUndefined();
    expect('capacity' in bare).toBe(false);
    expect(JSON.parse(JSON.stringify(bare)).capacity).toBeUndefined();
    expect(bare.investment).toBeUndefined();
    expect(bare.rentVsBuy).toBeUndefined();
    expect(bare.quotes?.quotes).toHaveLength(3);
    expect(bare.warnings.map((w) => w.path ?? '').filter((p) => p.startsWith('site.'))).toEqual([]);
    // With the site, the target is asked: 1,024 GPUs → 128 nodes.
    expect(withSite.capacity?.targetGPUs).toBe(1024);
  });

  it('gives sizing without power: requiredMW and fitsDeliverable null, the rest as with a site', () => {
    expect(bare.sizing).toBeDefined();
    expect(bare.sizing!.requiredMW).toBeNull();
    expect(bare.sizing!.fitsDeliverable).toBeNull();
    expect(withSite.sizing!.requiredMW).not.toBeNull();
    expect(typeof withSite.sizing!.fitsDeliverable).toBe('boolean');
    // Same workload, same GPUs (docs/model.md › Sizing: gpusNeeded does not depend on the site).
    expect(bare.sizing!.gpusNeeded).toBe(withSite.sizing!.gpusNeeded);
    expect(bare.sizing!.nodesNeeded).toBe(Math.ceil(bare.sizing!.gpusNeeded / 8));
  });

  it('prices quotes exactly as the full reference plan does', () => {
    const full = evaluateScenario(load(structuredClone(fixture)));
    expect(bare.quotes!.quotes).toEqual(full.quotes!.quotes);
    expect(bare.quotes!.bestIndex).toBe(full.quotes!.bestIndex);
    expect(bare.prices).toEqual(full.prices);
  });

  it('property: adding a site back gives the same results plus the capacity of that site', () => {
    const siteArb = fc.record({
      contractedMW: fc.double({ min: 0.05, max: 500, noNaN: true }),
      powerBasis: fc.constantFrom('facility', 'it'),
      pue: fc.double({ min: 1, max: 3, noNaN: true }),
      reserveFraction: fc.double({ min: 0, max: 0.9, noNaN: true }),
      overheadFraction: fc.double({ min: 0, max: 2, noNaN: true }),
      cooling: fc.constantFrom('air', 'liquid'),
      targetGPUs: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
    });
    const base = quotesOnly();
    fc.assert(
      fc.property(siteArb, fc.integer({ min: 1, max: 4096 }), (site, gpus) => {
        const plan = structuredClone(base) as { quotes: Record<string, unknown>[] };
        for (const q of plan.quotes) q.gpus = gpus;
        const siteDoc = Object.fromEntries(Object.entries(site).filter(([, v]) => v !== undefined));
        const without = load(plan);
        const withS = load({ ...plan, site: siteDoc });
        const a = evaluateScenario(without);
        const b = evaluateScenario(withS);
        expect(b.capacity).toEqual(computeCapacity(withS.site!, withS.node));
        expect(withoutSiteParts(b)).toEqual(withoutSiteParts(a));
        expect(a.capacity).toBeUndefined();
      }),
      { seed: 20261203, numRuns: 60 },
    );
  });
});
