// Each demand scenario's dispatch of the chosen plan (model: Demand plan › scenarios): the same
// dispatch rule the plan was costed with, run on the scenario's peaks, month by month — what the
// workbook shows as values. The plan is rebuilt from the result's commitments (offer, start, GPUs).
import type { RentVsBuyInput } from '../scenario/types';
import { dispatch, type Dispatch } from './dispatch';
import { scenarioPeaks } from './growth';
import { discountFactors, planOffers } from './offers';
import type { Commitment, CommitmentResult, PortfolioInput } from './types';

export interface ScenarioDispatch {
  name: string;
  /** Peak GPUs of months 1..H (index 0 unused). */
  peaks: number[];
  offers: string[];
  dispatch: Dispatch;
}

export function scenarioDispatches(p: PortfolioInput, rentVsBuy: RentVsBuyInput | undefined, commitments: readonly CommitmentResult[]): ScenarioDispatch[] {
  const offers = planOffers(p, rentVsBuy);
  const discount = discountFactors(p.discountRate, p.months);
  const plan: Commitment[] = commitments.map((c) => {
    const offer = offers.findIndex((o) => o.name === c.offer);
    return { offer, start: c.startMonth, blocks: c.gpus / offers[offer].block };
  });
  return (p.scenarios ?? []).map((s) => {
    const peaks = scenarioPeaks(p, s);
    return { name: s.name, peaks, offers: offers.map((o) => o.name), dispatch: dispatch(p, offers, peaks, discount, plan) };
  });
}
