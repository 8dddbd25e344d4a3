// The demand plan's offers as a reader sees them (docs/model.md › Demand plan): the plan's own offers, or those
// made from the rent-vs-buy prices when it lists none — whose names the app translates.
import { offerNameIn } from '../../models/glossary';
import { planOffers } from '../../models/portfolio/offers';
import type { Offer } from '../../models/portfolio/types';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../i18n/languages';

/** The plan's offers with their defaults (kind, prices: the dispatch order); [] without a plan. */
export function scenarioOffers(scenario: Scenario): Offer[] {
  return scenario.portfolio ? planOffers(scenario.portfolio, scenario.rentVsBuy) : [];
}

/**
 * An offer's name in `lang`: the names of the offers made from rentVsBuy are translated; the plan's
 * own offers keep the names the user gave them.
 */
export function offerLabeler(scenario: Scenario, lang: Language): (offer: string) => string {
  if (!scenario.portfolio || scenario.portfolio.offers !== undefined) return (offer) => offer;
  return (offer) => offerNameIn(offer, lang);
}
