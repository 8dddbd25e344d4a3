// An input's name as the editor's form shows it ("Investment › Utilization", "Generation B200 ›
// Available from month"), for tornados and the drawn-inputs table: never a bare field path
// unless the path names no form field.
import type { Scenario } from '../../models/scenario';
import { editorMessages } from './messages';
import { candidateLabel } from './candidate-label';
import { targetOf } from './uncertainty-paths';
import type { Doc } from '../store/doc-edits';
import type { Language } from '../i18n/languages';
import { formatNumber } from '../format/format';
import { unitText } from './units';

export function inputLabeler(scenario: Scenario | null, lang: Language): (path: string) => string {
  const m = editorMessages(lang);
  const doc = scenario as unknown as Doc | null;
  // One labeler per scenario and language, asked for the same few dozen paths by every tornado
  // row, description and table row each time an answer is drawn: each path is worked out once.
  const labels = new Map<string, string>();
  return (path) => {
    let label = labels.get(path);
    if (label === undefined) {
      const target = targetOf(path);
      label = target ? candidateLabel(m, { group: target.group, key: target.def.key, item: target.item }, doc) : path;
      labels.set(path, label);
    }
    return label;
  };
}

/**
 * An input's value as the form shows it: a fraction the form shows as a percentage reads "81.2 %"
 * (not 0.812); with `currency` given, a value carries the form's unit ("0.0811 USD/kWh", "40 kW",
 * "24 months", "1 month") except a month number ("from month 6" reads 6). Decimals: up to `digits`,
 * fewer for large magnitudes (31,428 USD/GPU, not 31,428.274; 117.5 USD/kW-month).
 */
export function inputValueFormatter(lang: Language, digits = 4, currency?: string): (path: string, value: number | null | undefined) => string {
  const m = editorMessages(lang);
  const defs = new Map<string, ReturnType<typeof targetOf>>();
  return (path, value) => {
    if (!defs.has(path)) defs.set(path, targetOf(path));
    const def = defs.get(path)?.def;
    if (typeof value === 'number' && def?.percent === true) return `${formatNumber(value * 100, lang, Math.max(0, digits - 2))} %`;
    const text = formatNumber(value, lang, typeof value === 'number' ? decimalsFor(value, digits) : digits);
    const unit = def?.unit;
    if (currency === undefined || typeof value !== 'number' || unit === undefined || unit === 'monthIndex' || unit === '%') return text;
    return `${text} ${unitText(unit, m, currency, value)}`;
  };
}

/** Decimals that keep about `digits` significant figures below 1,000 and none above. */
function decimalsFor(value: number, digits: number): number {
  const a = Math.abs(value);
  if (a >= 1000) return 0;
  if (a >= 100) return Math.min(digits, 1);
  if (a >= 10) return Math.min(digits, 2);
  return digits;
}

/**
 * An input's unit for a CSV header, as the other CSVs write them: "0-1" for a fraction the form
 * shows as a percentage, "month" for a month number, else the form's unit in English
 * ("USD/GPU", "kW"); null for a path that names no form field or a field without a unit.
 */
export function inputCsvUnit(path: string, currency: string): string | null {
  const def = targetOf(path)?.def;
  if (!def) return null;
  if (def.percent === true) return '0-1';
  if (def.unit === 'monthIndex') return 'month';
  return def.unit === undefined ? null : unitText(def.unit, editorMessages('en'), currency) || null;
}
