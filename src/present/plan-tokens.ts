// The demand plan's cost per million tokens beside the API's (model: Demand plan › per token): with a
// throughput per GPU (rentVsBuy's, else sizing's tokensPerSecondPerGPU), a used GPU-hour serves
// tokensPerSecondPerGPU × 3600 tokens, so
//   planPerMillionTokens = effectivePerUsedGPUHour × 1e6 / (tokensPerSecondPerGPU × 3600)
// — the plan's whole cost (idle committed hours included) over the tokens its used hours serve.
// Under scenarios the plan's figures are on the expected demand. [] without a throughput.
import type { PortfolioResult } from '../../models/portfolio/types';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../../models/language';
import { demandScenariosMessages } from '../i18n/areas/demand-scenarios';
import type { Figure } from './figure';
import { percent } from './scenarios';

/** The throughput the per-token figures use: rent vs buy's tokens per second per GPU, else sizing's. */
export function tokensPerSecondOf(scenario: Pick<Scenario, 'rentVsBuy' | 'sizing'>): number | undefined {
  return scenario.rentVsBuy?.tokensPerSecondPerGPU ?? scenario.sizing?.tokensPerSecondPerGPU;
}

/** The plan's cost per million tokens for a scenario: null without a plan, a throughput or served hours. */
export function scenarioPlanPerMillionTokens(p: PortfolioResult | undefined, scenario: Pick<Scenario, 'rentVsBuy' | 'sizing'> | undefined): number | null {
  const tps = scenario ? tokensPerSecondOf(scenario) : undefined;
  return p && tps !== undefined ? planPerMillionTokens(p, tps) : null;
}

/** Compare's row of the figure (a price in the plan's currency: "$1.23" under "cost per million tokens"). */
export const PLAN_TOKEN_ROW_KINDS = { 'portfolio.planPerMillionTokens': 'price' } as const;

export function planPerMillionTokens(p: PortfolioResult, tokensPerSecondPerGPU: number): number | null {
  if (p.effectivePerUsedGPUHour === null || !(tokensPerSecondPerGPU > 0)) return null;
  return (p.effectivePerUsedGPUHour * 1e6) / (tokensPerSecondPerGPU * 3600);
}

/** The plan's cost per million tokens and the API's, with how they compare; `price` formats a price in the file's currency. */
export function planTokenFigures(p: PortfolioResult, scenario: Pick<Scenario, 'rentVsBuy' | 'sizing'>, lang: Language, price: (v: number) => string): Figure[] {
  const tps = tokensPerSecondOf(scenario);
  if (tps === undefined) return [];
  const plan = planPerMillionTokens(p, tps);
  if (plan === null) return [];
  const m = demandScenariosMessages(lang);
  const out: Figure[] = [{ key: 'planPerMillionTokens', label: m.planPerMillionTokens, value: price(plan) }];
  const api = scenario.rentVsBuy?.apiPricePerMillionTokens;
  if (api !== undefined && api > 0) {
    const share = percent(Math.abs(plan - api) / api, lang);
    const note = plan < api ? m.planCheaperThanApi : plan > api ? m.planDearerThanApi : m.planSameAsApi;
    out.push({ key: 'apiPerMillionTokens', label: m.apiPerMillionTokens, value: price(api), note: note.replace('{{share}}', share) });
  }
  return out;
}
