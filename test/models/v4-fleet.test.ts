// The fleet worked example (test/fixtures/v4-fleet.json: four B200 tranches delivered quarterly,
// capitalised grace interest, a resale curve, the 80 % loss limit, debt sizing, an early exit with
// prepayment): every field of the reference results' `investment` (v4-fleet.expected.json) to 1e-9 —
// money relative to its scale (an array's largest magnitude), rates absolutely, integers exactly;
// maxDebtFraction to the 1e-6 its search is specified to (maxDebt relative to the same).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { differences } from './fleet-differences';

const root = path.resolve(__dirname, '../..');
const text = readFileSync(path.join(root, 'test/fixtures/v4-fleet.json'), 'utf8');
const expected = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v4-fleet.expected.json'), 'utf8')) as { investment: Record<string, unknown> };

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
