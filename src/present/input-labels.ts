// A differing input's path ("quotes[1].egressTBIncludedPerMonth") → what a planner reads: the
// editor's own field label and unit, which item it belongs to (quote 2 "Lambda", generation
// "B200") and the section it sits in. Labels are looked up by path in the editor's field lists
// (src/editor/field-defs.ts + src/i18n/areas/editor.ts), so a field gets its label here as soon
// as the editor has one; anything unknown falls back to a readable form of its last segment.
import type { Leaf } from '../../models/flatten';
import { FIELDS, QUOTE_TERMS, type FieldDef, type FieldGroup } from './field-defs';
import { fill, type EditorMessages } from './messages';
import { unitText } from './units';

/** The compare page's sections, in the editor's order. */
export const SECTIONS = ['scenario', 'site', 'hardware', 'market', 'investment', 'rentVsBuy', 'quotes', 'portfolio', 'uncertainty', 'other'] as const;
export type SectionId = (typeof SECTIONS)[number];

export interface InputLabel {
  section: SectionId;
  /** The field's label ("Egress included"), never a raw path. */
  label: string;
  /** Which item of a list it belongs to ("Quote 2 · Lambda"), if any. */
  item?: string;
  /** Unit caption ("TB/month", "USD/GPU-h", "%"), '' when none. */
  unit: string;
  /** The value is a fraction shown as a percentage. */
  percent: boolean;
  /** How a value reads when it is not a plain number: an enum's option text, an input path's label. */
  valueText?: (value: InputValue) => string | undefined;
}

/** Context read from the compared scenarios: item names for quotes and generations. */
export interface LabelContext {
  currency: string;
  quoteName: (index: number) => string | undefined;
  generationName: (index: number) => string | undefined;
  parityName: (index: number) => string | undefined;
  /** Fleet: a tranche's name (absent: its number). */
  trancheName?: (index: number) => string | undefined;
  /** Item captions, "{{n}}" and "{{name}}" filled in (from results.compare.items). */
  items: ItemTexts;
}

export interface ItemTexts {
  quoteItem: string;
  quoteNumber: string;
  generationItem: string;
  generationNumber: string;
  parityItem: string;
  parityNumber: string;
}

const TOP_SECTION: Record<string, SectionId> = {
  name: 'scenario',
  notes: 'scenario',
  currency: 'scenario',
  horizonMonths: 'scenario',
  format: 'scenario',
  version: 'scenario',
  display: 'scenario',
  site: 'site',
  node: 'hardware',
  market: 'market',
  investment: 'investment',
  rentVsBuy: 'rentVsBuy',
  workload: 'quotes',
  quotes: 'quotes',
  portfolio: 'portfolio',
  uncertainty: 'uncertainty',
};

/** The demand plan's lists (docs/model.md › Demand plan): their field group and how an item is named. */
const PORTFOLIO_LISTS: Record<string, { group: 'demandStep' | 'profileBlock' | 'offer' | 'fixedCommitment' | 'demandScenario'; item: (m: EditorMessages, n: number) => string }> = {
  demand: { group: 'demandStep', item: (m, n) => fill(m.portfolio.step, { n }) },
  profile: { group: 'profileBlock', item: (m, n) => fill(m.portfolio.block, { n }) },
  offers: { group: 'offer', item: (m, n) => fill(m.portfolio.defaultOffer, { n }) },
  fixed: { group: 'fixedCommitment', item: (m, n) => fill(m.portfolio.fixedNumber, { n }) },
  scenarios: { group: 'demandScenario', item: (m, n) => fill(m.portfolio.defaultScenario, { n }) },
};

/** "egressTBIncludedPerMonth" → "Egress TB included per month"; "gpuTDPW" → "Gpu TDPW". */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  const out = words.map((w, i) => (/^[A-Z0-9]{2,}$/.test(w) ? w : i === 0 ? w[0].toUpperCase() + w.slice(1) : w.toLowerCase()));
  return out.join(' ');
}

function defIn(list: readonly FieldDef[], key: string): FieldDef | undefined {
  return list.find((d) => d.key === key);
}

function fieldLabel(m: EditorMessages, group: FieldGroup, key: string): string | undefined {
  const table = m.fields[group] as Record<string, { label: string }>;
  return Object.hasOwn(table, key) ? table[key].label : undefined;
}

function describe(m: EditorMessages, group: FieldGroup, key: string, list: readonly FieldDef[], currency: string): Omit<InputLabel, 'section'> {
  const def = defIn(list, key);
  const label = fieldLabel(m, group, key) ?? readableKey(key);
  const isNumber = def?.kind === 'number';
  const out: Omit<InputLabel, 'section'> = {
    label,
    unit: isNumber ? unitText(def.unit, m, currency) : '',
    percent: isNumber && def.percent === true,
  };
  if (def?.kind === 'enum') {
    const options = m.options[def.options] as Record<string, string>;
    out.valueText = (v) => {
      const k = typeof v === 'number' || typeof v === 'string' ? String(v) : undefined;
      return k !== undefined && Object.hasOwn(options, k) ? options[k] : undefined;
    };
  }
  return out;
}

const SEGMENT = /^([A-Za-z_$][\w$]*)(?:\[(\d+)\])?$/;

/** How the compare page names the input at `path`. */
export function labelInput(path: string, m: EditorMessages, ctx: LabelContext): InputLabel {
  const parts = path.split('.');
  const head = SEGMENT.exec(parts[0]);
  const top = head?.[1] ?? parts[0];
  const index = head?.[2] !== undefined ? Number(head[2]) : undefined;
  const section: SectionId = Object.hasOwn(TOP_SECTION, top) ? TOP_SECTION[top] : 'other';
  const last = parts[parts.length - 1].replace(/\[\d+\]$/, '');
  const fallback = (item?: string): InputLabel => ({ section, label: readableKey(last), item, unit: '', percent: false });

  if (parts.length === 1 && index === undefined) {
    const group: FieldGroup = 'top';
    return { section, ...describe(m, group, top, FIELDS.top, ctx.currency) };
  }
  if (top === 'quotes' && index !== undefined) {
    const name = ctx.quoteName(index);
    const item = name ? fill(ctx.items.quoteItem, { n: index + 1, name }) : fill(ctx.items.quoteNumber, { n: index + 1 });
    if (parts.length !== 2) return fallback(item);
    return { section, item, ...describe(m, 'quote', parts[1], [...FIELDS.quote, ...QUOTE_TERMS], ctx.currency) };
  }
  if (top === 'market' && parts.length === 3) {
    const sub = SEGMENT.exec(parts[1]);
    const i = sub?.[2] !== undefined ? Number(sub[2]) : undefined;
    if (sub?.[1] === 'generations' && i !== undefined) {
      const name = ctx.generationName(i);
      const item = name ? fill(ctx.items.generationItem, { name }) : fill(ctx.items.generationNumber, { n: i + 1 });
      return { section, item, ...describe(m, 'generation', parts[2], FIELDS.generation, ctx.currency) };
    }
    if (sub?.[1] === 'parity' && i !== undefined) {
      const name = ctx.parityName(i);
      const item = name ? fill(ctx.items.parityItem, { name }) : fill(ctx.items.parityNumber, { n: i + 1 });
      return { section, item, ...describe(m, 'parity', parts[2], FIELDS.parity, ctx.currency) };
    }
  }
  if (top === 'uncertainty' && parts[1] === 'inputs' && parts.length >= 4) {
    // "uncertainty.inputs.<input path>.<distribution field>": the input path itself has dots.
    const inner = parts.slice(2, -1).join('.');
    const of = labelInput(inner, m, ctx);
    const item = of.item ? `${of.item} · ${of.label}` : of.label;
    if (last === 'weights') return { section, item, label: m.lists.discreteWeights, unit: '', percent: false };
    const described = last === 'values' ? { label: m.lists.discreteValues, unit: '', percent: false } : describe(m, 'distribution', last, FIELDS.distribution, ctx.currency);
    // The distribution's numbers are values of that field: same unit, same percent display.
    const numeric = last !== 'dist';
    return { section, item, ...described, unit: numeric ? of.unit : '', percent: numeric && of.percent };
  }
  const corr = /^correlations\[(\d+)\]$/.exec(parts[1] ?? '');
  if (top === 'uncertainty' && corr && parts.length === 3) {
    // A correlation pairs two inputs by path: its values read as those inputs' labels.
    const item = fill(m.lists.correlation, { n: Number(corr[1]) + 1 });
    if (last === 'rho') return { section, item, label: m.lists.correlationRho, unit: '', percent: false };
    const label = last === 'a' ? m.lists.correlationA : last === 'b' ? m.lists.correlationB : readableKey(last);
    const valueText = (v: InputValue) => {
      if (typeof v !== 'string') return undefined;
      const of = labelInput(v, m, ctx);
      return of.item ? `${of.item} · ${of.label}` : of.label;
    };
    return { section, item, label, unit: '', percent: false, valueText };
  }
  const sub = SEGMENT.exec(parts[1] ?? '');
  if (top === 'portfolio' && parts.length === 3 && sub?.[2] !== undefined && Object.hasOwn(PORTFOLIO_LISTS, sub[1])) {
    // "portfolio.offers[1].pricePerGPUHour": the field of "Offer 2" (its name is a value that may differ).
    const list = PORTFOLIO_LISTS[sub[1]];
    const item = `${m.sections.portfolio.title} · ${list.item(m, Number(sub[2]) + 1)}`;
    return { section, item, ...describe(m, list.group, parts[2], FIELDS[list.group], ctx.currency) };
  }
  if (top === 'portfolio' && parts.length === 3 && parts[1] === 'growth') {
    return { section, item: m.sections.portfolio.title, ...describe(m, 'growth', parts[2], FIELDS.growth, ctx.currency) };
  }
  if (top === 'portfolio' && parts.length === 2 && (parts[1] === 'riskAversion' || parts[1] === 'cvarLevel')) {
    return { section, ...describe(m, 'portfolioRisk', parts[1], FIELDS.portfolioRisk, ctx.currency) };
  }
  const fleet = /^(tranches|resaleCurve)\[(\d+)\]$/.exec(parts[1] ?? '');
  if (top === 'investment' && parts.length === 3 && fleet) {
    // Fleet (model: Investment › fleet): a tranche by its name, a resale point by its number.
    const i = Number(fleet[2]);
    if (fleet[1] === 'resaleCurve') return { section, item: `${m.fleet.resaleCaption} ${i + 1}`, ...describe(m, 'resalePoint', parts[2], FIELDS.resalePoint, ctx.currency) };
    const name = ctx.trancheName?.(i) ?? String(i + 1);
    return { section, item: fill(m.groups.tranche, { name }), ...describe(m, 'tranche', parts[2], FIELDS.tranche, ctx.currency) };
  }
  if (top === 'investment' && parts.length === 3 && parts[1] === 'debtSizing') {
    return { section, item: m.fleet.debtSizingTitle, ...describe(m, 'debtSizing', parts[2], FIELDS.debtSizing, ctx.currency) };
  }
  if (top === 'investment' && parts.length === 3 && (parts[1] === 'renewal' || parts[1] === 'exit')) {
    // exit and renewal sub-sections: "investment.renewal.price" reads as its field, the sub-section its item.
    const g = parts[1];
    return { section, item: m.investmentParts.lender[g], ...describe(m, g, parts[2], FIELDS[g], ctx.currency) };
  }
  if (parts.length === 2 && index === undefined) {
    const group: Record<string, FieldGroup> = { site: 'site', node: 'node', investment: 'investment', rentVsBuy: 'rentVsBuy', workload: 'workload', sizing: 'sizing', uncertainty: 'uncertainty', display: 'display', portfolio: 'portfolio' };
    const g = Object.hasOwn(group, top) ? group[top] : undefined;
    if (g) {
      const list = (FIELDS as Record<string, readonly FieldDef[]>)[g];
      return { section, ...describe(m, g, parts[1], list, ctx.currency) };
    }
  }
  return fallback();
}

/** Item names read from the first scenario that has the item (quotes by provider, generations by label). */
export function labelContext(scenarios: readonly unknown[], currency: string, items: ItemTexts): LabelContext {
  const pick = (read: (s: Record<string, unknown>) => unknown) => {
    for (const s of scenarios) {
      if (typeof s !== 'object' || s === null) continue;
      const v = read(s as Record<string, unknown>);
      if (typeof v === 'string' && v.trim() !== '') return v;
    }
    return undefined;
  };
  const at = (v: unknown, i: number): Record<string, unknown> | undefined => {
    if (!Array.isArray(v)) return undefined;
    const x: unknown = v[i];
    return typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : undefined;
  };
  const market = (s: Record<string, unknown>) => (typeof s.market === 'object' && s.market !== null ? (s.market as Record<string, unknown>) : {});
  return {
    currency,
    items,
    quoteName: (i) => pick((s) => at(s.quotes, i)?.provider),
    generationName: (i) => pick((s) => at(market(s).generations, i)?.label ?? at(market(s).generations, i)?.id),
    trancheName: (i) => pick((s) => at(typeof s.investment === 'object' && s.investment !== null ? (s.investment as Record<string, unknown>).tranches : undefined, i)?.name),
    parityName: (i) =>
      pick((s) => {
        const p = at(market(s).parity, i);
        return p && typeof p.older === 'string' && typeof p.newer === 'string' ? `${p.older} → ${p.newer}` : undefined;
      }),
  };
}

export type InputValue = Leaf | undefined;
