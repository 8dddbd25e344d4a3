// An input's name as the editor's form shows it ("Investment › Utilization", "Generation B200 ›
// Available from month"), for tornados and the drawn-inputs table: never a bare field path
// unless the path names no form field.
import type { Scenario } from '../../models/scenario';
import { editorMessages } from '../editor/messages';
import { candidateLabel } from '../editor/candidate-label';
import { targetOf } from '../editor/uncertainty-paths';
import type { Doc } from '../store/doc-edits';
import type { Language } from '../i18n/languages';
import { formatNumber } from '../format/format';
import { unitText } from '../editor/units';

export function inputLabeler(scenario: Scenario | null, lang: Language): (path: string) => string {
  const m = editorMessages(lang);
  const doc = scenario as unknown as Doc | null;
  return (path) => {
    const target = targetOf(path);
    return target ? candidateLabel(m, { group: target.group, key: target.def.key, item: target.item }, doc) : path;
  };
}

/**
 * An input's value as the form shows it: a fraction the form shows as a percentage reads "81.2 %"
 * (not 0.812); a money or power input carries its unit ("0.0811 USD/kWh", "40 kW") when
 * `currency` is given; other values (months, counts, ratios) are plain numbers with up to
 * `digits` decimals.
 */
export function inputValueFormatter(lang: Language, digits = 4, currency?: string): (path: string, value: number | null | undefined) => string {
  const m = editorMessages(lang);
  return (path, value) => {
    const def = targetOf(path)?.def;
    if (typeof value === 'number' && def?.percent === true) return `${formatNumber(value * 100, lang, Math.max(0, digits - 2))} %`;
    const text = formatNumber(value, lang, digits);
    const unit = def?.unit;
    if (currency === undefined || typeof value !== 'number' || unit === undefined) return text;
    if (unit === 'MW' || unit === 'kW' || unit === 'W' || unit.startsWith('currencyPer')) return `${text} ${unitText(unit, m, currency)}`;
    return text;
  };
}
