// The zod schema of a scenario file (current version). Field checks come from field-specs.ts and
// carry bilingual messages; cross-field rules live in cross-checks.ts. Unknown keys are stripped
// from the parsed output (the loader keeps them in `raw`).

import { z } from './zod';
import { checkField, shapeOf } from './fields';
import type { Bilingual } from './messages';
import { got } from './messages';
import {
  DISTRIBUTION_FIELDS,
  GENERATION_FIELDS,
  INVESTMENT_FIELDS,
  NODE_FIELDS,
  PARITY_FIELDS,
  QUOTE_FIELDS,
  RENT_VS_BUY_FIELDS,
  SITE_FIELDS,
  TOP_FIELDS,
  DISPLAY_FIELDS,
  UNCERTAINTY_FIELDS,
  WORKLOAD_FIELDS,
} from './field-specs';
import { LIMITS } from './limits';

function addBilingual(ctx: z.RefinementCtx, path: PropertyKey[], problem: Bilingual): void {
  ctx.addIssue({ code: 'custom', message: problem.en, path, params: { bilingual: problem } });
}

const distributionSchema = z.object(shapeOf(DISTRIBUTION_FIELDS)).superRefine((d, ctx) => {
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
  }
});

export const scenarioSchema = z.object({
  format: z.literal('gpuplan/scenario'),
  version: z.number(),
  ...shapeOf(TOP_FIELDS),
  site: z.object(shapeOf(SITE_FIELDS)),
  node: z.object(shapeOf(NODE_FIELDS)),
  market: z
    .object({
      generations: z.array(z.object(shapeOf(GENERATION_FIELDS))).max(LIMITS.maxGenerations),
      parity: z.array(z.object(shapeOf(PARITY_FIELDS))).max(LIMITS.maxParityRules).nullish(),
    })
    .nullish(),
  investment: z.object(shapeOf(INVESTMENT_FIELDS)).nullish(),
  rentVsBuy: z.object(shapeOf(RENT_VS_BUY_FIELDS)).nullish(),
  workload: z.object(shapeOf(WORKLOAD_FIELDS)).nullish(),
  display: z.object(shapeOf(DISPLAY_FIELDS)).nullish(),
  quotes: z.array(z.object(shapeOf(QUOTE_FIELDS))).max(LIMITS.maxQuotes).nullish(),
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
    })
    .nullish(),
});

export type ParsedScenario = z.output<typeof scenarioSchema>;
