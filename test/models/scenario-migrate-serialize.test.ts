import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, MIGRATIONS, loadScenario, migrate, parseScenarioJson, serializeScenario } from '../../models/scenario';
import type { MigrationStep } from '../../models/scenario';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

// A test-only version-0 format: the site power was called "contractMW" and the horizon "months".
const V0_TO_V1: MigrationStep = {
  from: 0,
  up: (doc) => {
    const { months, ...rest } = doc;
    const site = { ...(doc.site as Record<string, unknown>) };
    site.contractedMW = site.contractMW;
    delete site.contractMW;
    return { ...rest, horizonMonths: months, site };
  },
};

function v0Document(): Record<string, unknown> {
  return {
    format: 'gpuplan/scenario',
    version: 0,
    name: 'Old file',
    months: 36,
    site: { contractMW: 3, powerBasis: 'it', pue: 1.2, cooling: 'liquid', legacyNote: 'kept' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10 },
  };
}

describe('migration chain', () => {
  it('CURRENT_VERSION is 4', () => {
    expect(CURRENT_VERSION).toBe(4);
  });

  it('3 -> 4 keeps a version-3 document as it is (version 4 only adds optional fields)', () => {
    const doc = { format: 'gpuplan/scenario', version: 3, name: 'x', horizonMonths: 12, investment: { gpus: 8 } };
    const before = JSON.stringify(doc);
    const r = migrate(doc);
    if (!r.ok) throw new Error('migration failed');
    expect(r.migratedFrom).toBe(3);
    expect(r.data.version).toBe(4);
    expect(r.data.investment).toEqual({ gpus: 8 });
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('1 -> 2: committed becomes committedShare (true 1, else 0), every other field kept, the input untouched', () => {
    const doc = {
      format: 'gpuplan/scenario',
      version: 1,
      keep: { a: [1] },
      quotes: [
        { provider: 'A', committed: true, note: 'x' },
        { provider: 'B', committed: false },
        { provider: 'C' },
        { provider: 'D', committed: 'yes' },
        7,
      ],
    };
    const before = JSON.stringify(doc);
    const r = migrate(doc, MIGRATIONS, 2);
    if (!r.ok) throw new Error(r.error.en);
    expect(r.migratedFrom).toBe(1);
    expect(r.data).toEqual({
      format: 'gpuplan/scenario',
      version: 2,
      keep: { a: [1] },
      quotes: [
        { provider: 'A', committedShare: 1, note: 'x' },
        { provider: 'B', committedShare: 0 },
        { provider: 'C' },
        { provider: 'D', committedShare: 0 },
        7,
      ],
    });
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('2 -> 3: deliveryMonth 0 on quotes without one, autoscaledUtilization from tokenUtilization, workload.gpus/utilization dropped, the input untouched', () => {
    const doc = {
      format: 'gpuplan/scenario',
      version: 2,
      keep: true,
      rentVsBuy: { onDemandPrice: 2, tokenUtilization: 0.55 },
      workload: { gpuHoursPerMonth: 10, gpus: 64, utilization: 0.5, note: 'n' },
      quotes: [{ provider: 'A' }, { provider: 'B', deliveryMonth: 3 }, 5],
    };
    const before = JSON.stringify(doc);
    const r = migrate(doc, MIGRATIONS, 3);
    if (!r.ok) throw new Error(r.error.en);
    expect(r.migratedFrom).toBe(2);
    expect(r.data).toEqual({
      format: 'gpuplan/scenario',
      version: 3,
      keep: true,
      rentVsBuy: { onDemandPrice: 2, tokenUtilization: 0.55, autoscaledUtilization: 0.55 },
      workload: { gpuHoursPerMonth: 10, note: 'n' },
      quotes: [{ provider: 'A', deliveryMonth: 0 }, { provider: 'B', deliveryMonth: 3 }, 5],
    });
    expect(JSON.stringify(doc)).toBe(before);
    const noTokens = migrate({ version: 2, rentVsBuy: { onDemandPrice: 2 } });
    if (!noTokens.ok) throw new Error(noTokens.error.en);
    expect((noTokens.data.rentVsBuy as Record<string, unknown>).autoscaledUtilization).toBe(1);
  });

  it('a version-2 file with committed is refused naming committedShare', () => {
    const r = parseScenarioJson(fixture('h100-512-colo.gpuplan.json').replace('"version": 1', '"version": 2'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path)).toContain('quotes[0].committed');
    expect(r.issues.find((i) => i.path === 'quotes[0].committed')?.message.en).toContain('committedShare');
  });

  it('migrates v0 -> v1 through the given chain without touching the input', () => {
    const doc = v0Document();
    const before = JSON.stringify(doc);
    const r = migrate(doc, [V0_TO_V1], 1);
    if (!r.ok) throw new Error(r.error.en);
    expect(r.migratedFrom).toBe(0);
    expect(r.data.version).toBe(1);
    expect(r.data.horizonMonths).toBe(36);
    expect((r.data.site as Record<string, unknown>).contractedMW).toBe(3);
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('loadScenario uses a chain passed in the options', () => {
    const r = loadScenario(v0Document(), { migrations: [V0_TO_V1, ...MIGRATIONS] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.migratedFrom).toBe(0);
    expect(r.scenario.version).toBe(4);
    expect(r.scenario.site!.contractedMW).toBe(3);
    expect(r.scenario.horizonMonths).toBe(36);
    // The serialized file is the current version and keeps the unknown field.
    const out = JSON.parse(serializeScenario(r.scenario, r.raw));
    expect(out.version).toBe(4);
    expect(out.site.legacyNote).toBe('kept');
    expect(out.site.contractMW).toBeUndefined();
    expect(out.months).toBeUndefined();
  });

  it('runs several steps in order and stops at a gap', () => {
    const calls: number[] = [];
    const step = (from: number): MigrationStep => ({ from, up: (d) => (calls.push(from), { ...d, [`s${from}`]: true }) });
    const r = migrate({ version: 1 }, [step(2), step(1), step(3)], 4);
    if (!r.ok) throw new Error(r.error.en);
    expect(calls).toEqual([1, 2, 3]);
    expect(r.data).toMatchObject({ version: 4, s1: true, s2: true, s3: true });
    const gap = migrate({ version: 1 }, [step(1), step(3)], 4);
    expect(gap.ok).toBe(false);
    if (!gap.ok) expect(gap.error.en).toContain('no migration from version 2');
  });

  it('without the step, a v0 file is refused', () => {
    const r = loadScenario(v0Document());
    expect(r.ok).toBe(false);
  });
});

describe('serializeScenario', () => {
  it('round-trips the worked example', () => {
    const r = parseScenarioJson(fixture('h100-512-colo.gpuplan.json'));
    if (!r.ok) throw new Error('load failed');
    const again = parseScenarioJson(serializeScenario(r.scenario, r.raw));
    if (!again.ok) throw new Error(JSON.stringify(again.issues));
    expect(again.scenario).toEqual(r.scenario);
  });

  it('keeps unknown fields at every level and leaves derived defaults out', () => {
    const r = parseScenarioJson(fixture('unknown-fields.gpuplan.json'));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    // 2 MW of IT power / 14.3 kW = 139 nodes = 1112 GPUs.
    expect(r.scenario.investment?.gpus).toBe(1112);
    expect(r.scenario.market?.parity[0].fromMonth).toBe(6);
    const out = JSON.parse(serializeScenario(r.scenario, r.raw));
    expect(out.futureTopLevel).toEqual({ keep: [1, 2, 3] });
    expect(out.site.siteColor).toBe('green');
    expect(out.node.vendorSku).toBe('DGX-B200');
    expect(out.market.marketNote).toBe('from a later app version');
    expect(out.market.generations.map((g: { tag: string }) => g.tag)).toEqual(['old', 'new']);
    expect(out.market.parity[0].why).toBe('seed');
    expect(out.investment.taxShield).toBe(true);
    expect(out.quotes[0].contact).toBe('sales@a.example');
    expect(out.quotes[1].contact).toBeUndefined();
    expect(out.uncertainty.inputs['investment.utilization'].label).toBe('util');
    // Derived values are not frozen into the file.
    expect(out.investment.gpus).toBeUndefined();
    expect(out.investment.gpusDefaulted).toBeUndefined();
    expect(out.market.parity[0].fromMonth).toBeUndefined();
    expect(out.market.parity[0].fromMonthDefaulted).toBeUndefined();
    // Defaults are written explicitly.
    expect(out.site.reserveFraction).toBe(0);
    expect(out.investment.idlePowerFraction).toBe(0.3);
    // Reloading gives the same scenario.
    const again = parseScenarioJson(JSON.stringify(out));
    if (!again.ok) throw new Error(JSON.stringify(again.issues));
    expect(again.scenario).toEqual(r.scenario);
  });

  it('writes edits, drops removed known fields and array items, keeps unknown ones', () => {
    const r = parseScenarioJson(fixture('unknown-fields.gpuplan.json'));
    if (!r.ok) throw new Error('load failed');
    const s = structuredClone(r.scenario);
    s.site!.contractedMW = 5;
    s.site!.rackKW = 120;
    s.node.gpuTDPW = undefined;
    s.quotes = [s.quotes![0]];
    s.investment!.gpus = 256;
    s.investment!.gpusDefaulted = false;
    const out = JSON.parse(serializeScenario(s, r.raw));
    expect(out.site).toMatchObject({ contractedMW: 5, rackKW: 120, siteColor: 'green' });
    expect('gpuTDPW' in out.node).toBe(false);
    expect(out.node.vendorSku).toBe('DGX-B200');
    expect(out.quotes).toHaveLength(1);
    expect(out.investment.gpus).toBe(256);
  });

  it('without raw writes the scenario alone, as pretty JSON', () => {
    const r = parseScenarioJson(fixture('unknown-fields.gpuplan.json'));
    if (!r.ok) throw new Error('load failed');
    const text = serializeScenario(r.scenario);
    expect(text.startsWith('{\n  "format": "gpuplan/scenario",\n  "version": 4,')).toBe(true);
    expect(JSON.parse(text).futureTopLevel).toBeUndefined();
  });

  it('never copies forbidden keys from a raw object', () => {
    const r = parseScenarioJson(fixture('unknown-fields.gpuplan.json'));
    if (!r.ok) throw new Error('load failed');
    const raw = JSON.parse('{"site":{"__proto__":{"bad":1},"ok":2},"constructor":{"x":1}}');
    const out = JSON.parse(serializeScenario(r.scenario, raw));
    expect(out.site.ok).toBe(2);
    expect(Object.keys(out.site)).not.toContain('__proto__');
    expect(Object.keys(out)).not.toContain('constructor');
    expect(Object.prototype).not.toHaveProperty('bad');
  });
});
