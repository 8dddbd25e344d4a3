import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCapacity, requiredMWForGPUs } from '../../models/capacity';
import { parseScenarioJson } from '../../models/scenario';
import type { NodeInput, SiteInput } from '../../models/scenario';

const example = (() => {
  const r = parseScenarioJson(readFileSync(new URL('../fixtures/h100-512-colo.gpuplan.json', import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('fixture does not load');
  return r.scenario;
})();

function site(over: Partial<SiteInput> = {}): SiteInput {
  return { contractedMW: 100, powerBasis: 'it', pue: 1.3, reserveFraction: 0, overheadFraction: 0, cooling: 'liquid', ...over };
}
function node(over: Partial<NodeInput> = {}): NodeInput {
  return { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10, ...over };
}

describe('computeCapacity — worked example', () => {
  const c = computeCapacity(example.site!, example.node);

  it('matches docs/model.md', () => {
    const itKW = 100_000 / 1.35;
    const usableKW = itKW * 0.95;
    expect(c.itKW).toBeCloseTo(itKW, 9);
    expect(c.usableKW).toBeCloseTo(usableKW, 9);
    expect(c.nodeKWAllIn).toBeCloseTo(11.22, 12);
    expect(c.nodes).toBe(6271);
    expect(c.gpus).toBe(50168);
    expect(c.kwPerGPU).toBeCloseTo(1.4025, 12);
    expect(c.itKWUsed).toBeCloseTo(6271 * 11.22, 9);
    expect(c.facilityKW).toBeCloseTo(6271 * 11.22 * 1.35, 9);
    expect(c.strandedKW).toBeCloseTo(usableKW - 6271 * 11.22, 9);
    expect(c.nodesPerRack).toBe(4);
    expect(c.racks).toBe(1568);
    expect(c.targetGPUs).toBe(512);
    expect(c.targetNodes).toBe(64);
    expect(Math.abs(c.requiredMW! - 1.0204294736842108)).toBeLessThan(1e-9);
  });

  it('warns about air cooling of 40.8 kW racks but not about the 700 W GPUs', () => {
    expect(c.warnings.map((w) => w.code)).toEqual(['air-cooling-rack-density']);
    expect(c.warnings[0].message.en).toContain('40.8 kW');
    expect(c.warnings[0].path).toBe('site.rackKW');
  });
});

describe('computeCapacity — seed anchor', () => {
  it('100 MW of IT power: 10 kW nodes -> 80,000 GPUs, 12 kW nodes -> 66,664 GPUs', () => {
    const ten = computeCapacity(site(), node({ nodeKW: 10 }));
    const twelve = computeCapacity(site(), node({ nodeKW: 12 }));
    expect([ten.nodes, ten.gpus]).toEqual([10_000, 80_000]);
    expect([twelve.nodes, twelve.gpus]).toEqual([8_333, 66_664]);
    expect(ten.strandedKW).toBeCloseTo(0, 9);
    expect(twelve.strandedKW).toBeCloseTo(100_000 - 8_333 * 12, 9);
  });

  it('the facility basis divides by PUE; reserve and overhead shrink the count', () => {
    const c = computeCapacity(site({ powerBasis: 'facility', pue: 1.25, reserveFraction: 0.2, overheadFraction: 0.25 }), node());
    // 100 MW / 1.25 = 80,000 kW IT; x0.8 = 64,000 kW usable; 12.5 kW per node all-in -> 5,120 nodes.
    expect(c.itKW).toBe(80_000);
    expect(c.usableKW).toBe(64_000);
    expect(c.nodes).toBe(5_120);
    expect(c.gpus).toBe(40_960);
    expect(c.facilityKW).toBeCloseTo(5_120 * 12.5 * 1.25, 9);
  });

  it('floor tolerates binary noise at exact multiples', () => {
    // 1.1 MW / 1.1 kW is 999.9999999999999 in floating point; the contract's +1e-9 gives 1000 nodes.
    expect((1.1 * 1000) / 1.1).toBeLessThan(1000);
    const c = computeCapacity(site({ contractedMW: 1.1 }), node({ nodeKW: 1.1, gpusPerNode: 1 }));
    expect(c.nodes).toBe(1000);
  });
});

describe('racks, targets and warnings', () => {
  it('without rackKW and targetGPUs those fields are null', () => {
    const c = computeCapacity(site(), node());
    expect([c.nodesPerRack, c.racks, c.targetGPUs, c.targetNodes, c.requiredMW]).toEqual([null, null, null, null, null]);
    expect(c.warnings).toEqual([]);
  });

  it('racks use the compute node power (not all-in)', () => {
    const c = computeCapacity(site({ rackKW: 41, overheadFraction: 0.5 }), node({ nodeKW: 10 }));
    expect(c.nodesPerRack).toBe(4);
    expect(c.racks).toBe(Math.ceil(c.nodes / 4));
  });

  it('air cooling with 1,000 W GPUs warns', () => {
    const c = computeCapacity(site({ cooling: 'air' }), node({ gpuTDPW: 1000, nodeKW: 14.3 }));
    expect(c.warnings.map((w) => w.code)).toEqual(['air-cooling-tdp']);
    expect(computeCapacity(site({ cooling: 'air' }), node({ gpuTDPW: 999 })).warnings).toEqual([]);
    expect(computeCapacity(site({ cooling: 'liquid' }), node({ gpuTDPW: 1200 })).warnings).toEqual([]);
  });

  it('air cooling of a rack-scale node above 40 kW warns even without rackKW', () => {
    const c = computeCapacity(site({ cooling: 'air' }), node({ gpusPerNode: 72, nodeKW: 132 }));
    expect(c.warnings.map((w) => w.code)).toEqual(['air-cooling-rack-density']);
    expect(c.warnings[0].path).toBe('node.nodeKW');
    expect(computeCapacity(site({ cooling: 'air', rackKW: 40 }), node({ nodeKW: 10 })).warnings).toEqual([]);
  });

  it('a target above the capacity warns with the MW it needs', () => {
    const c = computeCapacity(site({ contractedMW: 1, targetGPUs: 1000 }), node());
    expect(c.gpus).toBe(800);
    expect(c.targetNodes).toBe(125);
    expect(c.requiredMW).toBeCloseTo(1.25, 12);
    expect(c.warnings.map((w) => w.code)).toEqual(['target-exceeds-capacity']);
  });

  it('a site too small for one node warns', () => {
    const c = computeCapacity(site({ contractedMW: 0.005 }), node());
    expect(c.nodes).toBe(0);
    expect(c.racks).toBeNull();
    expect(c.warnings.map((w) => w.code)).toEqual(['no-capacity']);
  });
});

describe('requiredMWForGPUs', () => {
  it('inverts the capacity formula', () => {
    const r = requiredMWForGPUs(example.site!, example.node, 512);
    expect(r.targetNodes).toBe(64);
    expect(Math.abs(r.requiredMW - 1.0204294736842108)).toBeLessThan(1e-9);
    // IT basis, no reserve/overhead: 80,000 GPUs of 10 kW/8 need exactly 100 MW.
    expect(requiredMWForGPUs(site(), node(), 80_000).requiredMW).toBeCloseTo(100, 9);
    // Partial nodes round up.
    expect(requiredMWForGPUs(site(), node(), 9).targetNodes).toBe(2);
  });

  it('the required MW of a site delivers at least the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.double({ min: 1, max: 2, noNaN: true }), (target, pue) => {
        const s = site({ powerBasis: 'facility', pue, reserveFraction: 0.1, overheadFraction: 0.07 });
        const n = node({ nodeKW: 10.2 });
        const mw = requiredMWForGPUs(s, n, target).requiredMW;
        expect(computeCapacity({ ...s, contractedMW: mw }, n).gpus).toBeGreaterThanOrEqual(target);
      }),
      { numRuns: 300 },
    );
  });
});

describe('properties', () => {
  const sites = fc.record({
    contractedMW: fc.double({ min: 0.01, max: 10_000, noNaN: true }),
    pue: fc.double({ min: 1, max: 3, noNaN: true }),
    reserveFraction: fc.double({ min: 0, max: 0.9, noNaN: true }),
    overheadFraction: fc.double({ min: 0, max: 2, noNaN: true }),
  });
  const nodes = fc.record({
    gpusPerNode: fc.integer({ min: 1, max: 72 }),
    nodeKW: fc.double({ min: 0.5, max: 140, noNaN: true }),
  });

  it('more MW never gives fewer GPUs', () => {
    fc.assert(
      fc.property(sites, nodes, fc.double({ min: 0, max: 5_000, noNaN: true }), fc.constantFrom('it', 'facility'), (s, n, extra, basis) => {
        const a = computeCapacity(site({ ...s, powerBasis: basis }), node(n));
        const b = computeCapacity(site({ ...s, powerBasis: basis, contractedMW: s.contractedMW + extra }), node(n));
        expect(b.gpus).toBeGreaterThanOrEqual(a.gpus);
      }),
      { numRuns: 500 },
    );
  });

  it('a higher PUE never gives more GPUs on the facility basis', () => {
    fc.assert(
      fc.property(sites, nodes, fc.double({ min: 0, max: 2, noNaN: true }), (s, n, more) => {
        const higher = Math.min(3, s.pue + more);
        const a = computeCapacity(site({ ...s, powerBasis: 'facility' }), node(n));
        const b = computeCapacity(site({ ...s, powerBasis: 'facility', pue: higher }), node(n));
        expect(b.gpus).toBeLessThanOrEqual(a.gpus);
      }),
      { numRuns: 500 },
    );
  });

  it('stranded power stays below one node and the books balance', () => {
    fc.assert(
      fc.property(sites, nodes, (s, n) => {
        const c = computeCapacity(site(s), node(n));
        expect(c.strandedKW).toBeLessThan(c.nodeKWAllIn);
        expect(c.strandedKW).toBeGreaterThan(-1e-6 * c.nodeKWAllIn);
        expect(c.itKWUsed + c.strandedKW).toBeCloseTo(c.usableKW, 6);
        expect(c.gpus).toBe(c.nodes * n.gpusPerNode);
      }),
      { numRuns: 300 },
    );
  });
});
