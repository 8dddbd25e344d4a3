// `gpuplan compare --table`: the inputs that differ, under the app's labels and sections, and the
// key results under the compare page's names, money also in each scenario's display currency.
import type { ScenarioComparison } from '../models/compare';
import { activeDisplay, withDisplay, type DisplayRate } from '../src/format/display-money';
import { SECTIONS, labelContext, labelInput, type SectionId } from '../src/present/input-labels';
import { formatKeyResult, KEY_RESULT_KIND } from '../src/present/format-compare';
import { editorMessages } from '../src/present/messages';
import { resultsEn, resultsZhCN } from '../src/i18n/areas/results';
import type { ScenarioResult } from '../models/evaluate';
import { fleetPlanKeyRows, fleetPlanRowLabel } from '../src/present/fleet-compare-rows';
import type { Lang } from './args';
import { formatFleetComparison } from './format-compare-fleet';
import { num, renderTable, width } from './format-core';

const L = {
  key: { en: 'Result', 'zh-CN': '结果' },
  input: { en: 'Input', 'zh-CN': '输入' },
  section: { en: 'Section', 'zh-CN': '部分' },
  differences: { en: 'Inputs that differ', 'zh-CN': '不同的输入' },
  keyResults: { en: 'Key results', 'zh-CN': '关键结果' },
  none: { en: '(none)', 'zh-CN': '（无）' },
} satisfies Record<string, Record<Lang, string>>;

function cell(v: unknown, lang: Lang): string {
  if (v === undefined) return '—';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isInteger(v) ? num(v, 0, lang) : String(+v.toPrecision(6));
  return String(v);
}

/** The `display` section of a compared document, if it has one. */
function displayOf(doc: unknown): DisplayRate | undefined {
  if (typeof doc !== 'object' || doc === null) return undefined;
  const d = (doc as { display?: unknown }).display;
  if (typeof d !== 'object' || d === null) return undefined;
  const { currency, rate } = d as { currency?: unknown; rate?: unknown };
  return typeof currency === 'string' && typeof rate === 'number' ? { currency, rate } : undefined;
}

/** A cell wider than this (long notes) is cut with "…", so the other columns stay on screen. */
const COMPARE_CELL = 40;

function clip(s: string, max = COMPARE_CELL): string {
  const one = s.replace(/\s+/g, ' ');
  if (width(one) <= max) return one;
  let out = '';
  for (const ch of one) {
    if (width(out + ch) > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

/**
 * `gpuplan compare --table`: the differing inputs under the app's own labels with their units
 * (src/editor/input-labels.ts, the editor's field texts), grouped by the app's sections, fractions
 * as percentages; the key results under the compare page's names, formatted as there. `scenarios`:
 * the compared documents (quote and generation names); `currencies`: each scenario's currency;
 * `results`: the evaluated scenarios, for the fleet plan's and the fleet's rows (as in the app).
 */
export function formatComparison(
  c: ScenarioComparison,
  lang: Lang,
  scenarios: readonly unknown[] = [],
  currencies: readonly string[] = [],
  results: readonly ScenarioResult[] = [],
): string {
  const t = (k: keyof typeof L) => L[k][lang];
  const rm = lang === 'zh-CN' ? resultsZhCN : resultsEn;
  const m = editorMessages(lang);
  const ctx = labelContext(scenarios, currencies[0] ?? 'USD', rm.compare.items);
  const out: string[] = [`${t('differences')}\n`];
  if (c.differences.length === 0) out.push(`${t('none')}\n`);
  else {
    const labelled = c.differences.map((d, i) => ({ d, i, l: labelInput(d.path, m, ctx) }));
    const rank = (s: SectionId) => SECTIONS.indexOf(s);
    labelled.sort((a, b) => rank(a.l.section) - rank(b.l.section) || a.i - b.i);
    let last: SectionId | null = null;
    const rows = labelled.map(({ d, l }) => {
      const section = l.section === last ? '' : rm.compare.sections[l.section];
      last = l.section;
      const unit = l.unit && !(l.percent && l.unit === '%') ? ` (${l.unit})` : '';
      const name = `${l.item ? `${l.item} · ` : ''}${l.label}${unit}`;
      const value = (v: (typeof d.values)[number]): string => {
        if (v === undefined) return rm.compare.absent;
        if (l.percent && typeof v === 'number') return `${String(+(v * 100).toPrecision(6))} %`;
        return l.valueText?.(v) ?? cell(v, lang);
      };
      return [section, clip(name, 64), ...d.values.map((v) => clip(value(v)))];
    });
    out.push(renderTable([t('section'), t('input'), ...c.names.map((n) => clip(n))], rows, 2));
  }
  out.push(`\n${t('keyResults')}\n`);
  const keys = rm.compare.keys as Record<string, string>;
  const modes = rm.modes as Record<string, string>;
  const modeName = (mode: string) => (Object.hasOwn(modes, mode) ? modes[mode] : mode);
  const monthLabel = (month: number) => rm.headline.paybackValue.replace('{{month}}', String(month));
  out.push(
    renderTable(
      [t('key'), ...c.names.map((n) => clip(n))],
      [...c.results, ...fleetPlanKeyRows(results, lang)].map((r) => {
        const k = r.key.replace(/\./g, '_');
        const kind = KEY_RESULT_KIND[r.key];
        const cellText = (v: number | string | null, i: number): string => {
          const currency = currencies[i] ?? currencies[0] ?? 'USD';
          const own = formatKeyResult(r.key, v, lang, currency, modeName, monthLabel);
          if ((kind !== 'money' && kind !== 'price') || typeof v !== 'number') return clip(own);
          // Money also in that scenario's display currency, as in the app's compare table.
          return withDisplay(own, v, lang, activeDisplay(displayOf(scenarios[i]), currency), kind);
        };
        return [Object.hasOwn(keys, k) ? keys[k] : (fleetPlanRowLabel(r.key, lang) ?? r.key), ...r.values.map(cellText)];
      }),
    ),
  );
  out.push(formatFleetComparison(results, c.names.map((n) => clip(n)), lang));
  return out.join('');
}
