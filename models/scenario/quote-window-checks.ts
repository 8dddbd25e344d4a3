// quote window rules of the quotes' window that read more than one field (docs/model.md › Quotes › Window): the workload's
// demand is gpuHoursPerMonth, or gpus and utilization together; a quote's delivery month is the one
// it states, else the one its lead time in weeks gives.

import { deliveryMonthFromLeadTime } from '../quote-schedule';
import { issueAt, RULE_DEMAND_NEEDED } from './messages';
import { isPlainRecord } from './safety';
import type { ScenarioIssue } from './types';

function absent(value: unknown): boolean {
  return value === undefined || value === null;
}

/** The delivery month the engine will use for a raw quote (0 when neither field is a usable number). */
export function statedDeliveryMonth(q: Record<string, unknown>): number {
  if (typeof q.deliveryMonth === 'number' && Number.isInteger(q.deliveryMonth)) return q.deliveryMonth;
  if (absent(q.deliveryMonth) && typeof q.leadTimeWeeks === 'number' && Number.isFinite(q.leadTimeWeeks) && q.leadTimeWeeks >= 0) {
    return deliveryMonthFromLeadTime(q.leadTimeWeeks);
  }
  return 0;
}

export function workloadDemandIssues(doc: Record<string, unknown>): ScenarioIssue[] {
  const w = isPlainRecord(doc.workload) ? doc.workload : undefined;
  if (w && absent(w.gpuHoursPerMonth) && (absent(w.gpus) || absent(w.utilization))) {
    return [issueAt('workload.gpuHoursPerMonth', RULE_DEMAND_NEEDED)];
  }
  return [];
}
