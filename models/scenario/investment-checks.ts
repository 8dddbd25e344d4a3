// Cross-field rules of the investment's lender terms fields (docs/model.md › Investment › Covenant and DSCR). Read defensively, as
// cross-checks.ts: a value of the wrong type is skipped here (its field check reports it).

import type { Bilingual } from './messages';
import { got } from './messages';
import type { PathSegment } from './numeric-paths';

function whole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Issues of `investment` (a raw record): the grace period must end before the loan does. */
export function investmentV33Issues(investment: Record<string, unknown>, add: (path: PathSegment[], rule: Bilingual) => void): void {
  const grace = investment.debtGraceMonths;
  const rawTerm = investment.debtTermMonths;
  const term = rawTerm === undefined || rawTerm === null ? 0 : rawTerm;
  // docs/model.md: G is an integer 0..T-1 (G = 0 needs no loan).
  if (whole(grace) && grace > 0 && whole(term) && grace >= term) {
    add(
      ['investment', 'debtGraceMonths'],
      got(
        {
          en: `must be less than debtTermMonths (${term}): the loan must be repaid after its interest-only months`,
          'zh-CN': `必须小于 debtTermMonths（${term}）：只付息期之后贷款还须还本`,
        },
        grace,
      ),
    );
  }
}
