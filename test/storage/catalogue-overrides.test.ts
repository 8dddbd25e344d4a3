import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE, mergeCatalogue, type CatalogueOverrides } from '../../models/catalogue';
import {
  checkOverridesText,
  overridesFileText,
  overridesFromRecords,
  readOverrides,
  recordsFromOverrides,
  replaceOverrides,
  restoreOverrideRecords,
} from '../../src/storage/catalogue-overrides';
import { StorageQuotaError } from '../../src/storage/quota';
import { freshDb, withFullDisk, withoutFullDisk } from './helpers';

beforeEach(freshDb);
afterEach(withoutFullDisk);

const AS_OF = '2026-12-02';

const OVERRIDES: CatalogueOverrides = {
  gpus: {
    'H100-SXM': { nodeKW: { value: 10.5, asOf: '2026-11-01', note: 'metered at our site' }, prices: { spot: 1.35 } },
    'MI355X-TEST': { label: 'Test accelerator', tdpW: 1400, gpusPerNode: 8, nodeKW: 14, cooling: 'liquid' as const },
  },
  providers: { 'provider-x': { name: 'Provider X', billingGranularity: 'per second' } },
  site: { pue: { value: 1.25, asOf: '2026-10-01' } },
};

function issuesOf(text: string) {
  const check = checkOverridesText(text, AS_OF);
  if (check.ok) throw new Error('expected the file to be refused');
  return check.issues;
}

describe('catalogue overrides file', () => {
  it('round-trips through the file, the check and the database, and the merge applies it', async () => {
    const text = overridesFileText(OVERRIDES, new Date('2026-12-02T09:00:00Z'));
    const check = checkOverridesText(text, AS_OF);
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    expect(check.count).toBe(4);
    await replaceOverrides(check.overrides);
    const records = await readOverrides();
    expect(records.map((r) => r.id).sort()).toEqual(['gpus:H100-SXM', 'gpus:MI355X-TEST', 'providers:provider-x', 'site']);
    const back = overridesFromRecords(records);
    expect(back).toEqual(OVERRIDES);
    const merged = mergeCatalogue(CATALOGUE, back, AS_OF);
    expect(merged.gpus['H100-SXM'].nodeKW).toEqual({ value: 10.5, source: 'user', asOf: '2026-11-01', note: 'metered at our site' });
    expect(merged.gpus['H100-SXM'].prices.spot).toEqual({ value: 1.35, source: 'user', asOf: AS_OF });
    expect(merged.gpus['MI355X-TEST'].label).toBe('Test accelerator');
    expect(merged.site.pue.value).toBe(1.25);
    // A bare overrides object (no format header) is read too.
    expect(checkOverridesText(JSON.stringify(OVERRIDES), AS_OF)).toMatchObject({ ok: true, count: 4 });
  });

  it('names every part that would not apply, in both languages, with paths from the top of the file', () => {
    const bad = {
      format: 'gpuplan/catalogue-overrides',
      version: 1,
      overrides: {
        gpus: { 'H100-SXM': { nodeKW: 'ten', warpDrive: true }, NEW: { label: 'No power figures' } },
        site: { pue: { value: 1.2, asOf: 'last week' } },
        cpus: {},
      },
    };
    const issues = issuesOf(JSON.stringify(bad));
    expect(issues.map((i) => i.path)).toEqual([
      'overrides.cpus',
      'overrides.gpus.H100-SXM.nodeKW',
      'overrides.gpus.H100-SXM.warpDrive',
      'overrides.gpus.NEW',
      'overrides.site.pue',
    ]);
    const nodeKW = issues.find((i) => i.path === 'overrides.gpus.H100-SXM.nodeKW')!;
    // By label, with the rule and the value got, never the dotted path (issue 33); the path stays on the issue.
    expect(nodeKW.message.en).toBe('NVIDIA H100 SXM (80 GB) · Node power (kW): must be between 0.001 and 10000 (got "ten")');
    expect(nodeKW.message['zh-CN']).toBe('NVIDIA H100 SXM (80 GB) · 节点功率（kW）：必须介于 0.001 与 10000 之间（实际为 "ten"）');
    expect(issues.find((i) => i.path === 'overrides.gpus.H100-SXM.warpDrive')?.message.en).toBe('NVIDIA H100 SXM (80 GB) · warpDrive: unknown field');
    expect(issues.find((i) => i.path === 'overrides.site.pue')?.message.en).toBe('Site defaults · PUE: asOf must be an ISO date (YYYY-MM-DD)');
    expect(issues.find((i) => i.path === 'overrides.cpus')?.message.en).toBe('“cpus”: unknown section (expected gpus, providers, site)');
    expect(issues.find((i) => i.path === 'overrides.gpus.NEW')?.message.en).toContain('a new entry needs tdpW, gpusPerNode, nodeKW, cooling');
    for (const i of issues) for (const text of [i.message.en, i.message['zh-CN']]) expect(text).not.toContain('overrides.');
  });

  it('restates a share in percent and names providers, prices and the site by label (issue 33)', () => {
    const issues = issuesOf(
      JSON.stringify({ gpus: { 'H100-SXM': { prices: { spot: -1 } } }, providers: { runpod: { clusterMaxTier: 'diamond' } }, site: { regionPremium: 1.5 } }),
    );
    expect(issues.map((i) => i.message.en)).toEqual([
      'NVIDIA H100 SXM (80 GB) · Spot price (USD per GPU-hour): must be between 0.0 and 1000000 (got -1)',
      'RunPod · ClusterMAX rating: must be one of "platinum", "gold", "silver", "bronze", "underperform" (got "diamond")',
      'Site defaults · EU / APAC price premium: must be between 0 % and 100 %, got 150 %',
    ]);
    expect(issues[2].message['zh-CN']).toBe('站点默认值 · 欧洲/亚太价格溢价：必须介于 0 % 与 100 % 之间，实际为 150 %');
  });

  it('refuses other files, newer versions and prototype keys', () => {
    expect(issuesOf('{"gpus":')[0].message.en).toMatch(/not valid JSON/);
    expect(issuesOf('[]')[0].message.en).toMatch(/one JSON object/);
    expect(issuesOf(JSON.stringify({ format: 'gpuplan/scenario', version: 1 }))[0].message.en).toMatch(/not a catalogue file .*Scenarios page/);
    expect(issuesOf(JSON.stringify({ format: 'gpuplan/catalogue-overrides', version: 2, overrides: {} }))[0]).toMatchObject({ path: 'version' });
    expect(issuesOf(JSON.stringify({ format: 'gpuplan/catalogue-overrides', version: 1, overrides: [] }))[0]).toMatchObject({ path: 'overrides' });
    const polluted = issuesOf('{"gpus":{"H100-SXM":{"__proto__":{"polluted":true}}}}');
    expect(polluted[0].path).toBe('gpus["H100-SXM"].__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('replaces all overrides in one transaction, rolls back on a full disk, and undoes', async () => {
    const first = await replaceOverrides({ site: { pue: 1.3 } });
    expect(first).toEqual([]);
    const before = await readOverrides();
    await withFullDisk(['catalogueOverrides']);
    await expect(replaceOverrides(OVERRIDES)).rejects.toBeInstanceOf(StorageQuotaError);
    await withoutFullDisk();
    expect(await readOverrides()).toEqual(before);
    const previous = await replaceOverrides(OVERRIDES);
    expect(previous).toEqual(before);
    await restoreOverrideRecords(previous);
    expect(await readOverrides()).toEqual(before);
  });

  it('maps records by section and skips records it does not know', () => {
    const records = recordsFromOverrides(OVERRIDES, 5);
    expect(records.every((r) => r.updatedAt === 5)).toBe(true);
    const withStray = [...records, { id: 'gpu:old-style', updatedAt: 1, data: { x: 1 } }, { id: 'nothing', updatedAt: 1, data: {} }];
    expect(overridesFromRecords(withStray)).toEqual(OVERRIDES);
  });
});
