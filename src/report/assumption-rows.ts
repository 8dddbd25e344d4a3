// The report's assumptions table: every input of the scenario with its value, unit and source
// ("scenario file" when the file states it, "default" when the engine filled it in). Field lists,
// labels and units come from the editor's tables, so the report and the editor name inputs alike.
import type { Scenario } from '../../models/scenario';
import { FIELDS, QUOTE_TERMS, type FieldDef, type FieldGroup } from '../present/field-defs';
import { editorMessages, fill } from '../present/messages';
import { unitText } from '../present/units';
import { reportEn, reportZhCN } from '../i18n/areas/report';
import type { Language } from '../i18n/languages';
import { formatNumber } from '../format/format';
import { inputLabeler } from '../present/input-label';
import { targetOf } from '../present/uncertainty-paths';
import { isPlainRecord } from '../../models/scenario/safety';
import { generationName } from '../../models/glossary';
import { offersFromRentVsBuy } from '../../models/portfolio/offers';
import type { InputDrawSummary } from '../../models/uncertainty/types';
import { lenderEn, lenderZhCN } from '../i18n/areas/lender';

export interface AssumptionRow {
  group: string;
  label: string;
  value: string;
  unit: string;
  source: 'file' | 'default';
  /** A number (right-aligned) rather than words. */
  numeric: boolean;
}

export interface AssumptionGroup {
  title: string;
  rows: AssumptionRow[];
}

type Obj = Record<string, unknown>;

/** Quote prices whose absence means the provider did not state them (docs/model.md › Quotes › Terms `unquoted`). */
const NOT_QUOTED_WHEN_ABSENT = new Set(['storagePerTBMonth', 'egressPerGB']);

function formatValue(def: FieldDef, value: unknown, lang: Language, generations: ReadonlyMap<string, string | undefined>): string {
  const m = editorMessages(lang);
  const r = lang === 'zh-CN' ? reportZhCN : reportEn;
  if (typeof value === 'boolean') return value ? r.assumptions.yes : r.assumptions.no;
  if (typeof value === 'number' && def.kind === 'enum') {
    // Numeric choices (precision): the option's name, e.g. "FP8 (1 byte per parameter)".
    const options: unknown = m.options[def.options];
    const name = isPlainRecord(options) ? options[String(value)] : undefined;
    if (typeof name === 'string') return name;
  }
  if (typeof value === 'number') {
    // Inputs print as typed: up to 3 decimals of a percentage (an SLA of 99.95 % stays exact).
    if (def.kind === 'number' && def.percent) return `${formatNumber(value * 100, lang, 3)}%`;
    return formatNumber(value, lang, 4);
  }
  if (typeof value === 'string' && def.kind === 'generation') return generationName(value, generations.get(value), lang);
  if (typeof value === 'string' && def.kind === 'enum') {
    const options: unknown = m.options[def.options];
    const name = isPlainRecord(options) ? options[value] : undefined;
    if (typeof name === 'string') return name;
  }
  return String(value);
}

/**
 * The unit column of a number. A percentage's value already carries "%" ("12%"), so the unit says
 * only what is left ("per year", "of hours"), never "12% %/year".
 */
function unitOf(def: Extract<FieldDef, { kind: 'number' }>, m: ReturnType<typeof editorMessages>, currency: string, value: number | undefined, lang: Language): string {
  if (!def.percent) return unitText(def.unit, m, currency, value);
  if (def.unit === undefined || def.unit === '%') return '';
  if (def.unit === 'percentPerYear') return (lang === 'zh-CN' ? lenderZhCN : lenderEn).assumptions.perYear;
  return unitText(def.unit, m, currency, value).replace(/^%\s*/, '');
}

function rowsOf(group: FieldGroup, title: string, defs: readonly FieldDef[], resolved: unknown, raw: unknown, lang: Language, currency: string, generations: ReadonlyMap<string, string | undefined> = new Map()): AssumptionRow[] {
  if (!isPlainRecord(resolved)) return [];
  const m = editorMessages(lang);
  const table = m.fields[group] as Record<string, { label: string }>;
  const rows: AssumptionRow[] = [];
  for (const def of defs) {
    const value = resolved[def.key];
    if ((value === undefined || value === null) && group === 'quote' && NOT_QUOTED_WHEN_ABSENT.has(def.key)) {
      // A price the provider did not state reads "not quoted", never left out (issue 25).
      const r = lang === 'zh-CN' ? reportZhCN : reportEn;
      rows.push({ group: title, label: Object.hasOwn(table, def.key) ? table[def.key].label : def.key, value: r.assumptions.notQuoted, unit: '', source: 'file', numeric: false });
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    if (def.kind === 'text' && def.key === 'notes') continue;
    rows.push({
      group: title,
      label: Object.hasOwn(table, def.key) ? table[def.key].label : def.key,
      value: formatValue(def, value, lang, generations),
      unit: def.kind === 'number' ? unitOf(def, m, currency, typeof value === 'number' ? value : undefined, lang) : '',
      source: isPlainRecord(raw) && raw[def.key] !== undefined ? 'file' : 'default',
      numeric: typeof value === 'number',
    });
  }
  return rows;
}

function at(raw: unknown, key: string): unknown {
  return isPlainRecord(raw) ? raw[key] : undefined;
}

function item(list: unknown, i: number): unknown {
  return Array.isArray(list) ? list[i] : undefined;
}

/** The demand plan's own figures, one row per demand step and per load block (docs/model.md › Demand plan). */
function portfolioRows(scenario: Scenario, raw: unknown, lang: Language): AssumptionRow[] {
  const plan = scenario.portfolio!;
  const r = lang === 'zh-CN' ? reportZhCN : reportEn;
  const m = editorMessages(lang);
  const title = r.assumptions.groups.portfolio;
  const rows = rowsOf('portfolio', title, FIELDS.portfolio, plan, raw, lang, scenario.currency);
  const source = (key: string): 'file' | 'default' => (isPlainRecord(raw) && raw[key] !== undefined ? 'file' : 'default');
  for (const step of plan.demand) {
    const label = fill(r.assumptions.demandStep, { month: step.fromMonth });
    rows.push({ group: title, label, value: formatNumber(step.gpus, lang, 4), unit: unitText('gpus', m, scenario.currency, step.gpus), source: 'file', numeric: true });
  }
  const pct = (x: number) => `${formatNumber(x * 100, lang, 3)}%`;
  plan.profile.forEach((b, i) => {
    const value = fill(r.assumptions.profileBlockValue, { share: pct(b.share), load: pct(b.load) });
    rows.push({ group: title, label: fill(r.assumptions.profileBlock, { n: i + 1 }), value, unit: '', source: source('profile'), numeric: false });
  });
  return rows;
}

/** Every input of `scenario` (values as the engine used them), grouped as in the editor. */
export function assumptionGroups(scenario: Scenario, raw: unknown, lang: Language, drawn: readonly InputDrawSummary[] = []): AssumptionGroup[] {
  const lt = lang === 'zh-CN' ? lenderZhCN : lenderEn;
  const r = lang === 'zh-CN' ? reportZhCN : reportEn;
  const g = r.assumptions.groups;
  const cur = scenario.currency;
  const gens = new Map((scenario.market?.generations ?? []).map((x) => [x.id, x.label]));
  const groups: AssumptionGroup[] = [];
  const push = (title: string, rows: AssumptionRow[]) => {
    if (rows.length > 0) groups.push({ title, rows });
  };
  push(g.top, rowsOf('top', g.top, FIELDS.top, scenario, raw, lang, cur, gens));
  push(g.site, rowsOf('site', g.site, FIELDS.site, scenario.site, at(raw, 'site'), lang, cur, gens));
  push(g.node, rowsOf('node', g.node, FIELDS.node, scenario.node, at(raw, 'node'), lang, cur, gens));
  const rawMarket = at(raw, 'market');
  scenario.market?.generations.forEach((gen, i) => {
    const title = fill(g.generation, { name: gen.label ?? gen.id });
    push(title, rowsOf('generation', title, FIELDS.generation, gen, item(at(rawMarket, 'generations'), i), lang, cur, gens));
  });
  scenario.market?.parity?.forEach((rule, i) => {
    const title = fill(g.parity, { n: i + 1 });
    push(title, rowsOf('parity', title, FIELDS.parity, rule, item(at(rawMarket, 'parity'), i), lang, cur, gens));
  });
  push(g.investment, rowsOf('investment', g.investment, FIELDS.investment, scenario.investment, at(raw, 'investment'), lang, cur, gens));
  // lender terms sub-sections of the investment.
  push(lt.assumptions.renewal, rowsOf('renewal', lt.assumptions.renewal, FIELDS.renewal, scenario.investment?.renewal, at(at(raw, 'investment'), 'renewal'), lang, cur));
  push(lt.assumptions.exit, rowsOf('exit', lt.assumptions.exit, FIELDS.exit, scenario.investment?.exit, at(at(raw, 'investment'), 'exit'), lang, cur));
  push(g.rentVsBuy, rowsOf('rentVsBuy', g.rentVsBuy, FIELDS.rentVsBuy, scenario.rentVsBuy, at(raw, 'rentVsBuy'), lang, cur, gens));
  push(g.workload, rowsOf('workload', g.workload, FIELDS.workload, scenario.workload, at(raw, 'workload'), lang, cur, gens));
  push(g.sizing, rowsOf('sizing', g.sizing, FIELDS.sizing, scenario.sizing, at(raw, 'sizing'), lang, cur, gens));
  scenario.quotes?.forEach((q, i) => {
    const title = fill(g.quote, { name: q.provider });
    const rawQuote = item(at(raw, 'quotes'), i);
    push(title, [
      ...rowsOf('quote', title, FIELDS.quote, q, rawQuote, lang, cur, gens),
      ...rowsOf('quote', title, QUOTE_TERMS, q, rawQuote, lang, cur, gens),
    ]);
  });
  if (scenario.portfolio) push(g.portfolio, portfolioRows(scenario, at(raw, 'portfolio'), lang));
  // The plan's offers: its own, else those it takes from rent vs buy (docs/model.md › Demand plan), all defaults then.
  const rawOffers = at(at(raw, 'portfolio'), 'offers');
  const offers = scenario.portfolio ? (scenario.portfolio.offers ?? (scenario.rentVsBuy ? offersFromRentVsBuy(scenario.rentVsBuy) : [])) : [];
  offers.forEach((o, i) => {
    const title = fill(g.offer, { name: o.name });
    push(title, rowsOf('offer', title, FIELDS.offer, o, item(rawOffers, i), lang, cur));
  });
  const u = scenario.uncertainty;
  if (u) {
    const rows = rowsOf('uncertainty', g.uncertainty, FIELDS.uncertainty, u, at(raw, 'uncertainty'), lang, cur);
    const labelOf = inputLabeler(scenario, lang);
    const m = editorMessages(lang);
    const dists = m.options.dist as Record<string, string>;
    for (const [path, d] of Object.entries(u.inputs)) {
      // The distribution's numbers are values of the input: shown as the form shows that input
      // (a fraction as a percentage) with its unit.
      const target = targetOf(path);
      const percent = target?.def.percent === true;
      const v = (x: number) => (percent ? `${formatNumber(x * 100, lang, 3)} %` : formatNumber(x, lang, 4));
      const numbers =
        d.dist === 'triangular'
          ? [d.min, d.mode, d.max].map(v).join(', ')
          : d.dist === 'uniform'
            ? [d.min, d.max].map(v).join(', ')
            : d.dist === 'normal'
              ? [d.mean, d.sd].map(v).join(', ')
              : d.values.map((x, i) => (d.weights ? `${v(x)} (${r.assumptions.weight} ${formatNumber(d.weights[i], lang, 4)})` : v(x))).join(', ');
      // What the Monte Carlo drew (docs/model.md › Uncertainty outputs), when it ran: the range behind the P10/P90.
      const draw = drawn.find((x) => x.path === path);
      const drawnText = draw && draw.p5 !== null && draw.p95 !== null ? `; ${fill(lt.assumptions.drawn, { lo: v(draw.p5), hi: v(draw.p95) })}` : '';
      const value = `${Object.hasOwn(dists, d.dist) ? dists[d.dist] : d.dist}: ${numbers}${drawnText}`;
      const unit = target && !percent ? unitText(target.def.unit, m, cur) : '';
      rows.push({ group: g.uncertainty, label: labelOf(path), value, unit, source: 'file', numeric: false });
    }
    // uncertainty correlations: they drive the P10/P90 as much as the ranges do.
    for (const c of u.correlations ?? []) {
      rows.push({
        group: g.uncertainty,
        label: fill(lt.assumptions.correlation, { a: labelOf(c.a), b: labelOf(c.b) }),
        value: fill(lt.assumptions.rho, { rho: formatNumber(c.rho, lang, 3) }),
        unit: '',
        source: 'file',
        numeric: false,
      });
    }
    push(g.uncertainty, rows);
  }
  return groups;
}
