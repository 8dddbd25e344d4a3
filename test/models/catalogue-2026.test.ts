// Issue 35: the 2026 GPU entries (B300, GB300 NVL72, Vera Rubin NVL72) and the sourced resale curve.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, RESALE_CURVE, catalogueResaleCurve } from '../../models/catalogue';
import type { Sourced } from '../../models/catalogue';
import { catalogueProblems } from '../robustness/catalogue-invariants';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const NEW = ['B300', 'GB300-NVL72', 'VR200-NVL72'];

function sourcedLeaves(entry: unknown, path = ''): [string, Sourced<unknown>][] {
  if (typeof entry !== 'object' || entry === null) return [];
  if ('source' in entry && 'asOf' in entry && 'value' in entry) return [[path, entry as Sourced<unknown>]];
  return Object.entries(entry).flatMap(([k, v]) => sourcedLeaves(v, `${path}.${k}`));
}

describe('2026 GPU entries', () => {
  it.each(NEW)('%s: every figure names a source and an ISO date', (id) => {
    const g = CATALOGUE.gpus[id];
    expect(g, id).toBeDefined();
    const leaves = sourcedLeaves(g);
    expect(leaves.length).toBeGreaterThan(10);
    for (const [path, leaf] of leaves) {
      expect(leaf.source.length, path).toBeGreaterThan(10);
      expect(leaf.asOf, path).toMatch(ISO);
      // an unknown value says why
      if (leaf.value === null) expect(leaf.note?.length ?? 0, path).toBeGreaterThan(5);
    }
  });

  it('the whole catalogue, new entries included, keeps the robustness invariants (typed, in range, dated)', () => {
    expect(catalogueProblems(CATALOGUE)).toEqual([]);
  });

  it.each(NEW)('%s: the node (rack) draws at least its GPUs\' power, and not more than twice it', (id) => {
    const g = CATALOGUE.gpus[id];
    const gpuKW = (g.tdpW.value * g.gpusPerNode.value) / 1000;
    expect(g.nodeKW.value).toBeGreaterThanOrEqual(gpuKW);
    expect(g.nodeKW.value).toBeLessThanOrEqual(2 * gpuKW);
  });

  it('GB300 NVL72: 72 GPUs a liquid-cooled rack at 155 kW peak (135 kW TDP), ≈2.15 kW per GPU', () => {
    const g = CATALOGUE.gpus['GB300-NVL72'];
    expect([g.gpusPerNode.value, g.unit, g.cooling.value, g.nodeKW.value, g.tdpW.value]).toEqual([72, 'rack', 'liquid', 155, 1100]);
    expect(g.nodeKW.note).toContain('135 kW');
    expect(g.nodeKW.value / g.gpusPerNode.value).toBeCloseTo(155 / 72, 12);
    expect(g.capexPerGPU.value).toBe(Math.round(4_000_000 / 72));
  });

  it('estimates say so in their note (Rubin power and capex, GB300 capex)', () => {
    const r = CATALOGUE.gpus['VR200-NVL72'];
    expect(r.nodeKW.note).toMatch(/estimate/);
    expect(r.tdpW.note).toMatch(/estimate/);
    expect(r.capexPerGPU.note).toMatch(/estimate/);
    expect(r.capexPerGPU.value).toBe(Math.round(7_800_000 / 72));
    expect(CATALOGUE.gpus['GB300-NVL72'].capexPerGPU.note).toMatch(/estimate/);
  });
});

describe('resale curve', () => {
  it('starts at a new GPU (age 0, 100 %), ages strictly increase, shares fall within 0..150 %', () => {
    expect(RESALE_CURVE[0].ageMonths).toBe(0);
    expect(RESALE_CURVE[0].fraction.value).toBe(1);
    for (let i = 1; i < RESALE_CURVE.length; i++) {
      expect(RESALE_CURVE[i].ageMonths).toBeGreaterThan(RESALE_CURVE[i - 1].ageMonths);
      expect(RESALE_CURVE[i].fraction.value).toBeLessThan(RESALE_CURVE[i - 1].fraction.value);
    }
    for (const p of RESALE_CURVE) {
      expect(p.fraction.value).toBeGreaterThanOrEqual(0);
      expect(p.fraction.value).toBeLessThanOrEqual(1.5);
      expect(p.fraction.asOf).toMatch(ISO);
      expect(p.fraction.source).toContain('SpotWire');
    }
  });

  it('the listings\' points (H100 PCIe, mid-2026), and the extrapolated 60-month point marked an estimate', () => {
    expect(catalogueResaleCurve()).toEqual([
      { ageMonths: 0, fraction: 1 },
      { ageMonths: 12, fraction: 0.78 },
      { ageMonths: 24, fraction: 0.6 },
      { ageMonths: 36, fraction: 0.46 },
      { ageMonths: 48, fraction: 0.35 },
      { ageMonths: 60, fraction: 0.27 },
    ]);
    expect(RESALE_CURVE[5].fraction.note).toMatch(/estimate/);
    expect(0.35 * (0.35 / 0.46)).toBeCloseTo(0.27, 2);
  });
});
