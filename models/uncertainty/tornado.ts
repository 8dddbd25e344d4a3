// Tornado: IRR and NPV with one input at its low and then its high value, every other field at the
// scenario's own value (not the distributions' centres). Low/high: see distributions.ts.
//
// Order (largest effect first):
// 1. inputs that make the IRR vanish at one end (irrLow or irrHigh null while the other is not):
//    losing the IRR altogether is the largest possible swing; among themselves by NPV swing;
// 2. inputs with both IRRs, by IRR swing |irrHigh - irrLow|, ties by NPV swing;
// 3. inputs with no IRR at either end, by NPV swing.
// Equal keys keep the order of the scenario's inputs.

import { lowHigh } from './distributions';
import type { CompiledInput } from './inputs';
import { getNumberAt, setNumberAt } from './paths';
import type { Recompute, TrialMetrics, TrialModel } from './trial';
import type { TornadoEntry } from './types';

export function recomputeFor(inputs: readonly CompiledInput[], gpusFromCapacity: boolean): Recompute {
  return {
    capacity: inputs.some((i) => i.target === 'capacity'),
    prices: inputs.some((i) => i.target === 'market' || i.target === 'horizon'),
    gpusFromCapacity,
  };
}

function rankClass(e: TornadoEntry): number {
  const lowNull = e.irrLow === null;
  const highNull = e.irrHigh === null;
  if (lowNull !== highNull) return 0;
  return lowNull ? 2 : 1;
}

export function compareTornado(a: TornadoEntry, b: TornadoEntry): number {
  const ca = rankClass(a);
  const cb = rankClass(b);
  if (ca !== cb) return ca - cb;
  if (ca === 1 && a.irrSwing !== b.irrSwing) return (b.irrSwing ?? 0) - (a.irrSwing ?? 0);
  return b.npvSwing - a.npvSwing;
}

export function computeTornado(
  scenario: unknown,
  base: TrialModel,
  baseMetrics: TrialMetrics,
  inputs: readonly CompiledInput[],
  evaluate: (model: TrialModel, recompute: Recompute) => TrialMetrics,
  gpusFromCapacity: boolean,
): TornadoEntry[] {
  const entries = inputs.map((input): TornadoEntry => {
    const { low, high } = lowHigh(input.dist, input.range);
    const affects = input.target !== 'none';
    const recompute = recomputeFor([input], gpusFromCapacity);
    const at = (value: number): TrialMetrics => {
      if (!affects) return baseMetrics;
      let model = setNumberAt(base, input.segments, value);
      for (const f of input.followers) model = setNumberAt(model, f, value);
      return evaluate(model, recompute);
    };
    const lo = at(low);
    const hi = at(high);
    return {
      path: input.path,
      dist: input.dist.dist,
      base: getNumberAt(scenario, input.segments) ?? null,
      low,
      high,
      irrLow: lo.irrAnnual,
      irrHigh: hi.irrAnnual,
      npvLow: lo.npv,
      npvHigh: hi.npv,
      irrSwing: lo.irrAnnual === null || hi.irrAnnual === null ? null : Math.abs(hi.irrAnnual - lo.irrAnnual),
      npvSwing: Math.abs(hi.npv - lo.npv),
      affectsInvestment: affects,
    };
  });
  // Array.prototype.sort is stable (ES2019), so equal keys keep the inputs' order.
  return entries.sort(compareTornado);
}
