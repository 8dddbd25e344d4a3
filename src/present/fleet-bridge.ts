// The return's attribution as steps (model: Investment › attribution): for each term present, the
// equity IRR with that one term removed and the change from the equity IRR in percentage points,
// and the largest loan that meets the target DSCR in a sentence (model: Investment › debt sizing).
// The terms are removed one at a time, so the steps do not add up to the IRR: each bar starts
// at the equity IRR. React-free: the app's bridge chart, the report and compare read these.

import type { AttributionTermName, InvestmentResult } from '../../models/investment';
import type { DscrPeriod, InvestmentInput } from '../../models/scenario/types';
import { fillFleet, fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { formatMoney, formatNumber, formatPercent } from '../format/format';
import type { Figure } from './figure';

export interface AttributionStep {
  term: AttributionTermName;
  /** "Without the renewal", "All delivered on day one", … */
  label: string;
  /** Equity IRR with the term removed (annual fraction); null when that case has no IRR. */
  irrWithout: number | null;
  /** irrWithout − equity IRR in percentage points; null when either IRR is missing. */
  stepPP: number | null;
}

/** The steps in the engine's order; [] without attribution. */
export function attributionSteps(inv: InvestmentResult, lang: Language): AttributionStep[] {
  const s = fleetStrings(lang).attribution.without;
  return (inv.attribution ?? []).map((a) => ({
    term: a.term,
    label: s[a.term],
    irrWithout: a.irrAnnual,
    stepPP: a.irrAnnual === null || inv.irrAnnual === null ? null : (a.irrAnnual - inv.irrAnnual) * 100,
  }));
}

/** "−2.3 pp" / "−2.3 个百分点" with its sign (U+2212 for minus). */
export function formatPP(pp: number | null, lang: Language): string {
  const s = fleetStrings(lang).bridge;
  if (pp === null) return s.noIrr;
  const rounded = Math.round(pp * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return fillFleet(s.pp, { value: `${sign}${formatNumber(Math.abs(rounded), lang, 1, 1)}` });
}

/** The step whose IRR moves most from the equity IRR; null without steps with an IRR. */
export function largestStep(steps: readonly AttributionStep[]): AttributionStep | null {
  let best: AttributionStep | null = null;
  for (const st of steps) if (st.stepPP !== null && (best === null || Math.abs(st.stepPP) > Math.abs(best.stepPP!))) best = st;
  return best;
}

/** Each step as a figure: label "Without …", value "34.5 % (−2.3 pp)". No tone: a step is no verdict. */
export function attributionStepFigures(inv: InvestmentResult, lang: Language): Figure[] {
  const s = fleetStrings(lang).bridge;
  return attributionSteps(inv, lang).map((st) => ({
    key: `attributionStep.${st.term}`,
    label: st.label,
    value: fillFleet(s.step, { irr: st.irrWithout === null ? s.noIrr : formatPercent(st.irrWithout, lang), pp: formatPP(st.stepPP, lang) }),
  }));
}

/** The bridge in words for the chart's description: the IRR, each step, and the largest. */
export function bridgeDescription(inv: InvestmentResult, lang: Language): string {
  const s = fleetStrings(lang).bridge;
  const steps = attributionSteps(inv, lang);
  const sep = lang === 'zh-CN' ? '；' : '; ';
  const terms = attributionStepFigures(inv, lang).map((f) => `${f.label} ${f.value}`).join(sep);
  const top = largestStep(steps);
  const text = fillFleet(s.desc, { irr: formatPercent(inv.irrAnnual, lang), terms });
  return top ? `${text} ${fillFleet(s.largest, { term: top.label, pp: formatPP(top.stepPP, lang) })}` : text;
}

/**
 * The largest loan meeting the target DSCR, in a sentence, with the investment's own borrowing
 * against it (a verdict only because the target is an input); null without debt sizing.
 */
export function maxDebtFigure(inv: InvestmentResult, input: InvestmentInput | undefined, lang: Language, currency: string): Figure | null {
  const sizing = input?.debtSizing;
  if (!sizing || inv.maxDebt === undefined || inv.maxDebtFraction === undefined) return null;
  const s = fleetStrings(lang).debtSizing;
  const period: DscrPeriod = input?.dscrPeriod ?? 'year'; // model: Investment › covenant, yearly by default
  const sentence = fillFleet(s.sentence, {
    period: s.period[period],
    target: `${formatNumber(sizing.targetDSCR, lang, 2, 2)}×`,
    debt: formatMoney(inv.maxDebt, lang, currency),
    fraction: formatPercent(inv.maxDebtFraction, lang),
  });
  const current = input?.debtFraction ?? 0;
  const against = current > 0 ? ` ${fillFleet(current > inv.maxDebtFraction ? s.above : s.within, { current: formatPercent(current, lang) })}` : '';
  return {
    key: 'maxDebtSentence',
    label: fleetStrings(lang).figures.maxDebt,
    value: formatMoney(inv.maxDebt, lang, currency),
    note: `${sentence}${against}`,
    ...(current > 0 ? { tone: current > inv.maxDebtFraction ? ('bad' as const) : ('good' as const) } : {}),
  };
}
