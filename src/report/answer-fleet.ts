// Page 1's words for a fleet (model: Investment › attribution): which term makes most of the return
// (the largest swing of the equity IRR when that one term is removed), and the fleet in one line.
// Called from src/report/answer.ts after the investment's sentence; pure, so a unit test reads it.
import type { InvestmentResult } from '../../models/investment';
import { fillFleet, fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { formatInteger, formatPercent, formatPower } from '../format/format';
import { attributionSteps, formatPP, largestStep } from '../present/fleet-bridge';

/** "Debt moves the equity IRR most: without it, 18.7 % (−18.1 pp)."; '' without attribution. */
export function largestTermSentence(inv: InvestmentResult, lang: Language): string {
  const top = largestStep(attributionSteps(inv, lang));
  if (!top) return '';
  const s = fleetStrings(lang).answer;
  return fillFleet(s.largest, { term: s.term[top.term], without: formatPercent(top.irrWithout, lang), pp: formatPP(top.stepPP, lang) });
}

/** "4 tranches, 2,048 GPUs, at most 3,953.66 kW of IT power."; '' without tranches. */
export function tranchesSentence(inv: InvestmentResult, lang: Language): string {
  const tranches = inv.tranches ?? [];
  if (tranches.length === 0) return '';
  return fillFleet(fleetStrings(lang).answer.tranches, {
    n: formatInteger(tranches.length, lang),
    gpus: formatInteger(tranches.reduce((sum, t) => sum + t.gpus, 0), lang),
    peak: formatPower(inv.peakPowerKW ?? 0, lang),
  });
}

/**
 * The fleet's sentences to append to the investment's on page 1 (empty strings dropped). Only a
 * fleet (tranches) gets them: a single purchase's page 1 keeps its room for the drivers, so it stays
 * one page on US Letter; its attribution is in the appendix and the app.
 */
export function fleetAnswerSentences(inv: InvestmentResult, lang: Language): string[] {
  if ((inv.tranches ?? []).length === 0) return [];
  return [tranchesSentence(inv, lang), largestTermSentence(inv, lang)].filter((s) => s !== '');
}
