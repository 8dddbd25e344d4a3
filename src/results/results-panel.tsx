// <ResultsPanel result scenario lang monteCarlo? />: headline figures, warnings and one section per
// scenario section present (capacity, market, investment, rent vs buy, quotes, uncertainty).
//
// Mount (the lead's workspace page):
//   const evaluation = useEvaluation(doc);  const monteCarlo = useMonteCarlo(doc);
//   {evaluation.result && evaluation.scenario
//     ? <ResultsPanel result={evaluation.result} scenario={evaluation.scenario} lang={lang}
//         monteCarlo={monteCarlo} pending={evaluation.pending} ms={evaluation.ms} error={evaluation.error} />
//     : <ResultsIssues issues={evaluation.issues} lang={lang} />}
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { CapacityWaterfall } from '../charts/capacity-waterfall';
import { CashFlowChart } from '../charts/cash-flow-chart';
import { PriceProjectionChart } from '../charts/price-projection-chart';
import { QuotesTable } from '../charts/quotes-table';
import { QuoteChecklist } from './quote-checklist';
import { RentVsBuyChart } from '../charts/rent-vs-buy-chart';
import { Responsive } from '../charts/responsive';
import type { MonteCarloHandle } from '../engine/use-monte-carlo';
import type { Language } from '../i18n/languages';
import { formatNumber } from './format';
import { activeDisplay } from './display-money';
import { HeadlineFigures } from './headline-figures';
import { MonteCarloBlock } from './monte-carlo-block';
import { inputLabeler } from './input-label';
import { SensitivityBlock } from './sensitivity-block';
import { RentVsBuyFacts, RuleOfThumb } from './rent-vs-buy-facts';
import { SizingFacts } from './sizing-facts';
import { InvestmentFacts } from './investment-facts';
import { ReturnsTable } from './returns-table';
import { CoverageChart } from '../charts/coverage-chart';
import { WarningsList } from './warnings-list';
import './results.css';

export interface ResultsPanelProps {
  result: ScenarioResult;
  scenario: Scenario;
  lang: Language;
  /** Defaults to result.currency (the scenario's). */
  currency?: string;
  /** From useMonteCarlo(doc): enables Run / progress / Cancel in the uncertainty section. */
  monteCarlo?: MonteCarloHandle;
  /** A newer edit is being evaluated (the figures shown are one edit behind). */
  pending?: boolean;
  /** Engine time of the shown result, ms. */
  ms?: number;
  /** Engine failure to show above the (last good) results. */
  error?: string | null;
  /** Labels of fields whose typed text was refused: the figures do not reflect it (dimmed, with the reason). */
  staleFields?: readonly string[];
  /** The document as written: "What moves my IRR" swings only the inputs it states (default: all present). */
  raw?: unknown;
  /** The file's format version when the loader migrated it (a version-1 file): explains what changed. */
  migratedFrom?: number | null;
  /** Carries the sizing's GPU count into the capacity target and the quotes (the editor's setFields). */
  onUseSizing?: (gpus: number) => void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="results-section" aria-labelledby={`results-${id}-title`} data-section={id}>
      <h3 id={`results-${id}-title`} className="results-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ResultsPanel({
  result,
  scenario,
  lang,
  currency: currencyProp,
  monteCarlo,
  pending = false,
  ms,
  error,
  staleFields = [],
  raw,
  migratedFrom,
  onUseSizing,
}: ResultsPanelProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const currency = currencyProp ?? result.currency;
  return (
    <div className="results" aria-busy={pending}>
      <div className="results__status" aria-live="polite">
        {pending ? <span className="results__pending">{t('results.pending')}</span> : null}
        {!pending && ms !== undefined ? <span className="muted">{t('results.computedIn', { ms: formatNumber(ms, lang, 1) })}</span> : null}
      </div>
      {error ? (
        <p className="results__error error" role="alert">
          {t('results.engineError', { message: error })}
        </p>
      ) : null}
      {staleFields.length > 0 ? (
        <p className="results__stale" role="status">
          <strong>{t('results.staleShort')}</strong> {t('results.stale', { fields: staleFields.map((f) => `“${f}”`).join(', ') })}
        </p>
      ) : null}
      <div className={staleFields.length > 0 ? 'results__figures results__figures--stale' : 'results__figures'}>
        <HeadlineFigures result={result} scenario={scenario} currency={currency} lang={lang} />
      </div>
      <WarningsList warnings={result.warnings} lang={lang} scenario={scenario} />

      <Section id="capacity" title={t('results.sections.capacity')}>
        <Responsive>
          {(w) => (
            <CapacityWaterfall contractedMW={scenario.site.contractedMW} powerBasis={scenario.site.powerBasis} capacity={result.capacity} lang={lang} width={w} />
          )}
        </Responsive>
      </Section>

      {result.prices && scenario.market ? (
        <Section id="market" title={t('results.sections.market')}>
          <Responsive>
            {(w) => <PriceProjectionChart prices={result.prices!} market={scenario.market!} currency={currency} lang={lang} width={w} />}
          </Responsive>
        </Section>
      ) : null}

      {result.investment ? (
        <Section id="investment" title={t('results.sections.investment')}>
          <Responsive>
            {(w) => (
              <CashFlowChart
                cashflows={result.investment!.cashflows}
                paybackMonth={result.investment!.paybackMonth}
                project={{ cashflows: result.investment!.projectCashflows, paybackMonth: result.investment!.projectPaybackMonth }}
                currency={currency}
                lang={lang}
                width={w}
                display={activeDisplay(scenario.display, currency)}
              />
            )}
          </Responsive>
          <ReturnsTable investment={result.investment} currency={currency} lang={lang} startDate={scenario.investment?.startDate} />
          <Responsive>{(w) => <CoverageChart investment={result.investment!} currency={currency} lang={lang} width={w} />}</Responsive>
          <InvestmentFacts investment={result.investment} currency={currency} lang={lang} />
        </Section>
      ) : null}

      {result.investment && scenario.investment ? (
        <Section id="sensitivity" title={t('results.sections.sensitivity')}>
          <SensitivityBlock scenario={scenario} raw={raw} baseIrr={result.investment.irrAnnual} currency={currency} lang={lang} />
        </Section>
      ) : null}

      {result.rentVsBuy ? (
        <Section id="rentVsBuy" title={t('results.sections.rentVsBuy')}>
          <Responsive>{(w) => <RentVsBuyChart rentVsBuy={result.rentVsBuy!} currency={currency} lang={lang} width={w} />}</Responsive>
          <RentVsBuyFacts rentVsBuy={result.rentVsBuy} currency={currency} lang={lang} />
          <RuleOfThumb rentVsBuy={result.rentVsBuy} lang={lang} />
          {migratedFrom !== undefined && migratedFrom !== null && migratedFrom < 2 ? (
            <div className="results-notice" role="note" data-testid="migrated-notice">
              <strong>{t('results.rentVsBuy.migratedTitle')}</strong>
              {t('results.rentVsBuy.migrated')}
            </div>
          ) : null}
        </Section>
      ) : null}

      {result.sizing ? (
        <Section id="sizing" title={t('results.sections.sizing')}>
          <SizingFacts
            sizing={result.sizing}
            deliverableGPUs={result.capacity.gpus}
            lang={lang}
            onUse={onUseSizing}
            alreadyUsed={scenario.site.targetGPUs === result.sizing.gpusNeeded && (scenario.quotes ?? []).every((q) => q.gpus === result.sizing!.gpusNeeded)}
          />
        </Section>
      ) : null}

      {result.quotes ? (
        <Section id="quotes" title={t('results.sections.quotes')}>
          <QuotesTable quotes={result.quotes} inputs={scenario.quotes} currency={currency} lang={lang} />
          <QuoteChecklist checklist={result.quotes.checklist} quotes={result.quotes.quotes} scenarioName={result.name} lang={lang} />
        </Section>
      ) : null}

      {scenario.uncertainty && scenario.investment ? (
        <Section id="uncertainty" title={t('results.sections.uncertainty')}>
          <MonteCarloBlock
            monteCarlo={monteCarlo}
            fallback={result.uncertainty}
            trials={scenario.uncertainty.trials}
            currency={currency}
            lang={lang}
            labelOf={inputLabeler(scenario, lang)}
          />
        </Section>
      ) : null}
    </div>
  );
}
