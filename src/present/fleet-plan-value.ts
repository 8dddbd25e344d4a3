// Why the fleet plan swaps (model: Fleet plan › one-GPU value): each option's value per kW of IT
// power — a candidate by the month it is delivered (at its best exit month), an owned fleet by the
// month it is sold — from the engine's own options (the values the solver weighed). React-free;
// the app's value-per-kW chart and its description read it.
import { fleetOptions, fleetPlanSetup } from '../../models/fleet-plan';
import type { Scenario } from '../../models/scenario/types';

export interface ValuePerKWPoint {
  /** Delivery month (candidate) or sale month (owned fleet). */
  month: number;
  /** One GPU's value at month 0 ÷ its IT kW, in the scenario's currency per kW. */
  valuePerKW: number;
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
    const best = new Map<number, ValuePerKWPoint>();
    for (const o of options) {
      if ((o.kind === 'buy') !== (kind === 'candidate') || o.index !== index) continue;
      const month = kind === 'candidate' ? o.deliveryMonth : o.exitMonth;
      const point = { month, valuePerKW: o.value / o.kwPerGPU, exitMonth: o.exitMonth };
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
