// `gpuplan compare --table`'s fleet rows (model: Investment › fleet): the same rows under the same
// labels as the app's Compare "Fleet" section (src/present/fleet-compare-rows.ts), printed after
// the key results when any compared scenario has investment tranches. The fleet plan's rows go
// into the key results table itself, as in the app (format-compare.ts).
import type { ScenarioResult } from '../models/evaluate';
import { fleetStrings } from '../src/i18n/areas/fleet';
import { fleetCompareRows } from '../src/present/fleet-compare-rows';
import type { Lang } from './args';
import { renderTable } from './format-core';

/** The fleet section (title, note, table), or '' when no scenario has tranches. `names`: the column heads as printed. */
export function formatFleetComparison(results: readonly ScenarioResult[], names: readonly string[], lang: Lang): string {
  const rows = fleetCompareRows(results, lang);
  if (rows.length === 0) return '';
  const s = fleetStrings(lang).compare;
  return `\n${s.title}\n${s.note}\n${renderTable([s.result, ...names], rows.map((r) => [r.label, ...r.values]))}`;
}
