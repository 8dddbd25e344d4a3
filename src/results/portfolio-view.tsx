// The demand plan in the workspace (docs/model.md › Demand plan): its chart, what to sign when, its figures and
// when each commitment pays off. The plan is solved in an engine worker of its own (usePortfolio),
// so the section also says when a plan is being solved, when the one shown is for older inputs, and
// why there is none.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_LIMIT_SECONDS } from '../../models/portfolio/solve-plan';
import type { FixedCommitmentInput, PortfolioResult } from '../../models/portfolio/types';
import type { Scenario, Warning } from '../../models/scenario';
import { PortfolioChart } from '../charts/portfolio-chart';
import { Sized } from '../charts/responsive';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { BreakEvenSentences, PortfolioFacts } from './portfolio-facts';
import { offerLabeler, scenarioOffers } from '../present/portfolio-labels';
import { PortfolioSchedule } from './portfolio-schedule';
import { PortfolioScenarios } from './portfolio-scenarios';
import { PortfolioTokens } from './portfolio-tokens';
import { SolveProgress } from './solve-progress';

/** Where the demand plan's solve stands (the workspace's usePortfolio). */
export interface PlanStatus {
  /** A plan for newer inputs than the shown one (or than none) is being solved. */
  solving: boolean;
  /** The plan shown was solved for earlier inputs. */
  stale: boolean;
  /** The solver's worker failed. */
  error: string | null;
  /** With `stale`: the inputs the shown plan was solved for (its offers name and order its bands). */
  solvedFor?: Scenario | null;
  /** "Keep this commitment": pins a commitment of the plan as a fixed one (one undo step). */
  onKeep?: (commitment: FixedCommitmentInput) => void;
}

export interface PortfolioViewProps {
  portfolio: PortfolioResult;
  scenario: Scenario;
  currency: string;
  lang: Language;
  display?: DisplayRate | null;
  /** The report's fixed chart width; absent: the container's width. */
  printWidth?: number;
  /** Offers "keep this commitment" on each row of the schedule. */
  onKeep?: (commitment: FixedCommitmentInput) => void;
}

/** Chart, schedule, figures and break-even sentences of a solved plan. */
export function PortfolioView({ portfolio, scenario, currency, lang, display = null, printWidth, onKeep }: PortfolioViewProps) {
  const offers = useMemo(() => scenarioOffers(scenario), [scenario]);
  const labelOf = useMemo(() => offerLabeler(scenario, lang), [scenario, lang]);
  const discountRate = scenario.portfolio?.discountRate ?? 0;
  return (
    <div className="portfolio">
      <Sized width={printWidth}>
        {(w) => <PortfolioChart portfolio={portfolio} offers={offers} labelOf={labelOf} currency={currency} display={display} lang={lang} width={w} />}
      </Sized>
      <PortfolioSchedule portfolio={portfolio} discountRate={discountRate} labelOf={labelOf} currency={currency} display={display} lang={lang} fixed={scenario.portfolio?.fixed} onKeep={onKeep} />
      {scenario.portfolio && portfolio.scenarios ? (
        <PortfolioScenarios portfolio={portfolio} input={scenario.portfolio} labelOf={labelOf} currency={currency} display={display} lang={lang} printWidth={printWidth} />
      ) : null}
      <PortfolioFacts portfolio={portfolio} discountRate={discountRate} currency={currency} display={display} lang={lang} />
      <PortfolioTokens portfolio={portfolio} scenario={scenario} currency={currency} display={display} lang={lang} />
      <BreakEvenSentences portfolio={portfolio} labelOf={labelOf} lang={lang} />
    </div>
  );
}

export interface PortfolioPanelProps {
  /** The plan for the shown scenario, or for earlier inputs (`plan.stale`); absent while none is solved. */
  portfolio: PortfolioResult | undefined;
  scenario: Scenario;
  /** The shown result's warnings: a solve that stopped says why there. */
  warnings: readonly Warning[];
  plan?: PlanStatus;
  currency: string;
  lang: Language;
  display?: DisplayRate | null;
}

/** The workspace section's body: the plan, with a calm line while a newer one is solved. */
export function PortfolioPanel({ portfolio, scenario, warnings, plan, currency, lang, display = null }: PortfolioPanelProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const stopped = warnings.find((w) => w.code.startsWith('portfolio-solve'));
  const stale = Boolean(portfolio && plan?.stale);
  const planScenario = (stale ? plan?.solvedFor : null) ?? scenario;
  let status: string | null = null;
  if (plan?.error) status = null;
  else if (stale) status = t('portfolio.staleNote');
  else if (!portfolio && (plan?.solving || !stopped)) status = t('portfolio.solving');
  return (
    <>
      {plan?.error ? (
        <p className="error" role="alert">
          {t('portfolio.engineError', { message: plan.error })}
        </p>
      ) : null}
      <p className={status ? 'portfolio__status muted' : 'portfolio__status portfolio__status--empty'} role="status" data-testid="portfolio-status">
        {status}
      </p>
      <SolveProgress solving={Boolean(plan?.solving) && !stale && !plan?.error} lang={lang} limitSeconds={DEFAULT_TIME_LIMIT_SECONDS} template={t('portfolio.elapsed')} testId="portfolio-progress" />
      {!portfolio && !plan?.solving && stopped ? (
        <p className="results-note" data-testid="portfolio-none">
          {t('portfolio.noPlan', { message: stopped.message[lang] })}
        </p>
      ) : null}
      {portfolio ? (
        <div className={stale ? 'portfolio__body portfolio__body--stale' : 'portfolio__body'} aria-busy={stale}>
          <PortfolioView portfolio={portfolio} scenario={planScenario} currency={currency} lang={lang} display={display} onKeep={stale ? undefined : plan?.onKeep} />
        </div>
      ) : null}
    </>
  );
}
