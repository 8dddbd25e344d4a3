// A report's first page, the answer (issue 29), as data (pure, so a unit test checks the words):
// one sentence per part of the plan the scenario has, most decisive first (a demand plan when there
// is one, then quotes, investment, rent vs buy, capacity), the 4–6 figures that carry it (the key
// figures of src/present, the same the app and the CLI show), which chart shows it, and the inputs
// that drive it. With a demand plan every sentence and figure names the part of the plan it comes
// from, so the quotes' price per used GPU-hour is never read as the plan's. Numbers are formatted
// here, in the report's language.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { TornadoEntry } from '../../models/uncertainty/types';
import { getIn } from '../store/path';
import { fill } from '../present/messages';
import { answerEn, answerZhCN } from '../i18n/areas/answer';
import { resultsEn, resultsZhCN } from '../i18n/areas/results';
import type { Language } from '../i18n/languages';
import { formatInteger, formatMoney, formatNumber, formatPercent, formatRate } from '../format/format';
import { inputLabeler, inputValueFormatter } from '../present/input-label';
import { offerLabeler } from '../present/portfolio-labels';
import { scenarioAnswer } from './answer-scenarios';
import { figureContext } from '../present/context';
import type { Figure } from '../present/figure';
import { figuresByPart } from '../present/key-figures';
import { strandedText } from '../present/capacity';
import { sayIn } from '../present/text';
import { quoteProviderFigures, quotesRankedBy } from '../present/quote-providers';
import { fleetAnswerSentences } from './answer-fleet';
import { lossSentences } from './answer-loss';
import { withFleetPlanAnswer } from './answer-fleet-plan';

export type AnswerChart = 'quotes' | 'portfolio' | 'cashFlows' | 'rentVsBuy' | 'capacity' | 'fleetPlan';

export interface AnswerDriver {
  path: string;
  label: string;
  value: string;
}

export interface ReportAnswer {
  sentences: string[];
  figures: Figure[];
  chart: AnswerChart | null;
  drivers: AnswerDriver[];
  /** Quotes: each provider's window total, owed after the window, items not quoted and top asks (rank order). */
  quoteProviders?: { caption: string; figures: Figure[] };
}

/** At most this many figures on the first page (the rest stay in the appendix's key figures). */
export const ANSWER_FIGURES = 6;

type Part = Exclude<AnswerChart, 'fleetPlan'>;

/** Which parts the scenario has, most decisive first: a demand plan leads (it is what the plan signs). */
export function answerParts(result: ScenarioResult): Part[] {
  const parts: Part[] = [];
  if (result.portfolio) parts.push('portfolio');
  if (result.quotes && result.quotes.quotes.length > 0) parts.push('quotes');
  if (result.investment) parts.push('cashFlows');
  if (result.rentVsBuy) parts.push('rentVsBuy');
  if (result.capacity) parts.push('capacity');
  return parts;
}

/** Inputs that drive each part when no sensitivity ranks them (the first ones present are shown). */
export const DRIVERS_OF: Record<Part, readonly string[]> = {
  quotes: ['workload.gpuHoursPerMonth', 'workload.storageTB', 'workload.egressTBPerMonth', 'workload.bridgePrice'],
  portfolio: ['portfolio.discountRate', 'portfolio.interruptibleShare', 'rentVsBuy.onDemandPrice', 'rentVsBuy.spotPrice', 'rentVsBuy.reservedPrice'],
  cashFlows: ['investment.capexPerGPU', 'investment.utilization', 'investment.contractPrice', 'investment.discountRate', 'investment.powerPricePerKWh'],
  rentVsBuy: ['rentVsBuy.usageHours', 'rentVsBuy.onDemandPrice', 'rentVsBuy.reservedPrice', 'rentVsBuy.spotPrice', 'rentVsBuy.capexPerGPU'],
  capacity: ['site.contractedMW', 'site.pue', 'node.nodeKW', 'node.gpusPerNode'],
};

const MAX_DRIVERS = 5;

export function reportAnswer(scenario: Scenario, result: ScenarioResult, lang: Language, sensitivity: readonly TornadoEntry[] | null = null): ReportAnswer {
  const a = lang === 'zh-CN' ? answerZhCN : answerEn;
  const modes = (lang === 'zh-CN' ? resultsZhCN : resultsEn).modes as Record<string, string>;
  const currency = result.currency;
  const money = (v: number) => formatMoney(v, lang, currency, { digits: 0 });
  const parts = answerParts(result);
  const sentences: string[] = [];

  const sentenceParts: Part[] = [];
  // Why a purchase loses money, when it does (answer-loss.ts): it takes the room of three drivers (page 1 stays one Letter page).
  const loss = parts.slice(0, 3).includes('cashFlows') ? lossSentences(scenario, result, lang) : [];
  for (const part of parts.slice(0, 3)) {
    const before = sentences.length;
    if (part === 'quotes' && result.quotes) {
      // docs/model.md › Quotes › Window: ranked on one window for all quotes, by present value per used GPU-hour.
      const W = result.quotes.windowMonths;
      // The figure the ranking uses (with rankBy "windowPlusOwed", what is owed after the window too).
      const ranked = [...result.quotes.quotes].filter((q) => q.rankPerUsedGPUHour !== null).sort((x, y) => x.rank - y.rank);
      const [best, second] = ranked;
      const months = formatInteger(W, lang);
      // model: Quotes › Terms `unquoted`: a figure that leaves an item out is marked "*", the item named after.
      const star = (...qs: (typeof best | undefined)[]) => (qs.some((q) => q !== undefined && q.unquoted.length > 0) ? '*' : '');
      const items = (lang === 'zh-CN' ? resultsZhCN : resultsEn).quotes.unquotedItems;
      const leavesOut = [best, second]
        .filter((q) => q !== undefined && q.unquoted.length > 0)
        .map((q) => fill(a.quotesLeavesOut, { provider: q.provider, items: q.unquoted.map((u) => items[u]).join(lang === 'zh-CN' ? '、' : ', ') }));
      if (!best || best.rankPerUsedGPUHour === null) sentences.push(a.quotesNone);
      else if (!second || second.rankPerUsedGPUHour === null) {
        sentences.push(fill(a.quotesOne, { best: best.provider, months, price: formatRate(best.rankPerUsedGPUHour, lang, currency) + star(best), cost: money(best.windowCost) + star(best) }));
      } else {
        const gap = second.rankPerUsedGPUHour - best.rankPerUsedGPUHour;
        sentences.push(
          fill(a.quotes, {
            best: best.provider,
            months,
            price: formatRate(best.rankPerUsedGPUHour, lang, currency) + star(best),
            cost: money(best.windowCost) + star(best),
            gap: formatRate(gap, lang, currency) + star(best, second),
            share: formatPercent(second.rankPerUsedGPUHour > 0 ? gap / second.rankPerUsedGPUHour : null, lang, 1),
            second: second.provider,
          }),
        );
      }
      if (leavesOut.length > 0 && sentences.length > before) sentences[sentences.length - 1] += ` ${leavesOut.join(' ')}`;
    } else if (part === 'portfolio' && result.portfolio) {
      const plan = result.portfolio;
      const labelOf = offerLabeler(scenario, lang);
      const commitments = plan.commitments.map((c) => fill(a.commitment, { gpus: formatInteger(c.gpus, lang), offer: labelOf(c.offer), start: c.startMonth, end: c.endMonth }));
      const list = commitments.join(lang === 'zh-CN' ? '；' : '; ');
      const underScenarios = scenarioAnswer(scenario, plan, currency, lang);
      if (underScenarios) sentences.push(underScenarios);
      else if (commitments.length === 0) sentences.push(fill(a.portfolioFlexible, { cost: money(plan.presentCost) }));
      else if (plan.savings === null) sentences.push(fill(a.portfolioNoSavings, { commitments: list, cost: money(plan.presentCost) }));
      else sentences.push(fill(a.portfolio, { commitments: list, cost: money(plan.presentCost), savings: money(plan.savings), share: formatPercent(plan.savingsShare, lang, 1) }));
    } else if (part === 'cashFlows' && result.investment) {
      const inv = result.investment;
      const pct = result.uncertainty?.irrAnnual.percentiles;
      const irr = inv.irrAnnual === null ? a.noIrr : formatPercent(inv.irrAnnual, lang, 1);
      const values = {
        irr,
        hurdle: formatPercent(scenario.investment?.discountRate ?? 0, lang, 1),
        npv: money(inv.npv),
        payback: inv.paybackMonth === null ? a.paybackNever : fill(a.paybackIn, { month: inv.paybackMonth }),
      };
      const returns =
        pct && pct.p10 !== null && pct.p90 !== null
          ? fill(a.investmentRange, { ...values, p10: formatPercent(pct.p10, lang, 1), p90: formatPercent(pct.p90, lang, 1) })
          : fill(a.investment, values);
      sentences.push([returns, ...loss, covenantSentence(scenario, inv, lang), ...fleetAnswerSentences(inv, lang)].filter(Boolean).join(lang === 'zh-CN' ? '' : ' '));
    } else if (part === 'rentVsBuy' && result.rentVsBuy) {
      const rvb = result.rentVsBuy;
      const costs = Object.entries(rvb.annualCost).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]));
      costs.sort((x, y) => x[1] - y[1]);
      const cheapest = costs.find(([m]) => m === rvb.cheapest) ?? costs[0];
      const second = costs.find(([m]) => m !== cheapest?.[0]);
      if (cheapest) {
        const values = { hours: formatInteger(rvb.usageHours, lang), mode: modes[cheapest[0]] ?? cheapest[0], cost: money(cheapest[1]) };
        sentences.push(second ? fill(a.rentVsBuy, { ...values, gap: money(second[1] - cheapest[1]), second: modes[second[0]] ?? second[0] }) : fill(a.rentVsBuyOne, values));
      }
    } else if (part === 'capacity' && result.capacity && scenario.site) {
      const c = result.capacity;
      sentences.push(
        // Without a rack size there is no rack count: the sentence leaves racks out (not "— racks").
        fill(c.racks === null ? a.capacityNoRacks : a.capacity, {
          mw: formatNumber(scenario.site.contractedMW, lang, 3),
          gpus: formatInteger(c.gpus, lang),
          nodes: formatInteger(c.nodes, lang),
          racks: c.racks === null ? '' : formatInteger(c.racks, lang),
          stranded: strandedText(figureContext(scenario, result, lang)),
        }),
      );
    }
    if (sentences.length > before) sentenceParts.push(part);
  }

  // The cash-flow part's figures lead with the IRR, NPV and the covenant's test (the page has room for six).
  const CASH_FIRST = ['irr', 'npv', 'minPeriodDSCR', 'payback', 'projectIrr', 'moic'];
  const byPart = new Map(figuresByPart(figureContext(scenario, result, lang)).map((p) => [p.part, p.figures]));
  byPart.set('cashFlows', [...(byPart.get('cashFlows') ?? [])].sort((x, y) => CASH_FIRST.indexOf(x.key) - CASH_FIRST.indexOf(y.key)));
  const named = result.portfolio !== undefined && parts.length > 1;
  const figures = parts.flatMap((part) => (byPart.get(part) ?? []).map((f) => (named ? { ...f, label: partNamed(part, f.label, lang) } : f)));
  const said = named ? sentences.map((s, i) => partNamed(sentenceParts[i], s, lang)) : sentences;

  const quotes = result.quotes;
  const quoteProviders = quotes && parts.slice(0, 3).includes('quotes')
    ? { caption: quotesRankedBy(quotes, lang), figures: quoteProviderFigures(quotes, quotes.brief, lang, currency) }
    : undefined;
  // The providers' table takes the room of two drivers, so page 1 still fits one page.
  const drivers = answerDrivers(scenario, parts, lang, sensitivity).slice(0, Math.max(1, MAX_DRIVERS - (quoteProviders ? 2 : 0) - (loss.length > 0 ? 3 : 0)));
  const answer: ReportAnswer = { sentences: said, figures: figures.slice(0, ANSWER_FIGURES), chart: parts[0] ?? null, drivers, ...(quoteProviders ? { quoteProviders } : {}) };
  // model: Fleet plan — with a solved plan, page 1 answers when to refresh first.
  return withFleetPlanAnswer(scenario, result, lang, answer, ANSWER_FIGURES);
}

/** "Demand plan: …", "需求计划：…": a sentence or figure named by the part of the plan it comes from. */
export function partNamed(part: Part, text: string, lang: Language): string {
  return `${sayIn(lang)(`figures.plan.part.${part}`)}${lang === 'zh-CN' ? '：' : ': '}${text}`;
}

/** docs/model.md › Investment › Covenant and DSCR: the covenant result in words (the lowest period's DSCR and the breached periods), or ''. */
function covenantSentence(scenario: Scenario, inv: NonNullable<ScenarioResult['investment']>, lang: Language): string {
  const a = lang === 'zh-CN' ? answerZhCN : answerEn;
  const covenant = scenario.investment?.covenantDSCR;
  if (covenant === undefined || inv.minPeriodDSCR === null || inv.minPeriodDSCRPeriod === null) return '';
  const kind = scenario.investment?.dscrPeriod ?? 'year';
  const values = { covenant: `${formatNumber(covenant, lang, 2, 2)}×`, min: `${formatNumber(inv.minPeriodDSCR, lang, 2, 2)}×`, period: a.periods[kind], periods: a.periodsPlural[kind], n: String(inv.minPeriodDSCRPeriod) };
  const breaches = inv.covenantBreaches ?? [];
  if (breaches.length === 0) return fill(a.covenantMet, values);
  const list = breaches.join(lang === 'zh-CN' ? '、' : ', ');
  return fill(breaches.length === 1 ? a.covenantBreachedOne : a.covenantBreached, { ...values, list, count: String(breaches.length) });
}

/** The inputs behind the answer: the sensitivity's largest swings when ranked, else each part's main inputs. */
export function answerDrivers(scenario: Scenario, parts: readonly Part[], lang: Language, sensitivity: readonly TornadoEntry[] | null): AnswerDriver[] {
  const labelOf = inputLabeler(scenario, lang);
  const valueOf = inputValueFormatter(lang, 4, scenario.currency);
  const paths = [...(sensitivity ?? []).map((e) => e.path), ...parts.flatMap((p) => DRIVERS_OF[p])];
  const out: AnswerDriver[] = [];
  for (const path of paths) {
    if (out.length >= MAX_DRIVERS || out.some((d) => d.path === path)) continue;
    // src/store/path (not the engine's models/uncertainty, which would load mathjs into the report).
    let value: unknown;
    try {
      value = getIn(scenario, path);
    } catch {
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    out.push({ path, label: labelOf(path), value: valueOf(path, value) });
  }
  return out;
}
