// The bad-input corpus (corpus.ts) as unit tests: every case handled as specified. The 10 MB files,
// the full engine corpus, the huge backups and the CLI processes run in `npm run test:robustness`;
// here the rest.
import { describe, expect, it } from 'vitest';
import type { CaseReport } from './check';
import {
  backupCases,
  catalogueCases,
  engineCases,
  expressionCases,
  formCases,
  loaderCases,
  runBackupCases,
  runCatalogueCase,
  runEngineCase,
  runExpressionCase,
  runFormCase,
  runLoaderCase,
} from './corpus';

function failures(reports: readonly (CaseReport | null)[]): string[] {
  return reports.filter((r): r is CaseReport => r !== null && !r.handled).map((r) => `${r.id}: ${r.problems.join('; ')}`);
}

describe('robustness corpus', () => {
  it('loader: every bad file is refused with issues naming the field; good ones load', () => {
    const cases = loaderCases().filter((c) => c.maxMs === undefined);
    expect(cases.length).toBeGreaterThan(1000);
    expect(failures(cases.map(runLoaderCase))).toEqual([]);
  }, 60_000);

  it('expression: escapes, non-finite values and oversized sources are errors; valid ones evaluate', () => {
    const cases = expressionCases();
    expect(cases.filter((c) => c.expect === 'error').length).toBeGreaterThan(150);
    expect(failures(cases.map(runExpressionCase))).toEqual([]);
  }, 60_000);

  it('catalogue: malformed overrides are reported and ignored; the base never changes', () => {
    expect(failures(catalogueCases().map(runCatalogueCase))).toEqual([]);
  }, 60_000);

  it('form fields: bad typed text is refused with a reason, or stored and then accepted or named by the loader', () => {
    const cases = formCases();
    expect(cases.length).toBeGreaterThan(3000);
    expect(failures(cases.map(runFormCase))).toEqual([]);
  }, 60_000);

  it('backup: every bad backup is refused naming the field and changes nothing stored; good ones restore', async () => {
    const cases = await backupCases({ huge: false });
    expect(cases.filter((c) => c.expect.expect === 'issues').length).toBeGreaterThan(200);
    expect(failures(await runBackupCases(cases))).toEqual([]);
  }, 120_000);

  it('engine: extreme valid scenarios evaluate to finite results (quick corpus)', () => {
    const reports = engineCases({ scale: 'quick' }).map(runEngineCase);
    expect(reports.filter((r) => r !== null).length).toBeGreaterThan(500);
    expect(failures(reports)).toEqual([]);
  }, 120_000);
});
