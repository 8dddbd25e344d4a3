// Side-by-side comparison of 2..n evaluated scenarios: the inputs that differ and the key results.
import { flattenPaths, type Leaf } from './flatten';
import type { Scenario } from './scenario/types';
import type { ScenarioResult } from './evaluate';
import type { PortfolioResult } from './portfolio/types';
import { scenarioKeyRows } from './compare-scenarios';

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
  /**
   * false: the row has a direction (lower or higher is better) but these scenarios' values cannot be
   * ranked by it, so none is "best" (e.g. plan costs of demand plans that serve different demand).
   * Absent: ranked by the row's direction, if it has one.
   */
  comparable?: false;
}

export interface ScenarioComparison {
  names: string[];
  differences: InputDifference[];
  results: KeyResultRow[];
}

const DERIVED_FLAGS = new Set(['investment.gpusDefaulted']);

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
    // The loader's own flag (investment.gpus taken from the site's capacity) is not an input: the
    // GPU count it derived is compared on its own row.
    if (DERIVED_FLAGS.has(path)) continue;
    const values = flats.map((f) => (f.has(path) ? f.get(path) : undefined));
    if (values.some((v) => !Object.is(v, values[0]))) out.push({ path, values });
  }
  return out;
}

/**
 * The figures a reader compares first, each as one row across the scenarios. `scenarios` (the
 * compared documents, same order) tells whether demand plans are discounted alike; without them a
 * plan's present cost is ranked only when the plans serve the same demand.
 */
export function keyResults(results: readonly ScenarioResult[], scenarios?: readonly Pick<Scenario, 'portfolio' | 'site'>[]): KeyResultRow[] {
  const row = (key: string, pick: (r: ScenarioResult) => number | string | null | undefined): KeyResultRow => ({
    key,
    values: results.map((r) => pick(r) ?? null),
  });
  // Capacity is a size, not an outcome, unless the plans share one site: only then is more GPUs
  // or less stranded power the better plan.
  const sameSite = sitesComparable(scenarios) ? {} : { comparable: false as const };
  const rows = [
    { ...row('capacity.gpus', (r) => r.capacity?.gpus), ...sameSite },
    row('capacity.nodes', (r) => r.capacity?.nodes),
    row('capacity.racks', (r) => r.capacity?.racks),
    { ...row('capacity.strandedKW', (r) => r.capacity?.strandedKW), ...sameSite },
    { ...row('capacity.requiredMW', (r) => r.capacity?.requiredMW), ...sameSite },
    row('investment.irrAnnual', (r) => r.investment?.irrAnnual),
    row('investment.npv', (r) => r.investment?.npv),
    row('investment.paybackMonth', (r) => r.investment?.paybackMonth),
    row('investment.moic', (r) => r.investment?.moic),
    row('investment.projectIrrAnnual', (r) => r.investment?.projectIrrAnnual),
    row('investment.projectNpv', (r) => r.investment?.projectNpv),
    // The covenant period's test first ("Minimum DSCR", as in the editor's headline), then the lowest month.
    row('investment.minPeriodDSCR', (r) => r.investment?.minPeriodDSCR),
    row('investment.minDSCR', (r) => r.investment?.minDSCR),
    row('investment.tax', (r) => r.investment?.tax.reduce((s, x) => s + x, 0)),
    // docs/model.md › Rent vs buy › Without a site and per token: with per-token inputs the cheapest counts the token API ('api').
    row('rentVsBuy.cheapest', (r) => r.rentVsBuy?.perToken?.cheapest ?? r.rentVsBuy?.cheapest),
    row('rentVsBuy.annualCost.buy', (r) => r.rentVsBuy?.annualCost.buy),
    row('rentVsBuy.breakEvenHours.onDemand', (r) => r.rentVsBuy?.breakEvenHours.onDemand),
    row('quotes.best', (r) => bestQuote(r)?.provider),
    row('quotes.bestEffectivePerUsedGPUHour', (r) => bestQuote(r)?.effectivePerUsedGPUHour),
    row('quotes.bestEffectivePerEffectiveGPUHour', (r) => bestQuote(r)?.effectivePerEffectiveGPUHour),
    row('quotes.bestBridgeCost', (r) => bestQuote(r)?.bridgeCost),
    // docs/model.md › Quotes › Window: what the best quote costs in all over the common window, and per month of it: the
    // totals a renter's plan is read by (no direction: plans may rent for different demand).
    row('quotes.windowMonths', (r) => (r.quotes && r.quotes.quotes.length > 0 ? r.quotes.windowMonths : null)),
    row('quotes.bestWindowCost', (r) => bestQuote(r)?.windowCost),
    row('quotes.bestMonthlyCost', (r) => {
      const q = bestQuote(r);
      return q && r.quotes && r.quotes.windowMonths > 0 ? q.windowCost / r.quotes.windowMonths : null;
    }),
    // docs/model.md › Quotes › Terms: costs a quote leaves unpriced ("Provider East: storage"), never shown as $0.
    row('quotes.notQuoted', (r) => notQuoted(r)),
    row('uncertainty.irrAnnual.p50', (r) => r.uncertainty?.irrAnnual?.percentiles.p50),
    // docs/model.md › Demand plan: what the cheapest mix of contracts costs (present value at the plan's own rate) and
    // what it saves against the same demand served without commitments.
    { ...row('portfolio.presentCost', (r) => r.portfolio?.presentCost), ...(plansComparable(results, scenarios) ? {} : { comparable: false as const }) },
    row('portfolio.savings', (r) => r.portfolio?.savings),
    row('portfolio.savingsShare', (r) => r.portfolio?.savingsShare),
    ...scenarioKeyRows(results),
  ];
  return rows.filter((r) => r.values.some((v) => v !== null));
}

/** Whether the compared plans with a site all size the same one (same contracted MW and power basis). */
export function sitesComparable(scenarios?: readonly Pick<Scenario, 'site'>[]): boolean {
  if (!scenarios) return false;
  const sites = scenarios.flatMap((s) => (s.site ? [s.site] : []));
  if (sites.length < 2) return true;
  return sites.every((x) => x.contractedMW === sites[0].contractedMW && x.powerBasis === sites[0].powerBasis);
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Whether a lower present cost is a better plan for every compared demand plan: they serve the same
 * demand (the same peak every month, the same demand and unserved GPU-hours) and discount it at the
 * same rate. Otherwise a cheaper plan may just be a smaller or later one.
 */
export function plansComparable(results: readonly ScenarioResult[], scenarios?: readonly Pick<Scenario, 'portfolio'>[]): boolean {
  const plans = results.flatMap((r, i) => (r.portfolio ? [{ p: r.portfolio, rate: scenarios?.[i]?.portfolio?.discountRate }] : []));
  if (plans.length < 2) return true;
  const [first, ...rest] = plans;
  const sameDemand = (a: PortfolioResult, b: PortfolioResult) =>
    a.months.length === b.months.length &&
    a.months.every((m, k) => m.peak === b.months[k].peak) &&
    close(a.demandGPUHours, b.demandGPUHours) &&
    close(a.unservedGPUHours, b.unservedGPUHours);
  return rest.every(({ p, rate }) => sameDemand(first.p, p) && (scenarios === undefined || rate === first.rate));
}

function notQuoted(r: ScenarioResult): string | null {
  const list = (r.quotes?.quotes ?? []).filter((q) => q.unquoted.length > 0).map((q) => `${q.provider}: ${q.unquoted.join(', ')}`);
  return list.length > 0 ? list.join('; ') : null;
}

function bestQuote(r: ScenarioResult) {
  return r.quotes?.quotes.find((q) => q.rank === 1);
}

export function compareScenarios(scenarios: readonly Scenario[], results: readonly ScenarioResult[]): ScenarioComparison {
  return { names: scenarios.map((s) => s.name), differences: diffInputs(scenarios), results: keyResults(results, scenarios) };
}
