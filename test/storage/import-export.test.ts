import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundleFileName, scenarioFileName } from '../../src/storage/file-names';
import {
  createScenario,
  exportAllScenarios,
  exportScenarioFile,
  getScenario,
  importScenarioFiles,
  listScenarioSummaries,
  saveVersion,
} from '../../src/storage/scenarios-repo';
import { asCurrent, dumpAll, freshDb, minimalDoc, workedExample } from './helpers';

beforeEach(freshDb);

function text(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

describe('import', () => {
  it('imports the valid files and lists each invalid one with its field paths, touching nothing else', async () => {
    const existing = await createScenario(minimalDoc('Existing'), { tags: ['keep'] });
    await saveVersion(existing.id, 'v', 'named');
    const bad = { ...workedExample(), site: { ...(workedExample().site as object), pue: 0.8 }, horizonMonths: 0 };
    const before = await dumpAll();

    const result = await importScenarioFiles([
      { name: 'good.gpuplan.json', content: text(workedExample()) },
      { name: 'bad.gpuplan.json', content: text(bad) },
      { name: 'broken.json', content: '{ "format": ' },
      { name: 'other.gpuplan.json', content: text({ ...minimalDoc('Second'), tags: ['imported', 'imported'] }) },
    ]);

    expect(result.imported.map((r) => r.name)).toEqual(['512× H100 in a 100 MW campus', 'Second']);
    expect(result.imported[1].tags).toEqual(['imported']);
    expect('tags' in result.imported[1].doc).toBe(false);
    expect(result.rejected.map((r) => r.name)).toEqual(['bad.gpuplan.json', 'broken.json']);
    const badPaths = result.rejected[0].issues.map((i) => i.path);
    expect(badPaths).toContain('site.pue');
    expect(badPaths).toContain('horizonMonths');
    const pue = result.rejected[0].issues.find((i) => i.path === 'site.pue');
    expect(pue?.message.en).toContain('0.8');
    expect(pue?.message['zh-CN']).toMatch(/^site\.pue：/);
    expect(result.rejected[1].issues[0].message.en).toMatch(/not valid JSON/);

    const after = await dumpAll();
    // Existing rows are untouched; exactly the two imported scenarios were added.
    for (const table of Object.keys(before)) {
      for (const row of before[table]) expect(after[table]).toContainEqual(row);
    }
    expect(after.scenarios).toHaveLength(3);
    expect(after.scenarioDocs).toHaveLength(3);
    expect(after.versions).toEqual(before.versions);
  });

  it('leaves the database identical when every file is invalid', async () => {
    await createScenario(workedExample());
    const before = await dumpAll();
    const result = await importScenarioFiles([
      { name: 'empty.json', content: '' },
      { name: 'list.json', content: '[1,2]' },
      { name: 'future.gpuplan.json', content: text({ ...minimalDoc(), version: 99 }) },
    ]);
    expect(result.imported).toEqual([]);
    expect(result.rejected.map((r) => r.issues[0].path)).toEqual(['', '', 'version']);
    expect(await dumpAll()).toEqual(before);
  });

  it('imports a bundle whole, or rejects it whole with prefixed paths', async () => {
    const bundle = { format: 'gpuplan/bundle', version: 1, scenarios: [minimalDoc('One'), { ...minimalDoc('Two'), tags: ['t'] }] };
    const broken = { ...bundle, scenarios: [minimalDoc('Fine'), { ...minimalDoc('Bad'), site: { contractedMW: -1, powerBasis: 'it', pue: 1.3, cooling: 'air' } }] };
    const before = await dumpAll();
    const rejected = await importScenarioFiles([{ name: 'broken-bundle.json', content: text(broken) }]);
    expect(rejected.imported).toEqual([]);
    const issue = rejected.rejected[0].issues.find((i) => i.path === 'scenarios[1].site.contractedMW');
    expect(issue?.message.en).toMatch(/^scenarios\[1\]\.site\.contractedMW: /);
    expect(issue?.message['zh-CN']).toMatch(/^scenarios\[1\]\.site\.contractedMW：/);
    expect(await dumpAll()).toEqual(before);

    const ok = await importScenarioFiles([{ name: 'bundle.json', content: text(bundle) }]);
    expect(ok.rejected).toEqual([]);
    expect(ok.imported.map((r) => [r.name, r.tags])).toEqual([
      ['One', []],
      ['Two', ['t']],
    ]);

    const empty = await importScenarioFiles([{ name: 'e.json', content: text({ ...bundle, scenarios: [] }) }]);
    expect(empty.rejected[0].issues[0].path).toBe('scenarios');
    const newer = await importScenarioFiles([{ name: 'n.json', content: text({ ...bundle, version: 2 }) }]);
    expect(newer.rejected[0].issues[0].path).toBe('version');
  });
});

describe('export', () => {
  it('round-trips one scenario: export then import gives the same document and tags', async () => {
    const doc = { ...workedExample(), notes: '备注', futureField: { kept: [1, 2] } };
    const created = await createScenario(doc, { tags: ['colo', '上海'] });
    const file = await exportScenarioFile(created.id);
    expect(file.suggestedName).toBe('512× H100 in a 100 MW campus.gpuplan.json');
    expect(file.content.endsWith('}\n')).toBe(true);
    expect(file.content).toContain('\n  "format": "gpuplan/scenario"');
    const { imported, rejected } = await importScenarioFiles([{ name: file.suggestedName, content: file.content }]);
    expect(rejected).toEqual([]);
    // Import reads the version-1 file through the migrations: the stored document is the current version (3).
    expect(imported[0].doc).toEqual(asCurrent(doc));
    expect(imported[0].tags).toEqual(['colo', '上海']);
    expect(imported[0].id).not.toBe(created.id);
    expect(await getScenario(imported[0].id)).toEqual(imported[0]);
    await expect(exportScenarioFile('missing')).rejects.toThrow(/No scenario/);
  });

  it('exports all scenarios as one dated bundle that imports back to the same documents', async () => {
    const docs = [minimalDoc('A'), workedExample(), { ...minimalDoc('C'), notes: 'n' }];
    for (const [i, d] of docs.entries()) await createScenario(d, { tags: i === 1 ? ['x'] : [] });
    const bundle = await exportAllScenarios(new Date(2026, 4, 7));
    expect(bundle.suggestedName).toBe('gpuplan-scenarios-2026-05-07.json');
    expect(bundle.count).toBe(3);
    const parsed = JSON.parse(bundle.content) as { format: string; version: number; scenarios: unknown[] };
    expect(parsed.format).toBe('gpuplan/bundle');
    expect(parsed.version).toBe(1);
    expect(parsed.scenarios).toEqual([docs[0], { ...docs[1], tags: ['x'] }, docs[2]]);

    await freshDb();
    const { imported } = await importScenarioFiles([{ name: bundle.suggestedName, content: bundle.content }]);
    expect(imported.map((r) => r.doc)).toEqual(docs.map(asCurrent));
    expect((await listScenarioSummaries({ sort: 'name' })).map((s) => s.name)).toEqual(['512× H100 in a 100 MW campus', 'A', 'C']);
  });

  it('suggests file names without path or reserved characters', () => {
    expect(scenarioFileName('a/b\\c:d*e?"<f>|g')).toBe('a-b-c-d-e---f--g.gpuplan.json');
    expect(scenarioFileName('  ..hidden  ')).toBe('hidden.gpuplan.json');
    expect(scenarioFileName('   ')).toBe('scenario.gpuplan.json');
    expect(scenarioFileName('x'.repeat(300))).toHaveLength(120 + '.gpuplan.json'.length);
    expect(bundleFileName(new Date(2025, 11, 31, 23, 59))).toBe('gpuplan-scenarios-2025-12-31.json');
  });
});
