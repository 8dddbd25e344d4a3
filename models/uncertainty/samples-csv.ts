// `gpuplan evaluate FILE --samples trials.csv` (docs/model.md › Uncertainty): one row per trial with every drawn input,
// the trial's IRR (annual), NPV and, when the run computed it (opts.projectIrr), project IRR — so the draws and
// their correlations can be checked in a spreadsheet. Numbers are written in full (shortest
// round-trip form); a trial without an IRR has an empty cell. Comma-separated, RFC 4180 quoting.
import type { MonteCarloRunner } from './monte-carlo';

function cell(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const num = (v: number): string => (Number.isNaN(v) ? '' : String(v));

/** `name (unit)` as the other CSVs write their headers; the bare name without a unit. */
const withUnit = (name: string, unit: string | null | undefined): string => (unit ? `${name} (${unit})` : name);

/**
 * The trials run so far by `runner` as CSV text (header row first, trials numbered from 1). Headers
 * carry units: `unitOf(path)` gives a drawn input's (the caller knows the form's units; none when
 * absent), `currency` the NPV's; the IRRs are fractions per year.
 */
export function samplesCsv(runner: MonteCarloRunner, currency?: string, unitOf?: (path: string) => string | null): string {
  const columns = runner.samples();
  const out = runner.outputs();
  const header = [
    'trial',
    ...columns.map((c) => withUnit(c.path, unitOf?.(c.path))),
    withUnit('irrAnnual', '0-1/year'),
    withUnit('npv', currency),
    ...(out.projectIrrAnnual ? [withUnit('projectIrrAnnual', '0-1/year')] : []),
  ];
  const lines = [header.map(cell).join(',')];
  for (let t = 0; t < out.npv.length; t++) {
    const row = [String(t + 1)];
    for (const c of columns) row.push(num(c.values[t]));
    row.push(num(out.irrAnnual[t]), num(out.npv[t]));
    if (out.projectIrrAnnual) row.push(num(out.projectIrrAnnual[t]));
    lines.push(row.join(','));
  }
  return `${lines.join('\n')}\n`;
}
