// The fleet worked example (test/fixtures/v4-fleet.json: four B200 tranches delivered quarterly,
// capitalised grace interest, a resale curve, the 80 % loss limit, debt sizing, an early exit with
// prepayment): every field of the reference results' `investment` (v4-fleet.expected.json) to 1e-9 —
// money relative to its scale (an array's largest magnitude), rates absolutely, integers exactly;
// maxDebtFraction to the 1e-6 its search is specified to (maxDebt relative to the same).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';

const root = path.resolve(__dirname, '../..');
const text = readFileSync(path.join(root, 'test/fixtures/v4-fleet.json'), 'utf8');
const expected = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v4-fleet.expected.json'), 'utf8')) as { investment: Record<string, unknown> };

const RATE_KEYS = new Set(['irrMonthly', 'irrAnnual', 'projectIrrMonthly', 'projectIrrAnnual', 'moic', 'dscr', 'minDSCR', 'minPeriodDSCR']);

/** Every leaf of `want` against `got` at the same path; `scale` is the magnitude money is relative to. */
export function differences(got: unknown, want: unknown, at = '', scale = 0, key = ''): string[] {
  if (want === null || typeof want !== 'object') {
    if (typeof want !== 'number') return Object.is(got, want) ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
    if (typeof got !== 'number') return [`${at}: ${JSON.stringify(got)} ≠ ${want}`];
    let tol = 1e-9 * Math.max(1, scale, Math.abs(want));
    if (RATE_KEYS.has(key)) tol = 1e-9;
    if (key === 'maxDebtFraction') tol = 1e-6;
    if (key === 'maxDebt') tol = 1e-6 * Math.abs(want);
    if (Number.isInteger(want) && ['gpus', 'deliveryMonth', 'exitMonth', 'paybackMonth', 'period', 'fromMonth', 'toMonth', 'minDSCRMonth', 'minPeriodDSCRPeriod'].includes(key)) tol = 0;
    return Math.abs(got - want) <= tol ? [] : [`${at}: ${got} ≠ ${want}`];
  }
  if (got === null || typeof got !== 'object') return [`${at}: missing (${JSON.stringify(got)})`];
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length) return [`${at}: length ${Array.isArray(got) ? got.length : 'none'} ≠ ${want.length}`];
    const s = want.reduce((m: number, v) => (typeof v === 'number' ? Math.max(m, Math.abs(v)) : m), 0);
    return want.flatMap((v, k) => differences(got[k], v, `${at}[${k}]`, s, key));
  }
  const g = got as Record<string, unknown>;
  return Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${at}.${k}`, 0, k));
}

describe('the v4 fleet worked example', () => {
  const run = runScenario(text);
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  const inv = run.result.investment!;

  it('matches every field of the reference investment results', () => {
    expect(differences(inv, expected.investment, 'investment')).toEqual([]);
  });

  it('can fail: a changed prepayment or attribution is reported at its path', () => {
    const changed = structuredClone(inv);
    changed.tranches![3].prepayment += 1;
    changed.attribution![0].npv *= 1.000001;
    expect(differences(changed, expected.investment, 'investment')).toEqual([
      `investment.tranches[3].prepayment: ${changed.tranches![3].prepayment} ≠ ${(expected.investment.tranches as { prepayment: number }[])[3].prepayment}`,
      `investment.attribution[0].npv: ${changed.attribution![0].npv} ≠ ${(expected.investment.attribution as { npv: number }[])[0].npv}`,
    ]);
  });
});
