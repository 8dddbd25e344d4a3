// Page 1's "why it loses money" (issue 37's templates at −59 % equity IRR): when a purchase does not
// earn back its capex (EBITDA over the horizon and its end value below what it cost), say so in one
// sentence from the results: the share of its cost it earns back, how the market price it re-rents
// at moves (and which newer generation's price cap holds it down), and how much deeper the loan
// makes the loss for equity. Model: Investment (EBITDA, residual, capex), Market (parity).
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { answerEn, answerZhCN } from '../i18n/areas/answer';
import type { Language } from '../i18n/languages';
import { formatInteger, formatMoney, formatPercent, formatRate } from '../format/format';
import { fill } from '../present/messages';

/** The sentence, or [] when the purchase earns back its cost (or there is none). */
export function lossSentences(scenario: Scenario, result: ScenarioResult, lang: Language): string[] {
  const inv = result.investment;
  if (!inv || inv.capex <= 0) return [];
  const H = inv.ebitda.length - 1;
  const ebitda = inv.ebitda.reduce((s, x) => s + x, 0);
  const back = ebitda + inv.residualValue;
  if (back >= inv.capex) return [];
  const a = lang === 'zh-CN' ? answerZhCN : answerEn;
  const money = (v: number) => formatMoney(v, lang, result.currency, { compact: true });
  const path = marketPath(scenario, result, H);
  let price = '';
  if (path && path.to < path.from) {
    const rate = (v: number) => formatRate(v, lang, result.currency);
    const values = { generation: path.label, from: rate(path.from), to: rate(path.to) };
    price = path.cap
      ? fill(a.lossPriceCapped, { ...values, capMonth: formatInteger(path.cap.fromMonth, lang), newer: path.cap.newer, relative: formatPercent(path.cap.relativeCost, lang, 0) })
      : fill(a.lossPrice, values);
  }
  const debt =
    inv.debt > 0 && inv.irrAnnual !== null && inv.projectIrrAnnual !== null && inv.irrAnnual < inv.projectIrrAnnual
      ? fill(a.lossDebt, { irr: formatPercent(inv.irrAnnual, lang, 1), projectIrr: formatPercent(inv.projectIrrAnnual, lang, 1) })
      : '';
  // One sentence: page 1 has room for little more beside the returns, the covenant and the drivers.
  return [fill(a.lossWhy, { months: formatInteger(H, lang), share: formatPercent(back / inv.capex, lang, 0), capex: money(inv.capex), price, debt })];
}

interface MarketPath {
  label: string;
  from: number;
  to: number;
  /** The parity rule that holds the price below its own decline at the horizon, if one does. */
  cap?: { newer: string; fromMonth: number; relativeCost: number };
}

/** The investment's market generation: its price at month 1 and at the horizon, and the cap in force then. */
function marketPath(scenario: Scenario, result: ScenarioResult, H: number): MarketPath | null {
  const id = scenario.investment?.generation;
  const market = scenario.market;
  const series = id ? result.prices?.series[id] : undefined;
  if (!id || !market || !series) return null;
  const from = series.find((p, m): p is number => m >= 1 && p !== null);
  const to = series[H];
  if (from === undefined || to === null || to === undefined) return null;
  const label = market.generations.find((g) => g.id === id)?.label ?? id;
  const uncapped = result.prices?.uncapped[id]?.[H];
  const rule = (market.parity ?? []).find((r) => r.older === id);
  if (!rule || uncapped === null || uncapped === undefined || !(to < uncapped)) return { label, from, to };
  const newer = market.generations.find((g) => g.id === rule.newer);
  return { label, from, to, cap: { newer: newer?.label ?? rule.newer, fromMonth: rule.fromMonth, relativeCost: rule.relativeCost } };
}
