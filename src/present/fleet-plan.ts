// The fleet plan as every front end shows it (React-free): the answer in one sentence with money,
// its key figures and its purchases and sales table. Texts: src/i18n/areas/fleet-plan.ts.
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { DisplayInput, Scenario } from '../../models/scenario/types';
import type { Language } from '../../models/language';
import { activeDisplay, approxDisplay } from '../format/display-money';
import { formatInteger, formatPower } from '../format/format';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import type { Figure } from './figure';
import type { KeyResultKind } from './format-compare';

type Messages = ReturnType<typeof fleetPlanMessages>;

/** `template` with each {{name}} replaced by values[name]. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

/** Money in a sentence or headline, to four significant digits ("$157.2M", "US$1.572亿"). */
export function headlineMoney(value: number, lang: Language, currency: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 4 }).format(value);
  } catch {
    return `${formatInteger(value, lang)} ${currency}`;
  }
}

/** GPUs by name in first-seen order, summed. */
function tally(items: readonly { name: string; gpus: number }[]): { name: string; gpus: number }[] {
  const out: { name: string; gpus: number }[] = [];
  for (const it of items) {
    const hit = out.find((o) => o.name === it.name);
    if (hit) hit.gpus += it.gpus;
    else out.push({ ...it });
  }
  return out;
}

function listOf(items: readonly { name: string; gpus: number }[], m: Messages, lang: Language): string {
  return tally(items).map((it) => fill(m.item, { gpus: formatInteger(it.gpus, lang), name: it.name })).join(m.and);
}

/** The months after 0 in which the plan buys or sells, each with what leaves and what arrives. */
function laterEvents(plan: FleetPlanResult, H: number): { month: number; old: { name: string; gpus: number }[]; new: { name: string; gpus: number }[] }[] {
  const months = new Set<number>();
  for (const b of plan.purchases) {
    if (b.deliveryMonth > 0) months.add(b.deliveryMonth);
    if (b.exitMonth < H) months.add(b.exitMonth);
  }
  for (const s of plan.sales) if (s.exitMonth > 0 && s.exitMonth < H) months.add(s.exitMonth);
  return [...months].sort((a, b) => a - b).map((month) => ({
    month,
    old: [
      ...plan.sales.filter((s) => s.exitMonth === month).map((s) => ({ name: s.existing, gpus: s.gpus })),
      ...plan.purchases.filter((b) => b.exitMonth === month).map((b) => ({ name: b.candidate, gpus: b.gpus })),
    ],
    new: plan.purchases.filter((b) => b.deliveryMonth === month).map((b) => ({ name: b.candidate, gpus: b.gpus })),
  }));
}

/** What the plan does now: existing blocks sold at 0, then the purchases delivered at 0. */
function nowParts(scenario: Scenario, plan: FleetPlanResult, m: Messages, lang: Language): string[] {
  const input = scenario.fleetPlan;
  const parts: string[] = [];
  for (const x of input?.existing ?? []) {
    const sold = plan.sales.filter((s) => s.existing === x.name && s.exitMonth === 0).reduce((sum, s) => sum + s.gpus, 0);
    if (sold === 0) continue;
    const values = { gpus: formatInteger(sold, lang), total: formatInteger(x.gpus, lang), name: x.name };
    parts.push(fill(sold === x.gpus ? m.sellAllNow : m.sellSomeNow, values));
  }
  const bought = plan.purchases.filter((b) => b.deliveryMonth === 0).map((b) => ({ name: b.candidate, gpus: b.gpus }));
  if (bought.length > 0) {
    // "Fill the site" when what month 1 draws leaves less than the largest block of any candidate.
    const largest = Math.max(...(input?.candidates ?? []).map((c) => c.kwPerGPU * c.block));
    const full = plan.powerKW.length > 0 && plan.powerKW[0] > plan.solve.powerBudgetKW - largest;
    parts.push(fill(full ? m.fillNow : m.buyNow, { list: listOf(bought, m, lang) }));
  }
  return parts;
}

/** The answer in one sentence ("Sell the 1,024 H100 now; fill the site with 7,568 B200; in month 12 replace …  — NPV $157.2M, …"). */
export function fleetPlanSentence(scenario: Scenario, plan: FleetPlanResult, currency: string, lang: Language): string {
  const m = fleetPlanMessages(lang);
  const parts = nowParts(scenario, plan, m, lang);
  for (const e of laterEvents(plan, scenario.horizonMonths)) {
    const month = formatInteger(e.month, lang);
    if (e.old.length > 0 && e.new.length > 0) parts.push(fill(m.replaceAt, { month, old: listOf(e.old, m, lang), new: listOf(e.new, m, lang) }));
    else if (e.new.length > 0) parts.push(fill(m.buyAt, { month, list: listOf(e.new, m, lang) }));
    else parts.push(fill(m.sellAt, { month, list: listOf(e.old, m, lang) }));
  }
  if (parts.length === 0) parts.push(m.keep);
  let text = parts.join(m.join);
  text = text.charAt(0).toUpperCase() + text.slice(1);
  const existing = scenario.fleetPlan?.existing ?? [];
  const npv = headlineMoney(plan.npv, lang, currency);
  if (existing.length === 0) return text + fill(m.moneyAlone, { npv });
  const names = existing.map((x) => x.name).join(m.and);
  const gain = headlineMoney(Math.abs(plan.gain), lang, currency);
  return text + fill(plan.gain >= 0 ? m.money : m.moneyLess, { npv, gain, names });
}

/** The refresh months as a reader says them: "now (month 0), month 12" / "现在（第 0 个月）、第 12 个月"; "none" when empty. */
export function formatRefreshMonths(months: readonly number[], lang: Language): string {
  const m = fleetPlanMessages(lang);
  if (months.length === 0) return m.refreshNone;
  return months.map((x) => fill(x === 0 ? m.refreshNow : m.refreshMonth, { month: formatInteger(x, lang) })).join(m.refreshJoin);
}

/** The plan's key figures: its NPV, the baseline, the gain, the refresh months and the peak power. */
export function fleetPlanKeyFigures(scenario: Scenario, plan: FleetPlanResult, currency: string, lang: Language, display?: DisplayInput): Figure[] {
  const m = fleetPlanMessages(lang);
  const d = activeDisplay(display, currency);
  const money = (key: string, label: string, v: number, note?: string): Figure => {
    const shown = approxDisplay(v, lang, d);
    return { key, label, value: headlineMoney(v, lang, currency), ...(shown ? { display: shown } : {}), ...(note ? { note } : {}) };
  };
  const figures: Figure[] = [money('fleetPlanNpv', m.npv, plan.npv, m.npvNote)];
  if ((scenario.fleetPlan?.existing.length ?? 0) > 0) {
    figures.push(money('fleetPlanBaseline', m.baseline, plan.baseline), money('fleetPlanGain', m.gain, plan.gain));
  }
  figures.push({
    key: 'fleetPlanRefresh',
    label: m.refresh,
    value: formatRefreshMonths(plan.refreshMonths, lang),
  });
  figures.push({
    key: 'fleetPlanPeakPower',
    label: m.peakPower,
    value: formatPower(Math.max(0, ...plan.powerKW), lang),
    note: fill(m.peakPowerNote, { budget: formatPower(plan.solve.powerBudgetKW, lang) }),
  });
  return figures;
}

export interface FleetPlanRow {
  action: 'buy' | 'sell' | 'hold';
  name: string;
  /** Null for a GPU already owned. */
  deliveryMonth: number | null;
  exitMonth: number;
  gpus: number;
  /** IT kW the row's GPUs draw. */
  kw: number;
}

/** The purchases and sales, in the plan's order: purchases, then sales (blocks held to H as "hold"). */
export function fleetPlanRows(scenario: Scenario, plan: FleetPlanResult): FleetPlanRow[] {
  const input = scenario.fleetPlan;
  const kw = (list: readonly { name: string; kwPerGPU: number }[] | undefined, name: string): number => list?.find((x) => x.name === name)?.kwPerGPU ?? 0;
  return [
    ...plan.purchases.map((b) => ({ action: 'buy' as const, name: b.candidate, deliveryMonth: b.deliveryMonth, exitMonth: b.exitMonth, gpus: b.gpus, kw: b.gpus * kw(input?.candidates, b.candidate) })),
    ...plan.sales.map((s) => ({
      action: s.exitMonth === scenario.horizonMonths ? ('hold' as const) : ('sell' as const),
      name: s.existing,
      deliveryMonth: null,
      exitMonth: s.exitMonth,
      gpus: s.gpus,
      kw: s.gpus * kw(input?.existing, s.existing),
    })),
  ];
}

/** How Compare prints the fleet plan's rows (src/compare/fleet-plan-rows.ts), by key. */
export const FLEET_PLAN_ROW_KINDS = {
  'fleetPlan.npv': 'money',
  'fleetPlan.gain': 'money',
  'fleetPlan.refreshMonths': 'text',
  'fleetPlan.gpusBought': 'integer',
  'fleetPlan.gpusSold': 'integer',
} as const satisfies Record<string, KeyResultKind>;
