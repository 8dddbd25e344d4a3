// docs/model.md › Sizing: sizing a fleet from a serving workload (throughput and memory fit). The worked
// example goes through the real loader and engine and is compared with every field of the
// reference implementation's sizing section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadScenario, parseScenarioJson, serializeScenario } from '../../models/scenario';
import { evaluateScenario } from '../../models/evaluate';
import { computeSizing } from '../../models/sizing';
import { GPU_MODELS } from '../../models/catalogue/gpus';
import { CATALOGUE, mergeCatalogueWithReport } from '../../models/catalogue';
import type { NodeInput, SiteInput, SizingInput } from '../../models/scenario/types';

const dir = path.resolve(__dirname, '../fixtures');
const expected = JSON.parse(readFileSync(path.join(dir, 'v2-1024-h100.expected.json'), 'utf8'));
const v2Text = readFileSync(path.join(dir, 'v2-1024-h100.gpuplan.json'), 'utf8');

function close(actual: number | undefined, want: number, scale = Math.abs(want)): void {
  expect(actual).not.toBeUndefined();
  expect(Math.abs((actual as number) - want)).toBeLessThanOrEqual(1e-9 * Math.max(scale, 1));
}

function issuesOf(doc: unknown): string[] {
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues.map((i) => i.path);
}

describe('sizing worked example (v2-1024-h100) against the reference results', () => {
  const r = parseScenarioJson(v2Text);
  if (!r.ok) throw new Error(JSON.stringify(r));
  const result = evaluateScenario(r.scenario, { skipUncertainty: true });
  const sizing = result.sizing!;
  const want = expected.sizing;

  it('matches every field of the expected sizing section (integers exactly)', () => {
    expect(Object.keys(want).sort()).toEqual(
      ['replicaGB', 'gpusPerReplica', 'throughputGPUs', 'replicas', 'gpusNeeded', 'nodesNeeded', 'requiredMW', 'fitsDeliverable'].sort(),
    );
    close(sizing.replicaGB, want.replicaGB);
    close(sizing.throughputGPUs, want.throughputGPUs);
    close(sizing.requiredMW!, want.requiredMW);
    for (const k of ['gpusPerReplica', 'replicas', 'gpusNeeded', 'nodesNeeded', 'fitsDeliverable'] as const) expect(sizing[k]).toBe(want[k]);
    // Through --json under the same names.
    expect(JSON.parse(JSON.stringify(result)).sizing.gpusNeeded).toBe(40);
  });

  it('agrees with a hand computation: 70B at FP8 plus 40 GB KV, on 80 GB H100s', () => {
    close(sizing.replicaGB, (70 * 1 + 40) * 1.1); // 121 GB
    expect(sizing.gpuMemoryGB).toBe(80); // catalogue H100-SXM
    expect(sizing.gpuMemorySource).toBe('catalogue');
    expect(sizing.gpusPerReplica).toBe(2); // 121/80 = 1.51
    close(sizing.throughputGPUs, 2_000_000 / 60 / (1200 * 0.7)); // 39.68
    expect(sizing.replicas).toBe(20); // ceil(39.68/2)
    expect(sizing.gpusNeeded).toBe(40);
    expect(sizing.nodesNeeded).toBe(5);
    close(sizing.requiredMW!, (5 * 10.2 * 1.1) / 0.95 * 1.35 / 1000);
    expect(sizing.fitsDeliverable).toBe(true);
    expect(result.warnings.map((w) => w.code)).not.toContain('model-spans-nodes');
  });
});

describe('sizing engine', () => {
  const site: SiteInput = { contractedMW: 1, powerBasis: 'it', pue: 1.3, reserveFraction: 0, overheadFraction: 0, cooling: 'liquid' };
  const node: NodeInput = { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 };
  const base: SizingInput = {
    tokensPerMinute: 600_000,
    tokensPerSecondPerGPU: 1000,
    targetUtilization: 0.7,
    modelParamsB: 70,
    bytesPerParam: 2,
    kvCacheGB: 0,
    memoryOverheadFraction: 0.1,
  };

  it('warns model-spans-nodes when a replica needs more GPUs than a node has', () => {
    // 405B at BF16: 810 GB × 1.1 = 891 GB → 12 H100s > 8 per node.
    const s = computeSizing({ ...base, modelParamsB: 405 }, site, node, 1000)!;
    expect(s.gpusPerReplica).toBe(12);
    expect(s.warnings.map((w) => w.code)).toEqual(['model-spans-nodes']);
    expect(s.warnings[0].path).toBe('sizing.modelParamsB');
    // The same model on 192 GB MI300X fits in 5 GPUs: no warning.
    const mi = computeSizing({ ...base, modelParamsB: 405 }, site, { ...node, gpuModel: 'MI300X' }, 1000)!;
    expect(mi.gpusPerReplica).toBe(5);
    expect(mi.warnings).toEqual([]);
  });

  it('uses gpuMemoryGB over the catalogue, and needs it for a model the catalogue lacks', () => {
    const s = computeSizing({ ...base, gpuMemoryGB: 24 }, site, node, 1000)!;
    expect(s.gpuMemorySource).toBe('scenario');
    expect(s.gpusPerReplica).toBe(Math.ceil(154 / 24 - 1e-9)); // 7
    expect(computeSizing(base, site, { ...node, gpuModel: 'RTX-4090' }, 1000)).toBeNull();
  });

  it('reports whether the site delivers the fleet and the MW it needs', () => {
    // 1 MW of IT load runs 98 nodes = 784 GPUs.
    const big = computeSizing({ ...base, tokensPerMinute: 60 * 1000 * 0.7 * 800 }, site, node, 784)!;
    expect(big.gpusNeeded).toBe(800);
    expect(big.fitsDeliverable).toBe(false);
    close(big.requiredMW!, (100 * 10.2) / 1000);
    expect(computeSizing(base, site, node, 784)!.fitsDeliverable).toBe(true);
  });

  it('always fits memory and throughput, with no replica to spare (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.constantFrom(2, 1, 0.5),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.constantFrom('H100-SXM', 'H200-SXM', 'B200', 'GB200-NVL72', 'MI300X'),
        (tpm, tps, u, params, bytes, kv, model) => {
          const s = computeSizing(
            { tokensPerMinute: tpm, tokensPerSecondPerGPU: tps, targetUtilization: u, modelParamsB: params, bytesPerParam: bytes, kvCacheGB: kv, memoryOverheadFraction: 0.1 },
            site,
            { ...node, gpuModel: model },
            1000,
          )!;
          const mem = GPU_MODELS[model].memoryGB.value!;
          expect(s.gpuMemoryGB).toBe(mem);
          expect(s.gpusPerReplica * mem).toBeGreaterThanOrEqual(s.replicaGB * (1 - 1e-9));
          expect(s.gpusNeeded * tps * u * 60).toBeGreaterThanOrEqual(tpm * (1 - 1e-9));
          if (s.replicas > 1) expect((s.replicas - 1) * s.gpusPerReplica).toBeLessThan(s.throughputGPUs * (1 + 1e-9));
          if (s.gpusPerReplica > 1) expect((s.gpusPerReplica - 1) * mem).toBeLessThan(s.replicaGB * (1 + 1e-9));
          expect(s.nodesNeeded).toBe(Math.ceil(s.gpusNeeded / 8));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sizing defaults, loader and file', () => {
  const doc = JSON.parse(v2Text);

  it('no sizing section: no sizing result (v1 reproduces)', () => {
    const { sizing: _drop, ...rest } = doc;
    const r = loadScenario(rest);
    expect(r.ok).toBe(true);
    if (r.ok) expect(evaluateScenario(r.scenario, { skipUncertainty: true }).sizing).toBeUndefined();
  });

  it('applies the defaults targetUtilization 0.7, bytesPerParam 2, kvCacheGB 0, memoryOverheadFraction 0.1', () => {
    const r = loadScenario({ ...doc, sizing: { tokensPerMinute: 1000, tokensPerSecondPerGPU: 10, modelParamsB: 8 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.sizing).toEqual({ tokensPerMinute: 1000, tokensPerSecondPerGPU: 10, modelParamsB: 8, targetUtilization: 0.7, bytesPerParam: 2, kvCacheGB: 0, memoryOverheadFraction: 0.1 });
    const s = evaluateScenario(r.scenario, { skipUncertainty: true }).sizing!;
    close(s.replicaGB, 8 * 2 * 1.1);
  });

  it('refuses zero tokens per second, a precision not in the list and an unknown GPU without gpuMemoryGB, naming the field', () => {
    expect(issuesOf({ ...doc, sizing: { ...doc.sizing, tokensPerSecondPerGPU: 0 } })).toContain('sizing.tokensPerSecondPerGPU');
    expect(issuesOf({ ...doc, sizing: { ...doc.sizing, bytesPerParam: 1.5 } })).toEqual(['sizing.bytesPerParam']);
    expect(issuesOf({ ...doc, sizing: { ...doc.sizing, bytesPerParam: 4 } })).toEqual(['sizing.bytesPerParam']);
    expect(issuesOf({ ...doc, sizing: { ...doc.sizing, targetUtilization: 0 } })).toEqual(['sizing.targetUtilization']);
    const other = { ...doc, node: { ...doc.node, gpuModel: 'RTX-4090' }, quotes: undefined };
    expect(issuesOf(other)).toEqual(['sizing.gpuMemoryGB']);
    expect(issuesOf({ ...other, sizing: { ...doc.sizing, gpuMemoryGB: 24 } })).toEqual([]);
    const r = loadScenario({ ...doc, sizing: { ...doc.sizing, bytesPerParam: 1.5 } });
    if (!r.ok) {
      expect(r.issues[0].message.en).toMatch(/2 \(BF16\), 1 \(FP8\) or 0\.5 \(FP4\)/);
      expect(r.issues[0].message['zh-CN']).toMatch(/BF16/);
    }
  });

  it('refuses a workload that would need more GPUs than any count the app allows', () => {
    expect(issuesOf({ ...doc, sizing: { ...doc.sizing, tokensPerMinute: 1e15, tokensPerSecondPerGPU: 1e-6 } })).toEqual([
      'sizing.tokensPerMinute',
      'sizing.tokensPerSecondPerGPU',
      'sizing.targetUtilization',
    ]);
    expect(issuesOf({ ...doc, sizing: { ...doc.sizing, modelParamsB: 1e6, gpuMemoryGB: 1e-6 } })).toEqual([
      'sizing.modelParamsB',
      'sizing.kvCacheGB',
      'sizing.memoryOverheadFraction',
      'sizing.gpuMemoryGB',
    ]);
  });

  it('keeps the sizing section and its unknown fields on save', () => {
    const withExtra = { ...doc, sizing: { ...doc.sizing, vendorNote: 'x' } };
    const r = loadScenario(withExtra);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const saved = JSON.parse(serializeScenario(r.scenario, r.raw));
    expect(saved.sizing).toMatchObject({ ...doc.sizing, vendorNote: 'x' });
  });
});

describe('catalogue GPU memory', () => {
  it('gives every built-in GPU its memory with a source and an as-of date', () => {
    const want: Record<string, number> = { 'H100-SXM': 80, 'H200-SXM': 141, B200: 180, 'GB200-NVL72': 186, MI300X: 192 };
    for (const [id, gb] of Object.entries(want)) {
      const m = GPU_MODELS[id].memoryGB;
      expect(m.value).toBe(gb);
      expect(m.source.length).toBeGreaterThan(10);
      expect(m.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lets an override edit it, and refuses a memory that is not a positive number', () => {
    const ok = mergeCatalogueWithReport(CATALOGUE, { gpus: { 'H100-SXM': { memoryGB: { value: 94, asOf: '2026-06-01' } } } }, '2026-12-01');
    expect(ok.catalogue.gpus['H100-SXM'].memoryGB).toMatchObject({ value: 94, source: 'user', asOf: '2026-06-01' });
    const bad = mergeCatalogueWithReport(CATALOGUE, { gpus: { 'H100-SXM': { memoryGB: -5 } } }, '2026-12-01');
    expect(bad.catalogue.gpus['H100-SXM'].memoryGB.value).toBe(80);
    expect(bad.ignored.join(' ')).toMatch(/memoryGB/);
  });
});
