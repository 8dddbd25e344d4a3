// Issue 38 in `gpuplan evaluate --table`: the ranking column names the figure the ranking uses (with
// rankBy "windowPlusOwed", what is owed after the window too), rollover months' cost has a column
// when a quote rolls over, and what is owed after the window stays beside the window totals.
// Figures from test/fixtures/v4-demand-scenarios.expected.json.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTable } from '../../cli/format';
import { runScenario } from '../../models/run';

function table(patch?: (d: Record<string, Record<string, unknown>>) => void): string {
  const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v4-demand-scenarios.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  patch?.(doc);
  const r = runScenario(doc);
  if (!r.ok) throw new Error('invalid');
  return formatTable(r.result, 'en', undefined, r.scenario);
}

describe('--table: quotes that roll over, ranked with what is owed', () => {
  it('names the ranking figure and shows rollover and owed amounts', () => {
    const out = table();
    expect(out).toContain('(PV + owed PV) per used GPU-h (ranks)');
    expect(out).toContain('Rollover (in window)');
    // Hyperscaler C: rank 1 at $2.38, $2,258,309 of rollover; Neocloud B owes $878,598.
    expect(out).toMatch(/1 +Hyperscaler C \(6 months, rolls over\) +\$3,446,330 +\$3,201,197 +\$2\.38 .*\$2,258,309 +\$0/);
    expect(out).toMatch(/3 +Neocloud B \(24 months\) .*\$2\.69 .*\$878,598/);
  });

  it('without rankBy or rollover the quote window columns stay as they were', () => {
    const out = table((d) => {
      delete d.workload.rankBy;
      for (const q of d.quotes as unknown as Record<string, unknown>[]) delete q.rollover;
    });
    expect(out).toContain('PV per used GPU-h (ranks)');
    expect(out).not.toContain('owed PV');
    expect(out).not.toContain('Rollover (in window)');
  });
});
