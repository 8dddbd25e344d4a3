// The tranche table's rows and actions (model: Investment › fleet), pure: each action is a document
// edit the store applies as ONE undo step (applyEdit). A single purchase (no `investment.tranches`)
// is shown as one row; "Add batch" turns it into a two-row fleet whose first row is the single
// purchase (its GPUs, delivered in month 0, held to the horizon; every other cell empty, so it
// follows the investment's fields exactly as the single purchase did). Removing rows down to one
// keeps a one-tranche fleet (its delivery and exit months still mean something); "back to a single
// purchase" writes that row's GPUs and figures into the investment and removes the list.

import { computeCapacity } from '../../models/capacity';
import { loadScenario } from '../../models/scenario';
import type { Doc } from '../store/doc-edits';
import { addRow, duplicateRow, removeRow, uniqueName } from '../store/list-edit';
import { getIn, isPlainObject, setIn } from '../store/path';
import { scenarioGpus } from '../store/portfolio-edits';

const TRANCHES = 'investment.tranches';
/** A new batch arrives this many months after the previous one (a quarter), within the horizon. */
export const NEXT_BATCH_MONTHS = 3;
/** Cells a tranche shares with the investment: "back to a single purchase" carries them over. */
const SHARED_WITH_INVESTMENT = ['capexPerGPU', 'generation', 'utilization', 'contractedShare', 'contractPrice', 'contractMonths', 'debtFraction'] as const;

export function trancheList(doc: Doc | null): readonly Record<string, unknown>[] | null {
  const list = doc ? getIn(doc, TRANCHES) : undefined;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : null;
}

function whole(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
}

function horizon(doc: Doc): number | undefined {
  return whole(doc.horizonMonths);
}

/** The GPUs of the single purchase: investment.gpus, else what the site delivers (the engine's default), else what the scenario states. */
export function singlePurchaseGpus(doc: Doc): number | undefined {
  const stated = whole(getIn(doc, 'investment.gpus'));
  if (stated !== undefined) return stated;
  return deliverableGpus(doc) ?? whole(scenarioGpus(doc));
}

/** The GPUs the site delivers (the engine's default for investment.gpus); undefined without a loadable site. */
function deliverableGpus(doc: Doc): number | undefined {
  if (!isPlainObject(doc.site) || !isPlainObject(doc.node)) return undefined;
  const loaded = loadScenario(doc);
  if (!loaded.ok || !loaded.scenario.site || !loaded.scenario.node) return undefined;
  return whole(computeCapacity(loaded.scenario.site, loaded.scenario.node).gpus);
}

function nextDelivery(doc: Doc, after: unknown): number {
  const d = typeof after === 'number' && Number.isInteger(after) ? after + NEXT_BATCH_MONTHS : 0;
  const H = horizon(doc);
  return H === undefined ? d : Math.max(0, Math.min(d, H - 1));
}

/**
 * One more batch. From a single purchase: the purchase as row 1 (`firstName`) and a second batch of
 * the same size a quarter later. From a fleet: a copy of the last row's GPUs a quarter after it.
 * `name(n)` names the n-th batch.
 */
export function addBatch(doc: Doc, firstName: string, name: (n: number) => string): Doc {
  const list = trancheList(doc);
  if (list === null) {
    const gpus = singlePurchaseGpus(doc) ?? 1;
    const first = { name: firstName, gpus, deliveryMonth: 0 };
    const second = { name: uniqueName(name(2), [firstName]), gpus, deliveryMonth: nextDelivery(doc, 0) };
    return setIn(doc, TRANCHES, [first, second]);
  }
  const last = list[list.length - 1] ?? {};
  return addRow(doc, TRANCHES, { name: name(list.length + 1), gpus: whole(last.gpus) ?? 1, deliveryMonth: nextDelivery(doc, last.deliveryMonth) });
}

/** A copy of row `index` right after it, under a name no other row has. */
export function duplicateBatch(doc: Doc, index: number): Doc {
  return duplicateRow(doc, TRANCHES, index, 'Batch');
}

/** Removes row `index`; the last row stays (a one-tranche fleet): use backToSinglePurchase to drop the list. */
export function removeBatch(doc: Doc, index: number): Doc {
  return removeRow(doc, TRANCHES, index, { keepLast: true });
}

/** A one-row fleet back to the single purchase: the row's GPUs and set figures into the investment. */
export function backToSinglePurchase(doc: Doc): Doc {
  const list = trancheList(doc);
  if (list === null) return doc;
  let next = setIn(doc, TRANCHES, undefined);
  const row = list.length === 1 && isPlainObject(list[0]) ? list[0] : undefined;
  if (!row) return next;
  if (whole(row.gpus) !== undefined) next = setIn(next, 'investment.gpus', row.gpus);
  for (const key of SHARED_WITH_INVESTMENT) if (row[key] !== undefined) next = setIn(next, `investment.${key}`, row[key]);
  return next;
}
