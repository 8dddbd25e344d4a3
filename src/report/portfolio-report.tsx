// The report's demand plan (docs/model.md › Demand plan): the workspace's chart at the report's fixed width (a
// report chart never measures its container: Node draws the same page), what to sign when, the
// plan's figures and when each commitment pays off. Pure: drawn by react-dom/server for the CLI.
import type { PortfolioResult } from '../../models/portfolio/types';
import type { Scenario } from '../../models/scenario';
import { PortfolioChart } from '../charts/portfolio-chart';
import type { DisplayRate } from '../format/display-money';
import type { Language } from '../i18n/languages';
import { BreakEvenSentences, PortfolioFacts } from '../results/portfolio-facts';
import { offerLabeler, scenarioOffers } from '../present/portfolio-labels';
import { PortfolioSchedule } from '../results/portfolio-schedule';
import { PortfolioScenarios } from '../results/portfolio-scenarios';
import { PortfolioTokens } from '../results/portfolio-tokens';

export interface PortfolioReportProps {
  portfolio: PortfolioResult;
  scenario: Scenario;
  currency: string;
  lang: Language;
  display: DisplayRate | null;
  width: number;
}

export function PortfolioReport({ portfolio, scenario, currency, lang, display, width }: PortfolioReportProps) {
  const labelOf = offerLabeler(scenario, lang);
  const discountRate = scenario.portfolio?.discountRate ?? 0;
  return (
    <>
      <div className="report-chart">
        <PortfolioChart portfolio={portfolio} offers={scenarioOffers(scenario)} labelOf={labelOf} currency={currency} display={display} lang={lang} width={width} />
      </div>
      <div className="report-block">
        <PortfolioSchedule portfolio={portfolio} discountRate={discountRate} labelOf={labelOf} currency={currency} display={display} lang={lang} />
      </div>
      <div className="report-block">
        <PortfolioFacts portfolio={portfolio} discountRate={discountRate} currency={currency} display={display} lang={lang} />
      </div>
      <div className="report-block">
        <PortfolioTokens portfolio={portfolio} scenario={scenario} currency={currency} display={display} lang={lang} />
        <BreakEvenSentences portfolio={portfolio} labelOf={labelOf} lang={lang} />
      </div>
      {scenario.portfolio && portfolio.scenarios ? (
        <div className="report-block">
          <PortfolioScenarios portfolio={portfolio} input={scenario.portfolio} labelOf={labelOf} currency={currency} display={display} lang={lang} printWidth={width} />
        </div>
      ) : null}
    </>
  );
}
