// A loader issue in a planner's words (issue 33): the field named by its label in the UI language,
// numbers restated in the field's unit (a fraction as a percentage), the file path only as a hint.
// Pure: the editor, the results panel and the import report read it; the CLI keeps the engine's
// path-first message.
import type { IssueRange, ScenarioIssue } from '../../models/scenario/types';
import { formatNumber } from '../format/format';
import { issuesEn, issuesZhCN } from '../i18n/areas/issues';
import type { Language } from '../i18n/languages';
import { warningFieldLabel } from '../results/warning-label';
import { labelContext, labelInput } from '../present/input-labels';
import { editorMessages, fill } from '../present/messages';

export interface IssueWords {
  /** The field's label with its section and item ("Workload and quotes › Demand growth"). */
  field: string;
  /** The rule in the field's unit ("must be between −50 % and 500 %, got −100 %"). */
  rule: string;
  /** The file path, as a hint. */
  path: string;
}

/** A number in the field's unit: a fraction field ×100 with its "%" caption. */
function inUnit(n: number, percent: boolean, unit: string, lang: Language): string {
  const shown = formatNumber(percent ? n * 100 : n, lang, percent ? 4 : 6).replace(/^-/, '−');
  return unit === '' ? shown : `${shown} ${unit}`;
}

function rangeRule(r: IssueRange, t: typeof issuesEn, show: (n: number) => string): string {
  const lo = r.min !== undefined ? fill(t.atLeast, { a: show(r.min) }) : r.gt !== undefined ? fill(t.greaterThan, { a: show(r.gt) }) : null;
  const hi = r.max !== undefined ? fill(t.atMost, { b: show(r.max) }) : r.lt !== undefined ? fill(t.lessThan, { b: show(r.lt) }) : null;
  let range: string | null;
  if (r.min !== undefined && r.max !== undefined) range = fill(t.between, { a: show(r.min), b: show(r.max) });
  else range = [lo, hi].filter((x): x is string => x !== null).join(t.join) || null;
  const v = show(r.value);
  if (range === null) return fill(r.integer ? t.whole : t.rule, { range: '', v });
  return fill(r.integer ? t.wholeRule : t.rule, { range, v });
}

/** A message made before issues carried their rule: "path: rule" → "rule". */
function withoutPath(text: string, path: string): string {
  if (path === '') return text;
  for (const sep of [': ', '：']) if (text.startsWith(path + sep)) return text.slice(path.length + sep.length);
  return text;
}

/**
 * `issue` in `lang`: its field's label (items named from `doc`, the document being edited or
 * imported), its rule in the field's unit, its path. An issue without a path (the whole file)
 * or without a structured rule keeps the engine's wording.
 */
export function issueWords(issue: ScenarioIssue, lang: Language, doc?: unknown): IssueWords {
  const t = lang === 'zh-CN' ? issuesZhCN : issuesEn;
  // A scenario inside a bundle file (storage/bundle.ts prefixes `scenarios[i]`): its field as in a
  // scenario file, after the scenario's place in the bundle; the whole path stays the hint.
  const inBundle = /^scenarios\[(\d+)\]\.(.+)$/.exec(issue.path);
  if (inBundle) {
    const inner = issueWords({ ...issue, path: inBundle[2], message: { en: withoutPath(issue.message.en, issue.path), 'zh-CN': withoutPath(issue.message['zh-CN'], issue.path) } }, lang);
    return { field: `${fill(t.inBundle, { n: Number(inBundle[1]) + 1 })} › ${inner.field}`, rule: inner.rule, path: issue.path };
  }
  const rule = issue.rule?.[lang] ?? withoutPath(issue.message[lang] ?? issue.message.en, issue.path);
  if (issue.path === '') return { field: '', rule, path: '' };
  const scenario = typeof doc === 'object' && doc !== null ? (doc as Parameters<typeof warningFieldLabel>[2]) : null;
  const field = warningFieldLabel(issue.path, lang, scenario);
  if (issue.missing) return { field, rule: t.required, path: issue.path };
  if (!issue.range) return { field, rule, path: issue.path };
  const m = editorMessages(lang);
  const currency = scenario && typeof scenario.currency === 'string' ? scenario.currency : 'USD';
  const l = labelInput(issue.path, m, labelContext([], currency, { quoteItem: '', quoteNumber: '', generationItem: '', generationNumber: '', parityItem: '', parityNumber: '' }));
  return { field, rule: rangeRule(issue.range, t, (n) => inUnit(n, l.percent, l.unit, lang)), path: issue.path };
}

/** The issue as one line: "Field: rule (path)"; `atField`: the rule alone (the label is beside it). */
export function issueLine(issue: ScenarioIssue, lang: Language, doc?: unknown, atField = false): string {
  const w = issueWords(issue, lang, doc);
  if (atField || w.field === '') return w.rule;
  const t = lang === 'zh-CN' ? issuesZhCN : issuesEn;
  return `${fill(t.line, { field: w.field, rule: w.rule })}${fill(t.hint, { path: w.path })}`;
}
