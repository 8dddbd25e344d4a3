// "Use this plan": the fleet plan's purchases written as the investment's tranches (model:
// Investment › tranches), one edit (one undo step), so the plan is evaluated with tax, debt and the
// covenant. The tranches replace any the investment had.
import type { FleetTranche } from '../../models/fleet-plan/tranches';
import type { Doc } from '../engine/protocol';
import { setIn } from './path';

export function withFleetTranches(doc: Doc, tranches: readonly FleetTranche[]): Doc {
  if (typeof doc.investment !== 'object' || doc.investment === null) return doc;
  return setIn(doc, ['investment', 'tranches'], tranches.map((t) => ({ ...t })));
}
