// Side-by-side comparison of 2..n evaluated scenarios: the inputs that differ and the key results.
import { flattenPaths, type Leaf } from './flatten';
import type { Scenario } from './scenario/types';
import type { ScenarioResult } from './evaluate';

/**
 * One differing input (its diffInputs path) and the key results (keyResults keys) it moves when
 * applied alone to the first scenario: computed by models/compare-impact.ts, which evaluates.
 */
export interface DifferenceImpact {
  path: string;
  moves: string[];
}

/** The lookup the compare tables use: path → keys moved. */
export function impactsByPath(impacts: readonly DifferenceImpact[]): Map<string, string[]> {
  return new Map(impacts.map((i) => [i.path, i.moves]));
}

export interface InputDifference {
  path: string;
  values: (Leaf | undefined)[]; // undefined: the field is absent in that scenario
}

export interface KeyResultRow {
  key: string;
  values: (number | string | null)[];
}

export interface ScenarioComparison {
  names: string[];
  differences: InputDifference[];
  results: KeyResultRow[];
}

/** Every input path whose value is not the same in all scenarios, in first-seen order. */
export function diffInputs(scenarios: readonly Scenario[]): InputDifference[] {
  const flats = scenarios.map((s) => flattenPaths(s));
  const paths: string[] = [];
  const seen = new Set<string>();
  for (const f of flats) {
    for (const p of f.keys()) {
      if (!seen.has(p)) {
        seen.add(p);
        paths.push(p);
      }
    }
  }
  const out: InputDifference[] = [];
  for (const path of paths) {
    const values = flats.map((f) => (f.has(path) ? f.get(path) : undefined));
    if (values.some((v) => !Object.is(v, values[0]))) out.push({ path, values });
  }
  return out;
}

/** The figures a reader compares first, each as one row across the scenarios. */
export function keyResults(results: readonly ScenarioResult[]): KeyResultRow[] {
  const row = (key: string, pick: (r: ScenarioResult) => number | string | null | undefined): KeyResultRow => ({
    key,
    values: results.map((r) => pick(r) ?? null),
  });
  const rows = [
    row('capacity.gpus', (r) => r.capacity?.gpus),
    row('capacity.nodes', (r) => r.capacity?.nodes),
    row('capacity.racks', (r) => r.capacity?.racks),
    row('capacity.strandedKW', (r) => r.capacity?.strandedKW),
    row('capacity.requiredMW', (r) => r.capacity?.requiredMW),
    row('investment.irrAnnual', (r) => r.investment?.irrAnnual),
    row('investment.npv', (r) => r.investment?.npv),
    row('investment.paybackMonth', (r) => r.investment?.paybackMonth),
    row('investment.moic', (r) => r.investment?.moic),
    row('investment.projectIrrAnnual', (r) => r.investment?.projectIrrAnnual),
    row('investment.projectNpv', (r) => r.investment?.projectNpv),
    row('investment.minDSCR', (r) => r.investment?.minDSCR),
    row('investment.tax', (r) => r.investment?.tax.reduce((s, x) => s + x, 0)),
    row('rentVsBuy.cheapest', (r) => r.rentVsBuy?.cheapest),
    row('rentVsBuy.annualCost.buy', (r) => r.rentVsBuy?.annualCost.buy),
    row('rentVsBuy.breakEvenHours.onDemand', (r) => r.rentVsBuy?.breakEvenHours.onDemand),
    row('quotes.best', (r) => bestQuote(r)?.provider),
    row('quotes.bestEffectivePerUsedGPUHour', (r) => bestQuote(r)?.effectivePerUsedGPUHour),
    row('quotes.bestEffectivePerEffectiveGPUHour', (r) => bestQuote(r)?.effectivePerEffectiveGPUHour),
    row('quotes.bestBridgeCost', (r) => bestQuote(r)?.bridgeCost),
    // v2.1: costs a quote leaves unpriced ("Provider East: storage"), never shown as $0.
    row('quotes.notQuoted', (r) => notQuoted(r)),
    row('uncertainty.irrAnnual.p50', (r) => r.uncertainty?.irrAnnual?.percentiles.p50),
  ];
  return rows.filter((r) => r.values.some((v) => v !== null));
}

function notQuoted(r: ScenarioResult): string | null {
  const list = (r.quotes?.quotes ?? []).filter((q) => q.unquoted.length > 0).map((q) => `${q.provider}: ${q.unquoted.join(', ')}`);
  return list.length > 0 ? list.join('; ') : null;
}

function bestQuote(r: ScenarioResult) {
  return r.quotes?.quotes.find((q) => q.rank === 1);
}

export function compareScenarios(scenarios: readonly Scenario[], results: readonly ScenarioResult[]): ScenarioComparison {
  return { names: scenarios.map((s) => s.name), differences: diffInputs(scenarios), results: keyResults(results) };
}
