// The zod schema of a scenario file (current version). Field checks come from field-specs.ts and
// carry bilingual messages; cross-field rules live in cross-checks.ts. Unknown keys are stripped
// from the parsed output (the loader keeps them in `raw`).

import { z } from './zod';
import { checkField } from './fields';
import { shapeOf } from './field-schema';
import type { Bilingual } from './messages';
import { got } from './messages';
import {
  CORRELATION_FIELDS,
  DISTRIBUTION_FIELDS,
  GENERATION_FIELDS,
  INVESTMENT_FIELDS,
  RENEWAL_FIELDS,
  EXIT_FIELDS,
  TRANCHE_FIELDS,
  RESALE_POINT_FIELDS,
  DEBT_SIZING_FIELDS,
  NODE_FIELDS,
  PARITY_FIELDS,
  QUOTE_FIELDS,
  RENT_VS_BUY_FIELDS,
  SITE_FIELDS,
  SIZING_FIELDS,
  TOP_FIELDS,
  DISPLAY_FIELDS,
  DEMAND_STEP_FIELDS,
  OFFER_FIELDS,
  PORTFOLIO_FIELDS,
  PROFILE_BLOCK_FIELDS,
  PORTFOLIO_RISK_FIELDS,
  GROWTH_FIELDS,
  FIXED_COMMITMENT_FIELDS,
  DEMAND_SCENARIO_FIELDS,
  UNCERTAINTY_FIELDS,
  WORKLOAD_FIELDS,
  FLEET_PLAN_FIELDS,
  FLEET_CANDIDATE_FIELDS,
  FLEET_EXISTING_FIELDS,
} from './field-specs';
import { LIMITS } from './limits';

function addBilingual(ctx: z.RefinementCtx, path: PropertyKey[], problem: Bilingual): void {
  ctx.addIssue({ code: 'custom', message: problem.en, path, params: { bilingual: problem } });
}

/** docs/model.md › Uncertainty: a discrete distribution's values or weights: finite numbers within the parameter limit. */
const numberList = z.array(z.unknown()).max(LIMITS.maxDiscreteValues).nullish();

function checkNumberList(ctx: z.RefinementCtx, key: 'values' | 'weights', list: unknown[] | null | undefined, min?: number): void {
  if (!list) return;
  const spec = { ...DISTRIBUTION_FIELDS.min, ...(min === undefined ? {} : { min }), optional: false };
  list.forEach((v, i) => {
    const problem = checkField(spec, v);
    if (problem) addBilingual(ctx, [key, i], problem);
  });
}

function checkDiscrete(d: { values?: unknown[] | null; weights?: unknown[] | null }, ctx: z.RefinementCtx): void {
  if (!d.values || d.values.length === 0) {
    addBilingual(ctx, ['values'], { en: 'must list at least one value', 'zh-CN': '至少要列出一个取值' });
    return;
  }
  checkNumberList(ctx, 'values', d.values);
  if (!d.weights) return;
  checkNumberList(ctx, 'weights', d.weights, 0);
  if (d.weights.length !== d.values.length) {
    addBilingual(ctx, ['weights'], {
      en: `must have one weight per value (${d.values.length}), got ${d.weights.length}`,
      'zh-CN': `每个取值需要一个权重（${d.values.length} 个），实际 ${d.weights.length} 个`,
    });
    return;
  }
  const sum = d.weights.reduce((s: number, w) => s + (typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0), 0);
  if (!(sum > 0)) addBilingual(ctx, ['weights'], { en: 'must not all be 0 (their sum is the total probability)', 'zh-CN': '不能全为 0（其和为总概率）' });
}

const distributionFields = z.object({ ...shapeOf(DISTRIBUTION_FIELDS), values: numberList, weights: numberList });

const distributionSchema = distributionFields.superRefine((d, ctx) => {
  const need = (key: 'min' | 'mode' | 'max' | 'mean' | 'sd'): void => {
    const problem = checkField({ ...DISTRIBUTION_FIELDS[key], optional: false }, d[key]);
    if (problem) addBilingual(ctx, [key], problem);
  };
  if (d.dist === 'triangular') {
    need('min');
    need('mode');
    need('max');
    if (d.min !== undefined && d.mode !== undefined && d.max !== undefined && !(d.min <= d.mode && d.mode <= d.max)) {
      addBilingual(
        ctx,
        ['mode'],
        got(
          { en: `must lie between min (${d.min}) and max (${d.max})`, 'zh-CN': `必须介于 min（${d.min}）与 max（${d.max}）之间` },
          d.mode,
        ),
      );
    }
  } else if (d.dist === 'uniform') {
    need('min');
    need('max');
    if (d.min !== undefined && d.max !== undefined && d.min > d.max) {
      addBilingual(ctx, ['max'], got({ en: `must be at least min (${d.min})`, 'zh-CN': `不能小于 min（${d.min}）` }, d.max));
    }
  } else if (d.dist === 'normal') {
    need('mean');
    need('sd');
  } else if (d.dist === 'discrete') {
    checkDiscrete(d, ctx);
  }
});

export const scenarioSchema = z.object({
  format: z.literal('gpuplan/scenario'),
  version: z.number(),
  ...shapeOf(TOP_FIELDS),
  // Optional since plans without a site (a v1 file still needs it: load.ts); investment and rentVsBuy need it (cross-checks.ts).
  site: z.object(shapeOf(SITE_FIELDS)).nullish(),
  node: z.object(shapeOf(NODE_FIELDS)),
  market: z
    .object({
      generations: z.array(z.object(shapeOf(GENERATION_FIELDS))).max(LIMITS.maxGenerations),
      parity: z.array(z.object(shapeOf(PARITY_FIELDS))).max(LIMITS.maxParityRules).nullish(),
    })
    .nullish(),
  investment: z
    .object({
      ...shapeOf(INVESTMENT_FIELDS),
      // lender terms sub-sections.
      renewal: z.object(shapeOf(RENEWAL_FIELDS)).nullish(),
      exit: z.object(shapeOf(EXIT_FIELDS)).nullish(),
      // Fleet; the lists' counts, names, months and order are checked in fleet-checks.ts.
      tranches: z
        .array(z.object({ ...shapeOf(TRANCHE_FIELDS), renewal: z.object(shapeOf(RENEWAL_FIELDS)).nullish() }))
        .max(LIMITS.maxTranches * 10)
        .nullish(),
      resaleCurve: z.array(z.object(shapeOf(RESALE_POINT_FIELDS))).max(LIMITS.maxResalePoints * 10).nullish(),
      debtSizing: z.object(shapeOf(DEBT_SIZING_FIELDS)).nullish(),
    })
    .nullish(),
  rentVsBuy: z.object(shapeOf(RENT_VS_BUY_FIELDS)).nullish(),
  workload: z.object(shapeOf(WORKLOAD_FIELDS)).nullish(),
  sizing: z.object(shapeOf(SIZING_FIELDS)).nullish(),
  display: z.object(shapeOf(DISPLAY_FIELDS)).nullish(),
  quotes: z.array(z.object(shapeOf(QUOTE_FIELDS))).max(LIMITS.maxQuotes).nullish(),
  // demand plan; the lists' counts, order and sums are checked in portfolio-checks.ts (with bilingual messages).
  portfolio: z
    .object({
      ...shapeOf(PORTFOLIO_FIELDS),
      demand: z.array(z.object(shapeOf(DEMAND_STEP_FIELDS))).max(LIMITS.maxPortfolioMonths * 10),
      profile: z.array(z.object(shapeOf(PROFILE_BLOCK_FIELDS))).max(LIMITS.maxProfileBlocks * 10).nullish(),
      offers: z.array(z.object(shapeOf(OFFER_FIELDS))).max(LIMITS.maxOffers * 10).nullish(),
      // Demand that grows, fixed commitments and scenarios; counts and sums in portfolio-checks.ts.
      ...shapeOf(PORTFOLIO_RISK_FIELDS),
      growth: z.object(shapeOf(GROWTH_FIELDS)).nullish(),
      fixed: z.array(z.object(shapeOf(FIXED_COMMITMENT_FIELDS))).max(LIMITS.maxFixedCommitments).nullish(),
      scenarios: z.array(z.object(shapeOf(DEMAND_SCENARIO_FIELDS))).max(LIMITS.maxScenarios * 10).nullish(),
    })
    .nullish(),
  // Fleet plan: the lists' counts and cross-field rules are in fleet-plan-checks.ts.
  fleetPlan: z
    .object({
      ...shapeOf(FLEET_PLAN_FIELDS),
      candidates: z.array(z.object(shapeOf(FLEET_CANDIDATE_FIELDS))).max(LIMITS.maxFleetCandidates * 10),
      existing: z.array(z.object(shapeOf(FLEET_EXISTING_FIELDS))).max(LIMITS.maxFleetExisting * 10).nullish(),
    })
    .nullish(),
  uncertainty: z
    .object({
      ...shapeOf(UNCERTAINTY_FIELDS),
      inputs: z
        .record(z.string(), distributionSchema)
        .refine((r) => Object.keys(r).length <= LIMITS.maxUncertaintyInputs, {
          params: {
            bilingual: {
              en: `must have at most ${LIMITS.maxUncertaintyInputs} entries`,
              'zh-CN': `最多 ${LIMITS.maxUncertaintyInputs} 项`,
            },
          },
        })
        .nullish(),
      correlations: z.array(z.object(shapeOf(CORRELATION_FIELDS))).max(LIMITS.maxCorrelations).nullish(),
    })
    .nullish(),
});

export type ParsedScenario = z.output<typeof scenarioSchema>;
