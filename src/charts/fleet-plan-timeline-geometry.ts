// Geometry of the fleet plan's timeline (model: Fleet plan): for each month 1..H, the IT kW each
// fleet of the plan draws (owned GPUs first, then the candidates, in input order), stacked as month
// steps under the site's power budget; the baseline (every owned GPU kept to the horizon) as a step
// line beside it; and the blocks bought and sold, as events at the month boundary where they happen
// (a purchase delivered at d runs from month d + 1, a sale at the end of month e).
import { scaleLinear } from 'd3';
import type { FleetPlanInput, FleetPlanResult } from '../../models/fleet-plan/types';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

export interface TimelineLayer {
  /** The fleet's name (an owned fleet or a candidate). */
  key: string;
  kind: 'existing' | 'candidate';
  /** IT kW in months 1..H (index m - 1). */
  kw: number[];
  path: string;
}

export interface TimelineMonth {
  month: number;
  x0: number;
  x1: number;
  /** Each layer's bottom and top in kW, bottom to top. */
  bands: { key: string; from: number; to: number }[];
  total: number;
  /** IT kW of the baseline (owned GPUs kept). */
  baseline: number;
}

export interface TimelineChange {
  name: string;
  gpus: number;
  blocks: number;
}

export interface TimelineEvent {
  /** Purchases delivered, and sales, at this month (0 = now). */
  month: number;
  x: number;
  bought: TimelineChange[];
  sold: TimelineChange[];
}

export interface TimelineGeometry {
  layers: TimelineLayer[];
  months: TimelineMonth[];
  events: TimelineEvent[];
  baselinePath: string;
  budgetKW: number;
  budgetY: number;
  /** Baseline of the budget line's label, above the line (room is kept there above the stack). */
  budgetLabelY: number;
  x: ReturnType<typeof scaleLinear<number, number>>;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

const round = (v: number) => Math.round(v * 100) / 100;
/** Pixels kept between the plot's top and the budget line, for its label above any stack under it. */
export const BUDGET_LABEL_ROOM = 16;
/** The same rule as the engine's power rows: delivered at d, sold at e, installed in d < m ≤ e. */
const installed = (d: number, e: number, m: number) => d < m && m <= e;

/** Each fleet's IT kW month by month (every fleet of the input kept, also one the plan never uses). */
export function timelineLayers(input: FleetPlanInput, plan: FleetPlanResult, H: number): Omit<TimelineLayer, 'path'>[] {
  const months = Array.from({ length: H }, (_, i) => i + 1);
  const existing = input.existing.map((x) => ({
    key: x.name,
    kind: 'existing' as const,
    kw: months.map((m) => plan.sales.filter((s) => s.existing === x.name && installed(0, s.exitMonth, m)).reduce((sum, s) => sum + s.gpus * x.kwPerGPU, 0)),
  }));
  const candidates = input.candidates.map((c) => ({
    key: c.name,
    kind: 'candidate' as const,
    kw: months.map((m) => plan.purchases.filter((b) => b.candidate === c.name && installed(b.deliveryMonth, b.exitMonth, m)).reduce((sum, b) => sum + b.gpus * c.kwPerGPU, 0)),
  }));
  return [...existing, ...candidates];
}

/** The baseline's IT kW in every month: every owned GPU kept to the horizon. */
export function baselineKW(input: FleetPlanInput): number {
  return input.existing.reduce((sum, x) => sum + x.gpus * x.kwPerGPU, 0);
}

/** Blocks bought and sold, by month (months with neither left out), owned fleets and candidates in input order. */
export function timelineEvents(input: FleetPlanInput, plan: FleetPlanResult, H: number): Omit<TimelineEvent, 'x'>[] {
  const months = new Set<number>();
  for (const b of plan.purchases) {
    months.add(b.deliveryMonth);
    if (b.exitMonth < H) months.add(b.exitMonth);
  }
  for (const s of plan.sales) if (s.exitMonth < H) months.add(s.exitMonth);
  const blockOf = (list: readonly { name: string; block: number }[], name: string) => list.find((x) => x.name === name)?.block ?? 1;
  const sum = (items: { name: string; gpus: number }[], list: readonly { name: string; block: number }[]): TimelineChange[] => {
    const out: TimelineChange[] = [];
    for (const it of items) {
      const hit = out.find((o) => o.name === it.name);
      if (hit) hit.gpus += it.gpus;
      else out.push({ name: it.name, gpus: it.gpus, blocks: 0 });
    }
    return out.map((o) => ({ ...o, blocks: o.gpus / blockOf(list, o.name) }));
  };
  return [...months].sort((a, b) => a - b).map((month) => ({
    month,
    bought: sum(plan.purchases.filter((b) => b.deliveryMonth === month).map((b) => ({ name: b.candidate, gpus: b.gpus })), input.candidates),
    sold: [
      ...sum(plan.sales.filter((s) => s.exitMonth === month).map((s) => ({ name: s.existing, gpus: s.gpus })), input.existing),
      ...sum(plan.purchases.filter((b) => b.exitMonth === month).map((b) => ({ name: b.candidate, gpus: b.gpus })), input.candidates),
    ],
  }));
}

export function timelineGeometry(input: FleetPlanInput, plan: FleetPlanResult, H: number, width: number, height: number, margin: Margin = DEFAULT_MARGIN): TimelineGeometry {
  const box = plotBox(width, height, margin);
  const layers = timelineLayers(input, plan, H).filter((l) => l.kw.some((v) => v > 0));
  const base = baselineKW(input);
  const x = scaleLinear().domain([0, Math.max(1, H)]).range([box.left, box.right]);
  const months: TimelineMonth[] = Array.from({ length: H }, (_, i) => {
    let level = 0;
    const bands = layers.map((l) => {
      const from = level;
      level += l.kw[i];
      return { key: l.key, from, to: level };
    });
    return { month: i + 1, x0: x(i), x1: x(i + 1), bands, total: level, baseline: base };
  });
  const budgetKW = plan.solve.powerBudgetKW;
  const top = Math.max(budgetKW, base, ...months.map((m) => m.total));
  // A plan that fills the site stacks up to the budget: the domain keeps BUDGET_LABEL_ROOM above
  // the line, so the line and its label stay above the stack, not inside it.
  const plotHeight = Math.max(1, box.bottom - box.top);
  const room = Math.min(0.5, BUDGET_LABEL_ROOM / plotHeight);
  const y = scaleLinear().domain([0, top > 0 ? Math.max(top * 1.08, budgetKW / (1 - room)) : 1]).nice().range([box.bottom, box.top]);
  const withPaths: TimelineLayer[] = layers.map((l, k) => {
    const upper = months.map((m) => `L${round(m.x0)},${round(y(m.bands[k].to))}L${round(m.x1)},${round(y(m.bands[k].to))}`).join('');
    const lower = [...months].reverse().map((m) => `L${round(m.x1)},${round(y(m.bands[k].from))}L${round(m.x0)},${round(y(m.bands[k].from))}`).join('');
    return { ...l, path: months.length > 0 ? `M${round(months[0].x0)},${round(y(months[0].bands[k].from))}${upper}${lower}Z` : '' };
  });
  const baselinePath = input.existing.length > 0 ? `M${round(x(0))},${round(y(base))}L${round(x(H))},${round(y(base))}` : '';
  const events = timelineEvents(input, plan, H).map((e) => ({ ...e, x: x(e.month) }));
  return { layers: withPaths, months, events, baselinePath, budgetKW, budgetY: y(budgetKW), budgetLabelY: y(budgetKW) - 5, x, y, box };
}

/** The month under pixel x (1..H), or null without months. */
export function timelineMonthAt(g: Pick<TimelineGeometry, 'months' | 'x'>, px: number): TimelineMonth | null {
  if (g.months.length === 0) return null;
  const i = Math.min(g.months.length - 1, Math.max(0, Math.floor(g.x.invert(px))));
  return g.months[i];
}
