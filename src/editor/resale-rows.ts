// The resale curve's edits (model: Investment › fleet, resale curve), pure: each is one undo step.
// Ages are in months since delivery; shares are fractions of capex (shown as percent).

import { catalogueResaleCurve } from '../../models/catalogue/resale';
import type { Doc } from '../store/doc-edits';
import { getIn, removeAt, setIn } from '../store/path';

const CURVE = 'investment.resaleCurve';
/** A new point is a year older than the last one. */
export const NEXT_POINT_MONTHS = 12;

export function resaleCurve(doc: Doc | null): readonly Record<string, unknown>[] | null {
  const list = doc ? getIn(doc, CURVE) : undefined;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : null;
}

/** One more point, a year after the last, at the last point's share (a new curve starts at 0 months, 100 %). */
export function addResalePoint(doc: Doc): Doc {
  const list = resaleCurve(doc) ?? [];
  const last = list[list.length - 1];
  if (!last) return setIn(doc, CURVE, [{ ageMonths: 0, fraction: 1 }]);
  const age = typeof last.ageMonths === 'number' ? last.ageMonths + NEXT_POINT_MONTHS : 0;
  const fraction = typeof last.fraction === 'number' ? last.fraction : 1;
  return setIn(doc, CURVE, [...list, { ageMonths: age, fraction }]);
}

/** Removes a point; removing the last one removes the curve (the residual value applies again). */
export function removeResalePoint(doc: Doc, index: number): Doc {
  const list = resaleCurve(doc);
  if (list === null) return doc;
  return list.length <= 1 ? setIn(doc, CURVE, undefined) : removeAt(doc, CURVE, index);
}

/** The catalogue's sourced curve (used H100 PCIe listings, mid-2026) in place of any curve. */
export function withCatalogueResaleCurve(doc: Doc): Doc {
  return setIn(doc, CURVE, catalogueResaleCurve());
}

export function removeResaleCurve(doc: Doc): Doc {
  return setIn(doc, CURVE, undefined);
}

/** Debt sizing on, at the covenant's DSCR when there is one (else 1.3×), or off. */
export function setDebtSizing(doc: Doc, on: boolean): Doc {
  if (!on) return setIn(doc, 'investment.debtSizing', undefined);
  const covenant = getIn(doc, 'investment.covenantDSCR');
  return setIn(doc, 'investment.debtSizing', { targetDSCR: typeof covenant === 'number' && covenant > 0 ? covenant : 1.3 });
}
