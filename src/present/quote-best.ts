// Which quote is best in a row of the quotes table: a verdict (the table marks it), so it is
// decided here in the presentation layer, once, from the row's direction (`better`) and values —
// the table only draws the mark.
import type { QuoteResult } from '../../models/quotes';
import type { QuoteInput } from '../../models/scenario';
import type { QuoteRow } from '../charts/quotes-table-model';

/** Values within this relative distance of the best are tied with it. */
const TIE = 1e-12;

/**
 * Input-order indices of the quotes holding the best value of a row: every quote at the best
 * value (ties), none when the row has no direction, fewer than two values, or all values equal.
 */
export function bestInRow(row: QuoteRow, quotes: readonly QuoteResult[], inputs: readonly (QuoteInput | undefined)[] = []): Set<number> {
  const best = new Set<number>();
  if (!row.better) return best;
  const values = quotes.map((q) => {
    // An unquoted cost is unknown, not $0: it never wins its row.
    if (row.unquoted && row.unquoted(q).length > 0) return null;
    const v = row.value(q, inputs[q.index]);
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  });
  const present = values.filter((v): v is number => v !== null);
  if (present.length < 2) return best;
  const target = row.better === 'low' ? Math.min(...present) : Math.max(...present);
  const worst = row.better === 'low' ? Math.max(...present) : Math.min(...present);
  const close = (v: number) => Math.abs(v - target) <= TIE * Math.max(1, Math.abs(target));
  if (close(worst)) return best; // all equal: nothing stands out
  values.forEach((v, i) => {
    if (v !== null && close(v)) best.add(quotes[i].index);
  });
  return best;
}
