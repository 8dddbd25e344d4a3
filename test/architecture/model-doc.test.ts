// The model's specification (docs/model.md) covers what the engine reads and prints: every field
// name `gpuplan evaluate --json` prints for the worked examples, every field of the scenario file's
// field table, and the version-4 outputs the specification promises, are each named in it (as
// `name`). Every citation of one of its sections in the repository (the file name, " › " and the
// section's heading) leads to a heading of the page.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as FIELDS from '../../models/scenario/field-specs';
import { trackedFiles } from './tracked-files';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/model.md'), 'utf8');
const run = promisify(execFile);

/** The examples, each run through the CLI as a user would. */
const EXAMPLES = [
  'v2-1024-h100.gpuplan.json',
  'v3-lender.gpuplan.json',
  'v3-renter-mix.gpuplan.json',
  'h100-512-uncertainty.gpuplan.json',
  'h100-512-colo.gpuplan.json',
  'v4-fleet.json',
  'v4-demand-scenarios.json',
];

/**
 * Objects whose keys are data, not field names: generation ids, offer names, scenario names.
 * (Mode keys such as `onDemand` are field names and must be documented.)
 */
const DATA_KEYED = new Set([
  '.prices.series',
  '.prices.uncapped',
  '.portfolio.months[].committed',
  '.portfolio.months[].usedGPUHours',
  '.portfolio.byOffer',
  '.portfolio.breakEvenUtilization',
  '.portfolio.regretTable[].cost',
]);

/** Version-4 outputs the specification defines; checked even before the engine prints them. */
const V4_OUTPUTS = [
  'tranches', 'resale', 'gain', 'prepayment', 'capitalizedInterest', 'powerKW', 'peakPowerKW',
  'maxDebtFraction', 'maxDebt', 'attribution', 'term', 'fleetPlan', 'purchases', 'sales', 'candidate',
  'existing', 'baseline', 'refreshMonths', 'scenarios', 'ownOptimum', 'regret', 'expectedObjective',
  'cvar', 'evPlan', 'vss', 'evpi', 'regretTable', 'plan', 'rolloverCost', 'projectIrrPercentiles',
  'fleet-power-exceeded', 'quote-owed-after-window',
];

/** Field names of a JSON value, skipping the keys of data-keyed objects. */
export function fieldNames(value: unknown, at = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) fieldNames(item, `${at}[]`, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childAt = `${at}.${key}`;
      if (DATA_KEYED.has(at)) {
        fieldNames(child, `${at}.*`, into);
        continue;
      }
      into.add(key);
      fieldNames(child, childAt, into);
    }
  }
  return into;
}

const named = (name: string) => DOC.includes(`\`${name}\``);
const headings = new Set(DOC.split('\n').filter((l) => /^#{2,3} /.test(l)).map((l) => l.replace(/^#+ /, '').trim()));

async function evaluate(file: string): Promise<{ file: string; json: unknown } | { file: string; refused: string }> {
  try {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'bin/gpuplan.mjs'), 'evaluate', path.join(ROOT, 'test/fixtures', file), '--json'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
    return { file, json: JSON.parse(stdout) as unknown };
  } catch (e) {
    return { file, refused: String((e as { stderr?: string }).stderr ?? e) };
  }
}

describe('docs/model.md covers the engine', () => {
  it('names every field --json prints for the worked examples', async () => {
    const runs = await Promise.all(EXAMPLES.map(evaluate));
    const printed = runs.filter((r): r is { file: string; json: unknown } => 'json' in r);
    // The examples of versions 1-3 must run; a version-4 example may be refused while the engine
    // reads only older files (its fields are then checked from V4_OUTPUTS below).
    for (const r of runs) if ('refused' in r) expect(`${r.file}: ${r.refused}`).toMatch(/^v4-.*version/);
    expect(printed.length).toBeGreaterThanOrEqual(5);
    const names = new Set<string>();
    for (const r of printed) fieldNames(r.json, '', names);
    // Sections every kind of output brings (a sanity check that the walk saw them).
    for (const key of ['capacity', 'investment', 'rentVsBuy', 'quotes', 'portfolio', 'uncertainty', 'dscrByPeriod', 'perToken']) expect(names).toContain(key);
    expect([...names].filter((n) => !named(n))).toEqual([]);
  }, 120_000);

  it('names every version-4 output it defines', () => {
    expect(V4_OUTPUTS.filter((n) => !named(n))).toEqual([]);
  });

  it('names every field of the scenario file', () => {
    const isTable = (t: unknown): t is Record<string, { kind: string }> =>
      t !== null && typeof t === 'object' && !Array.isArray(t) && Object.values(t).every((s) => s !== null && typeof s === 'object' && 'kind' in (s as object));
    const tables = (Object.values(FIELDS) as unknown[]).filter(isTable);
    expect(tables.length).toBeGreaterThan(15);
    const fields = new Set(tables.flatMap((t) => Object.keys(t)));
    expect([...fields].filter((n) => !named(n))).toEqual([]);
  });

  it('has a heading for every concept a citation names', () => {
    const unknown = new Set<string>();
    let citations = 0;
    for (const file of trackedFiles(ROOT)) {
      if (!/\.(ts|tsx|mts|mjs|cjs|js|md|json|css|html|sh)$/.test(file)) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/docs\/model\.md › ([^\n]*)/g)) {
        citations += 1;
        const after = m[1]!;
        // The longest heading the citation starts with, not followed by a further " › " level.
        const match = [...headings].filter((h) => after.startsWith(h) && !after.slice(h.length).startsWith(' › ')).sort((a, b) => b.length - a.length)[0];
        if (!match) unknown.add(`${file}: ${after.slice(0, 60)}`);
      }
    }
    expect(citations).toBeGreaterThan(0);
    expect([...unknown]).toEqual([]);
  });
});
