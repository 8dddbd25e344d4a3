// From the zod output to the normalized Scenario: defaults that depend on other fields.
// - generation label: its id;
// - parity fromMonth: the newer generation's availableMonth (flagged fromMonthDefaulted);
// - quote gpuModel: node.gpuModel;
// - quote deliveryMonth (docs/model.md › Quotes › Window): from leadTimeWeeks when absent, else 0 (flagged deliveryMonthDefaulted);
// - workload gpuHoursPerMonth (docs/model.md › Quotes › Window): gpus × 730 × utilization when absent (flagged gpuHoursPerMonthDefaulted);
// - investment gpus: the site's deliverable GPUs from models/capacity.ts (flagged gpusDefaulted);
// - rentVsBuy tokenUtilization: 1 when tokensPerSecondPerGPU is given;
// - portfolio discountRate: workload.discountRate, else 0; profile: one flat block;
// - investment renewal share and projectDiscountRate: read by the engine (investment.ts), not here.

import { computeCapacity } from '../capacity';
import { deliveryMonthFromLeadTime, gpuHoursFromGPUs } from '../quote-schedule';
import type { ParsedScenario } from './schema';
import type { Distribution, GenerationInput, InvestmentInput, ParityRuleInput, Scenario, ScenarioIssue } from './types';
import { CURRENT_VERSION } from './migrate';
import { issueAt, RULE_DEMAND_NEEDED, ruleSiteNeededBy } from './messages';

/**
 * Same object minus keys whose value is undefined (keeps `'key' in obj` honest). Built with
 * Object.fromEntries, not a loop of `out[k] = v`: V8 turns an object grown by a loop of keyed stores
 * into a hash table past a dozen keys (an investment has ~40), and every later read of it, in the
 * engine's monthly loops and in each copy the Monte Carlo and the editor make, is then a hash lookup
 * (the 4-tranche fleet's 10,000 trials ran 2.5× slower).
 */
function definedOnly<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter((e) => e[1] !== undefined)) as T;
}

type ParsedDistribution = NonNullable<NonNullable<ParsedScenario['uncertainty']>['inputs']>[string];

/** The schema has checked that the parameters of `dist` are present; `?? 0` only satisfies the types. */
function toDistribution(d: ParsedDistribution): Distribution {
  switch (d.dist) {
    case 'triangular':
      return { dist: 'triangular', min: d.min ?? 0, mode: d.mode ?? 0, max: d.max ?? 0 };
    case 'uniform':
      return { dist: 'uniform', min: d.min ?? 0, max: d.max ?? 0 };
    case 'normal':
      return { dist: 'normal', mean: d.mean ?? 0, sd: d.sd ?? 0 };
    case 'discrete': {
      const values = (d.values ?? []) as number[];
      return d.weights ? { dist: 'discrete', values, weights: d.weights as number[] } : { dist: 'discrete', values };
    }
  }
}

export function normalizeScenario(p: ParsedScenario): { scenario: Scenario } | { issues: ScenarioIssue[] } {
  const site = p.site ? definedOnly(p.site) : undefined;
  const node = definedOnly(p.node);
  const scenario: Scenario = definedOnly({
    format: 'gpuplan/scenario' as const,
    version: CURRENT_VERSION,
    name: p.name,
    notes: p.notes,
    currency: p.currency,
    horizonMonths: p.horizonMonths,
    site,
    node,
  });

  if (p.market) {
    const generations: GenerationInput[] = p.market.generations.map((g) => definedOnly({ ...g, label: g.label ?? g.id }));
    const parity: ParityRuleInput[] = (p.market.parity ?? []).map((r) => {
      const newer = generations.find((g) => g.id === r.newer);
      if (r.fromMonth !== undefined) return { ...r, fromMonth: r.fromMonth };
      return { ...r, fromMonth: newer?.availableMonth ?? 0, fromMonthDefaulted: true };
    });
    scenario.market = { generations, parity };
  }

  if (p.investment) {
    const { gpus, renewal, exit, tranches, resaleCurve, debtSizing, ...flat } = p.investment;
    // lender terms sub-sections: kept only when present (null counts as absent).
    const rest = {
      ...flat,
      renewal: renewal ? definedOnly({ ...renewal }) : undefined,
      exit: exit ? { ...exit } : undefined,
      // Fleet: an empty list is no list (the single purchase).
      tranches: tranches && tranches.length > 0
        ? tranches.map(({ renewal: r, ...t }) => definedOnly({ ...t, renewal: r ? definedOnly({ ...r }) : undefined }))
        : undefined,
      resaleCurve: resaleCurve && resaleCurve.length > 0 ? resaleCurve.map((pt) => ({ ...pt })) : undefined,
      debtSizing: debtSizing ? { ...debtSizing } : undefined,
    };
    let investment: InvestmentInput;
    if (gpus !== undefined) investment = definedOnly({ ...rest, gpus });
    else if (!site) {
      // Refused by cross-checks.ts already (investment needs a site); kept for the types.
      return { issues: [issueAt('site', ruleSiteNeededBy('investment'))] };
    } else {
      const deliverable = computeCapacity(site, node).gpus;
      if (deliverable < 1) {
        return {
          issues: [
            issueAt('investment.gpus', {
              en: 'is required here: it defaults to the GPUs the site can power, and this site powers none',
              'zh-CN': '此处为必填项：默认值是站点可供电的 GPU 数量，而本站点一张也无法供电',
            }),
          ],
        };
      }
      investment = definedOnly({ ...rest, gpus: deliverable, gpusDefaulted: true });
    }
    scenario.investment = investment;
  }

  if (p.rentVsBuy) {
    const r = p.rentVsBuy;
    scenario.rentVsBuy = definedOnly({
      ...r,
      tokenUtilization: r.tokensPerSecondPerGPU !== undefined ? (r.tokenUtilization ?? 1) : r.tokenUtilization,
    });
  }
  if (p.workload) {
    const w = p.workload;
    if (w.gpuHoursPerMonth !== undefined) scenario.workload = definedOnly({ ...w, gpuHoursPerMonth: w.gpuHoursPerMonth });
    else if (w.gpus !== undefined && w.utilization !== undefined) {
      scenario.workload = definedOnly({ ...w, gpuHoursPerMonth: gpuHoursFromGPUs(w.gpus, w.utilization), gpuHoursPerMonthDefaulted: true });
    } else {
      // Refused by cross-checks.ts already; kept for the types.
      return { issues: [issueAt('workload.gpuHoursPerMonth', RULE_DEMAND_NEEDED)] };
    }
  }
  if (p.sizing) scenario.sizing = definedOnly(p.sizing);
  // Both present here (cross-checks.ts refuses a display section without them).
  if (p.display && p.display.currency !== undefined && p.display.rate !== undefined) {
    scenario.display = definedOnly({ ...p.display, currency: p.display.currency, rate: p.display.rate });
  }
  if (p.quotes) {
    scenario.quotes = p.quotes.map((q) =>
      definedOnly({
        ...q,
        gpuModel: q.gpuModel ?? node.gpuModel,
        deliveryMonth: q.deliveryMonth ?? (q.leadTimeWeeks !== undefined ? deliveryMonthFromLeadTime(q.leadTimeWeeks) : 0),
        deliveryMonthDefaulted: q.deliveryMonth === undefined ? true : undefined,
      }),
    );
  }
  if (p.portfolio) {
    const { offers, profile, discountRate, growth, fixed, scenarios, ...rest } = p.portfolio;
    scenario.portfolio = definedOnly({
      ...rest,
      demand: p.portfolio.demand.map((d) => ({ ...d })),
      profile: profile && profile.length > 0 ? profile.map((b) => ({ ...b })) : [{ share: 1, load: 1 }],
      discountRate: discountRate ?? p.workload?.discountRate ?? 0,
      // An empty list is no list: the offers then come from rentVsBuy (docs/model.md › Demand plan; without it the loader refuses the plan).
      offers: offers && offers.length > 0 ? offers.map((o) => definedOnly({ ...o })) : undefined,
      // Demand under scenarios: absent stays absent (the engine applies the defaults).
      growth: growth ? definedOnly({ ...growth }) : undefined,
      fixed: fixed && fixed.length > 0 ? fixed.map((k) => ({ ...k })) : undefined,
      scenarios: scenarios && scenarios.length > 0 ? scenarios.map((s) => definedOnly({ ...s })) : undefined,
    });
  }
  if (p.fleetPlan) {
    const f = p.fleetPlan;
    scenario.fleetPlan = definedOnly({
      exitEvery: f.exitEvery,
      powerKW: f.powerKW,
      candidates: f.candidates.map((c) => definedOnly({ ...c })),
      existing: (f.existing ?? []).map((x) => definedOnly({ ...x })),
    });
  }
  if (p.uncertainty) {
    const inputs: Record<string, Distribution> = {};
    for (const [path, d] of Object.entries(p.uncertainty.inputs ?? {})) inputs[path] = toDistribution(d);
    const correlations = p.uncertainty.correlations ? p.uncertainty.correlations.map((c) => ({ a: c.a, b: c.b, rho: c.rho })) : undefined;
    scenario.uncertainty = definedOnly({ ...p.uncertainty, inputs, correlations });
  }
  return { scenario };
}
