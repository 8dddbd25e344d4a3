// `gpuplan evaluate FILE --samples trials.csv` run as a process (node bin/gpuplan.mjs): the
// projectIrrAnnual column (issue 14 item 2, docs/model.md › Investment › Tax, depreciation and losses' project view) against an independent
// evaluation of each trial's inputs, and against the equity IRR where the two views must agree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';

const root = path.resolve(__dirname, '../..');
const v2 = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json'), 'utf8')) as Record<string, any>;
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-samples-'));
});

/** Writes `doc`, runs `gpuplan evaluate --samples`, returns the CSV's header and rows (cells as text). */
function samples(name: string, doc: Record<string, any>): { header: string[]; units: (string | null)[]; rows: string[][] } {
  const file = path.join(dir, `${name}.gpuplan.json`);
  const csv = path.join(dir, `${name}.csv`);
  writeFileSync(file, JSON.stringify(doc));
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'evaluate', file, '--samples', csv, '--json'], { encoding: 'utf8', cwd: root });
  expect(r.status, r.stderr).toBe(0);
  const [head, ...lines] = readFileSync(csv, 'utf8').trimEnd().split('\n');
  // No path or number here needs quoting.
  // Headers carry units ("investment.capexPerGPU (USD/GPU)"); `header` is the names, `units` the units.
  const cells = head.split(',');
  return {
    header: cells.map((h) => h.replace(/ \([^()]*\)$/, '')),
    units: cells.map((h) => /\(([^()]*)\)$/.exec(h)?.[1] ?? null),
    rows: lines.map((l) => l.split(',')),
  };
}

/** The document with `values` (by field path, as the CSV's column names) set in it. */
function withValues(doc: Record<string, any>, values: Record<string, number>): Record<string, any> {
  const out = structuredClone(doc);
  for (const [p, v] of Object.entries(values)) {
    const keys = p.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '');
    let o = out;
    for (const k of keys.slice(0, -1)) o = o[k];
    o[keys[keys.length - 1]] = v;
  }
  delete out.uncertainty;
  return out;
}

const cellOf = (v: number | null): string => (v === null ? '' : String(v));

describe('gpuplan evaluate --samples: project IRR per trial', () => {
  it('writes projectIrrAnnual for a v2 scenario with debt: each row is computeInvestment of its drawn inputs', () => {
    const inputs = {
      'investment.utilization': { dist: 'triangular', min: 0.7, mode: 0.85, max: 0.95 },
      'investment.contractPrice': { dist: 'uniform', min: 1.8, max: 2.2 },
      'investment.capexPerGPU': { dist: 'triangular', min: 30000, mode: 34000, max: 40000 },
      'investment.taxRate': { dist: 'uniform', min: 0, max: 0.35 },
      'investment.contractedShare': { dist: 'discrete', values: [0.6, 1], weights: [3, 1] },
      'market.generations[0].floor': { dist: 'discrete', values: [0.9, 0.01], weights: [3, 1] },
      'investment.debtFraction': { dist: 'uniform', min: 0.3, max: 0.6 },
      // Opex above any month's revenue: every flow negative, no IRR in either view (an empty cell).
      'investment.opexPerGPUMonth': { dist: 'discrete', values: [45, 5000], weights: [4, 1] },
    };
    const doc = { ...structuredClone(v2), uncertainty: { trials: 400, seed: 7, inputs } };
    const { header, units, rows } = samples('debt', doc);
    const paths = Object.keys(inputs);
    expect(header).toEqual(['trial', ...paths, 'irrAnnual', 'npv', 'projectIrrAnnual']);
    // Units as the other CSVs write them: fractions 0-1, money in the file's currency, the IRRs per year.
    expect(units).toEqual([null, '0-1', 'USD/GPU-h', 'USD/GPU', '0-1', '0-1', 'USD/GPU-h', '0-1', 'USD/GPU-month', '0-1/year', 'USD', '0-1/year']);
    expect(rows).toHaveLength(400);
    const col = (name: string) => header.indexOf(name);
    let differs = 0;
    let empty = 0;
    // Every 8th trial and the last, each evaluated alone by the whole engine (loader included).
    for (let t = 0; t < rows.length; t += t === 392 ? 7 : 8) {
      const row = rows[t];
      const drawn = Object.fromEntries(paths.map((p) => [p, Number(row[col(p)])]));
      const run = runScenario(withValues(doc, drawn), { skipUncertainty: true });
      if (!run.ok) throw new Error(JSON.stringify(run.issues));
      const inv = run.result.investment!;
      expect(row[col('projectIrrAnnual')], `trial ${t + 1}`).toBe(cellOf(inv.projectIrrAnnual));
      expect(row[col('irrAnnual')], `trial ${t + 1}`).toBe(cellOf(inv.irrAnnual));
      if (row[col('projectIrrAnnual')] !== row[col('irrAnnual')]) differs++;
      if (inv.projectIrrAnnual === null) empty++;
    }
    // With debt the two views differ; and the empty cell (no project IRR) was exercised.
    expect(differs).toBeGreaterThan(10);
    expect(empty).toBeGreaterThan(0);
    expect(rows.some((r) => r[col('projectIrrAnnual')] === '')).toBe(true);
  });

  it('gives the equity IRR as project IRR when there is no debt and no tax', () => {
    const doc = structuredClone(v2);
    doc.investment.debtFraction = 0;
    doc.investment.taxRate = 0;
    doc.uncertainty = {
      trials: 2000,
      seed: 3,
      inputs: {
        'investment.utilization': { dist: 'triangular', min: 0.5, mode: 0.85, max: 0.95 },
        'market.generations[0].annualDecline': { dist: 'normal', mean: 0.2, sd: 0.05 },
        'investment.capexPerGPU': { dist: 'triangular', min: 30000, mode: 34000, max: 40000 },
      },
    };
    const { header, rows } = samples('nodebt', doc);
    const irr = header.indexOf('irrAnnual');
    const project = header.indexOf('projectIrrAnnual');
    expect(project).toBeGreaterThan(irr);
    for (const r of rows) expect(r[project]).toBe(r[irr]);
    expect(new Set(rows.map((r) => r[project])).size).toBeGreaterThan(1000); // the trials did differ
  });
});
