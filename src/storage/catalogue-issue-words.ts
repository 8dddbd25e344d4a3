// A refused catalogue-overrides file's problems in a planner's words (issue 33): each names the entry
// and the field by their labels in the UI language ("NVIDIA H100 SXM (80 GB) · Node power (kW): must be
// between 0.001 and 10000 (got "ten")"), a share restated in percent, never the file's dotted path
// (kept as the issue's `path` for tooling). Problems of the file as a whole keep their wording.
import { CATALOGUE } from '../../models/catalogue';
import type { ScenarioIssue } from '../../models/scenario/types';
import { catalogueEn, catalogueZhCN } from '../i18n/areas/catalogue';
import { fillSpaced } from '../i18n/cjk-spacing';
import { formatNumber } from '../format/format';
import type { Language } from '../i18n/languages';

type Texts = typeof catalogueEn;
const LANGS: readonly Language[] = ['en', 'zh-CN'];
/** Site defaults held as a share (0.05 = 5 %): their bounds and value are restated in percent. */
const PERCENT_FIELDS = new Set(['overheadFraction', 'regionPremium', 'contractDiscount']);

const textsOf = (lang: Language): Texts => (lang === 'zh-CN' ? catalogueZhCN : catalogueEn);
const own = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => Object.hasOwn(o, k);

/** The label of a field of an entry ("Node power (kW)", "facts[2]" → "Facts 3"); an unknown key as written. */
function fieldLabel(table: Record<string, string>, field: string): string {
  const m = /^([^[]+)\[(\d+)\]$/.exec(field);
  if (m && own(table, m[1])) return `${table[m[1]]} ${Number(m[2]) + 1}`;
  return own(table, field) ? table[field] : field;
}

/** Where an overrides path points, by labels: "entry · field", the site's field, or a group's title; null for the file itself. */
export function catalogueFieldLabel(path: string, lang: Language): string | null {
  const t = textsOf(lang);
  const parts = path.split('.');
  const [group] = parts;
  if (group === 'site') {
    if (parts.length === 1) return t.siteTitle;
    const field = parts.slice(1).join('.');
    return `${t.issue.site} · ${own(t.site, field) ? t.site[field] : field}`;
  }
  if (group !== 'gpus' && group !== 'providers') return null;
  if (parts.length === 1) return group === 'gpus' ? t.gpusTitle : t.providersTitle;
  // A price is two levels deep (prices.onDemand); every other field one. Ids may hold dots.
  const depth = parts.length >= 4 && parts[parts.length - 2] === 'prices' ? 2 : parts.length >= 3 ? 1 : 0;
  const id = parts.slice(1, parts.length - depth).join('.');
  const entry = group === 'gpus' ? (CATALOGUE.gpus[id]?.label ?? id) : (CATALOGUE.providers[id]?.name ?? id);
  if (depth === 0) return entry;
  const field = parts[parts.length - 1];
  const label = fieldLabel(group === 'gpus' ? t.issue.gpu : t.issue.provider, field);
  return `${entry} · ${label}`;
}

/** The rule in the field's unit: a share's bounds and value in percent, else the merge's own words. */
function ruleText(issue: ScenarioIssue, field: string, lang: Language): string {
  const rule = issue.rule?.[lang] ?? issue.message[lang];
  const r = issue.range;
  if (!r || !PERCENT_FIELDS.has(field) || r.min === undefined || r.max === undefined) return rule;
  const t = textsOf(lang).issue;
  const pct = (n: number) => `${formatNumber(n * 100, lang, 4)} %`;
  return fillSpaced(t.percentRule, { range: fillSpaced(t.between, { a: pct(r.min), b: pct(r.max) }), v: pct(r.value) });
}

/**
 * The issues with their messages restated by label in both languages. `prefix` is the part of the
 * file the overrides sit under ("overrides" in a full file, "" in a bare overrides object).
 */
export function labelCatalogueIssues(issues: readonly ScenarioIssue[], prefix: string): ScenarioIssue[] {
  return issues.map((issue) => {
    const rel = prefix !== '' && issue.path.startsWith(`${prefix}.`) ? issue.path.slice(prefix.length + 1) : issue.path === prefix ? '' : issue.path;
    if (rel === '') return issue;
    // A part the catalogue has no label for (an unknown section) is named as the file wrote it.
    const label = (lang: Language) => catalogueFieldLabel(rel, lang) ?? `“${rel}”`;
    const field = rel.split('.').pop() ?? '';
    const message = Object.fromEntries(
      LANGS.map((lang) => [lang, fillSpaced(textsOf(lang).issue.line, { field: label(lang), rule: ruleText(issue, field, lang) })]),
    ) as ScenarioIssue['message'];
    return { ...issue, message };
  });
}
