// Why the fleet plan swaps (model: Fleet plan › one-GPU value): what a kW of IT power earns in each
// use, from the engine's own options (the values the solver weighed) — a candidate by the month it
// is delivered (its one-GPU value at its best exit month, per kW); an owned fleet by the month it is
// sold, as what keeping it that long adds over selling it now (its value sold at e less its value
// sold at 0, per kW: selling now frees the power for a candidate, so this is the bar a candidate must
// clear). React-free; the app's value-per-kW chart and its description read it.
import { fleetOptions, fleetPlanSetup } from '../../models/fleet-plan';
import type { Scenario } from '../../models/scenario/types';

export interface ValuePerKWPoint {
  /** Delivery month (candidate) or sale month (owned fleet). */
  month: number;
  /** Per kW of IT power, in the scenario's currency: a candidate's one-GPU value; an owned GPU's value kept to this month less its value sold now. */
  valuePerKW: number;
  /** The one-GPU value itself (at month 0). */
  value: number;
  /** A candidate's best exit month for this delivery (the owned fleet's: its sale month). */
  exitMonth: number;
}

export interface ValuePerKWSeries {
  name: string;
  kind: 'candidate' | 'existing';
  points: ValuePerKWPoint[];
}

/** Each candidate's and owned fleet's value per kW over the months; null without a fleet plan. */
export function fleetValuePerKW(s: Scenario): ValuePerKWSeries[] | null {
  const setup = fleetPlanSetup(s);
  if (!setup) return null;
  const options = fleetOptions(setup.plan, setup.H, setup.ctx, setup.market);
  const series = (kind: 'candidate' | 'existing', index: number, name: string): ValuePerKWSeries => {
    const own = options.filter((o) => (o.kind === 'buy') === (kind === 'candidate') && o.index === index);
    // An owned GPU is measured against selling it now (its option with exit month 0).
    const now = kind === 'existing' ? (own.find((o) => o.exitMonth === 0)?.value ?? 0) : 0;
    const best = new Map<number, ValuePerKWPoint>();
    for (const o of own) {
      const month = kind === 'candidate' ? o.deliveryMonth : o.exitMonth;
      const point = { month, valuePerKW: (o.value - now) / o.kwPerGPU, value: o.value, exitMonth: o.exitMonth };
      const hit = best.get(month);
      if (!hit || point.valuePerKW > hit.valuePerKW) best.set(month, point);
    }
    return { name, kind, points: [...best.values()].sort((a, b) => a.month - b.month) };
  };
  return [
    ...setup.plan.existing.map((x, k) => series('existing', k, x.name)),
    ...setup.plan.candidates.map((c, i) => series('candidate', i, c.name)),
  ];
}
