// <ScenarioReport scenario result raw lang author? date? summaryOnly? /> — the printable report of
// one scenario: page 1 the answer (answer-page.tsx), then the appendix: the details (date, currency,
// notes), key figures, assumptions, and the workspace's own charts at a fixed print width.
// Print rules (A4/Letter, page breaks, CJK fonts) are in report.css. Mounted by report-main.tsx
// (the standalone report.html page the CLI prints); needs an i18next provider or instance with
// the app's resources (useTranslation with `lng`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { CapacityWaterfall } from '../charts/capacity-waterfall';
import { CashFlowChart } from '../charts/cash-flow-chart';
import { PriceProjectionChart } from '../charts/price-projection-chart';
import { QuotesTable } from '../charts/quotes-table';
import { RentVsBuyChart } from '../charts/rent-vs-buy-chart';
import type { Language } from '../i18n/languages';
import { activeDisplay } from '../format/display-money';
import { formatNumber } from '../format/format';
import { InvestmentFacts } from '../results/investment-facts';
import { ReturnsTable } from '../results/returns-table';
import { CoverageChart } from '../charts/coverage-chart';
import { NegotiationBrief } from '../results/negotiation-brief';
import { RentVsBuyFacts } from '../results/rent-vs-buy-facts';
import { ModeBands, ModeThresholds } from '../results/mode-bands';
import { PerTokenTable } from '../results/per-token-table';
import { DscrPeriodChart } from '../charts/dscr-period-chart';
import { YearlyTable } from '../results/yearly-table';

/** Year columns per printed yearly table: the purchase and six years fit an A4 page (issue 26: a 20-year horizon pages). */
export const REPORT_YEARS_PER_TABLE = 7;
import { covenantOf } from '../results/lender-block';
import { SizingFacts } from '../results/sizing-facts';
import { UncertaintyView } from '../results/uncertainty-view';
import { TornadoChart } from '../charts/tornado-chart';
import type { TornadoEntry } from '../../models/uncertainty/types';
import { inputLabeler, inputValueFormatter } from '../present/input-label';
import { getAt, parsePath, sensitivityTornado } from '../../models/uncertainty';
import { WarningsList } from '../results/warnings-list';
import { assumptionGroups } from './assumption-rows';
import { keyFigures } from './key-figures';
import { ReportFigures } from './report-figures';
import { PortfolioReport } from './portfolio-report';
import { AnswerPage } from './answer-page';
import { FleetReport } from './fleet-report';
import '../results/results.css';
import './report.css';

/** Chart width in CSS px: the printable width of A4 and Letter with 15 mm margins (≈ 180 mm). */
export const REPORT_CHART_WIDTH = 680;

export interface ScenarioReportProps {
  scenario: Scenario;
  result: ScenarioResult;
  /** The scenario file as parsed (tells stated inputs from defaults). */
  raw: unknown;
  /**
   * The IRR tornado, computed with the results (models/report-sensitivity.ts): the page draws it
   * and never evaluates. Absent or null: no sensitivity section.
   */
  sensitivity?: readonly TornadoEntry[] | null;
  lang: Language;
  author?: string;
  /** Report date; defaults to today. */
  date?: Date;
  version?: string;
  /** Print only page 1, the answer (`gpuplan report --summary`, the app's "Summary only"). */
  summaryOnly?: boolean;
}

function Section({ id, title, children, breakBefore = false }: { id: string; title: string; children: ReactNode; breakBefore?: boolean }) {
  return (
    <section className={breakBefore ? 'report-section report-section--break' : 'report-section'} data-section={id} aria-labelledby={`report-${id}`}>
      <h2 id={`report-${id}`} className="report-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The appendix's cover: the plan's name, date, currency, horizon, display rate, author and notes. */
function AppendixCover({ scenario, currency, lang, author, date, version }: { scenario: Scenario; currency: string; lang: Language; author: string | undefined; date: Date; version: string | undefined }) {
  const { t } = useTranslation(undefined, { lng: lang });
  const display = activeDisplay(scenario.display, currency);
  const dateText = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
  return (
    <header className="report-cover report-cover--appendix">
      <p className="report-cover__kicker">{t('report.title')}</p>
      <p className="report-cover__appendix">{t('answer.appendix')}</p>
      <h1 className="report-cover__name">{scenario.name}</h1>
      <dl className="report-cover__meta">
        <div>
          <dt>{t('report.cover.date')}</dt>
          <dd>{dateText}</dd>
        </div>
        <div>
          <dt>{t('report.cover.currency')}</dt>
          <dd>{currency}</dd>
        </div>
        <div>
          <dt>{t('report.cover.horizon')}</dt>
          <dd>{t(scenario.horizonMonths === 1 ? 'report.cover.horizonValueOne' : 'report.cover.horizonValue', { months: scenario.horizonMonths })}</dd>
        </div>
        {display ? (
          <div data-meta="displayRate">
            <dt>{t('report.cover.displayRate')}</dt>
            <dd>
              {t('report.cover.displayRateValue', {
                from: currency,
                rate: formatNumber(display.rate, lang, 6),
                to: display.currency,
                date: display.asOf ?? t('report.cover.displayRateUndated'),
                source: display.source ? ` (${display.source})` : '',
              })}
            </dd>
          </div>
        ) : null}
        {author ? (
          <div>
            <dt>{t('report.cover.author')}</dt>
            <dd>{author}</dd>
          </div>
        ) : null}
      </dl>
      {scenario.notes ? (
        <p className="report-cover__notes">
          <strong>{t('report.cover.notes')}: </strong>
          {scenario.notes}
        </p>
      ) : null}
      <p className="report-cover__by">{t('report.cover.generatedBy', { version: version ?? '' })}</p>
    </header>
  );
}

export function ScenarioReport({ scenario, result, raw, sensitivity = null, lang, author, date = new Date(), version, summaryOnly = false }: ScenarioReportProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const currency = result.currency;
  const w = REPORT_CHART_WIDTH;
  const figures = keyFigures(scenario, result, lang);
  const display = activeDisplay(scenario.display, currency);
  const groups = assumptionGroups(scenario, raw, lang, result.uncertainty?.inputs ?? []);
  const answer = <AnswerPage scenario={scenario} result={result} sensitivity={sensitivity} lang={lang} author={author} date={date} width={w} />;
  if (summaryOnly) {
    return (
      <article className="report report--summary" lang={lang}>
        {answer}
      </article>
    );
  }
  return (
    <article className="report" lang={lang}>
      {answer}
      <AppendixCover scenario={scenario} currency={currency} lang={lang} author={author} date={date} version={version} />

      <Section id="keyFigures" title={t('report.sections.keyFigures')}>
        <ReportFigures figures={figures} />
        {result.warnings.length > 0 ? <WarningsList warnings={result.warnings} lang={lang} scenario={scenario} /> : null}
      </Section>

      {result.capacity && scenario.site ? (
        <Section id="capacity" title={t('report.sections.capacity')}>
          <div className="report-chart">
            <CapacityWaterfall contractedMW={scenario.site.contractedMW} powerBasis={scenario.site.powerBasis} overheadFraction={scenario.site.overheadFraction} capacity={result.capacity} investmentGPUs={result.investment?.gpus} lang={lang} width={w} />
          </div>
        </Section>
      ) : null}

      {result.prices && scenario.market ? (
        <Section id="market" title={t('report.sections.market')}>
          <div className="report-chart">
            <PriceProjectionChart prices={result.prices} market={scenario.market} currency={currency} display={display} lang={lang} width={w} />
          </div>
        </Section>
      ) : null}

      {result.investment ? (
        <Section id="cashFlows" title={t('report.sections.cashFlows')}>
          <div className="report-chart">
            <CashFlowChart
              cashflows={result.investment.cashflows}
              paybackMonth={result.investment.paybackMonth}
              project={{ cashflows: result.investment.projectCashflows, paybackMonth: result.investment.projectPaybackMonth }}
              currency={currency}
              lang={lang}
              width={w}
              display={display}
            />
          </div>
          <div className="report-block">
            <InvestmentFacts investment={result.investment} currency={currency} display={display} lang={lang} />
          </div>
          <FleetReport scenario={scenario} result={result} lang={lang} width={w} />
        </Section>
      ) : null}

      {result.investment ? (
        <Section id="returns" title={t('report.sections.returns')} breakBefore>
          <div className="report-block">
            <ReturnsTable investment={result.investment} currency={currency} display={display} lang={lang} startDate={scenario.investment?.startDate} />
          </div>
          {result.investment.dscrByPeriod.length > 0 ? (
            <div className="report-chart">
              <DscrPeriodChart periods={result.investment.dscrByPeriod} covenant={scenario.investment?.covenantDSCR ?? null} period={scenario.investment?.dscrPeriod ?? 'year'} lang={lang} width={w} />
            </div>
          ) : null}
          {/* Not a report-block (kept whole): a long horizon's tables page one by one. */}
          <div className="report-yearly">
            <YearlyTable
              investment={result.investment}
              currency={currency}
              lang={lang}
              covenant={(scenario.investment?.dscrPeriod ?? 'year') === 'year' ? (scenario.investment?.covenantDSCR ?? null) : null}
              yearsPerTable={REPORT_YEARS_PER_TABLE}
            />
          </div>
          <div className="report-chart">
            <CoverageChart investment={result.investment} currency={currency} display={display} lang={lang} width={w} />
          </div>
        </Section>
      ) : null}

      {result.investment && scenario.investment && sensitivity ? (
        <Section id="sensitivity" title={t('report.sections.sensitivity')}>
          <div className="report-chart">
            <TornadoChart
              entries={sensitivity}
              metric="irr"
              base={result.investment.irrAnnual}
              currency={currency}
              lang={lang}
              width={w}
              labelOf={inputLabeler(scenario, lang)}
              formatInput={inputValueFormatter(lang, 4, currency)}
              testId="sensitivity-irr"
            />
          </div>
          <p className="muted">{t('report.sensitivityNote')}</p>
        </Section>
      ) : null}

      {result.rentVsBuy ? (
        <Section id="rentVsBuy" title={t('report.sections.rentVsBuy')}>
          <div className="report-chart">
            <RentVsBuyChart rentVsBuy={result.rentVsBuy} currency={currency} display={display} lang={lang} width={w} />
          </div>
          <div className="report-block">
            <ModeBands rentVsBuy={result.rentVsBuy} lang={lang} />
            <ModeThresholds rentVsBuy={result.rentVsBuy} lang={lang} />
          </div>
          <div className="report-block">
            <RentVsBuyFacts rentVsBuy={result.rentVsBuy} currency={currency} display={display} lang={lang} />
          </div>
          {scenario.rentVsBuy && result.rentVsBuy.perToken ? (
            <div className="report-block">
              <PerTokenTable rentVsBuy={result.rentVsBuy} input={scenario.rentVsBuy} currency={currency} display={display} lang={lang} interruptibleShare={scenario.portfolio?.interruptibleShare} />
            </div>
          ) : null}
        </Section>
      ) : null}

      {result.portfolio && scenario.portfolio ? (
        <Section id="portfolio" title={t('portfolio.title')} breakBefore>
          <PortfolioReport portfolio={result.portfolio} scenario={scenario} currency={currency} display={display} lang={lang} width={w} />
        </Section>
      ) : null}

      {result.sizing ? (
        <Section id="sizing" title={t('report.sections.sizing')}>
          <div className="report-block">
            <SizingFacts sizing={result.sizing} deliverableGPUs={result.capacity?.gpus ?? null} lang={lang} />
          </div>
        </Section>
      ) : null}

      {result.quotes ? (
        <Section id="quotes" title={t('report.sections.quotes')}>
          <div className="report-block">
            <QuotesTable quotes={result.quotes} inputs={scenario.quotes} currency={currency} display={display} lang={lang} sortable={false} />
          </div>
          <div className="report-block">
            <NegotiationBrief brief={result.quotes.brief} currency={currency} display={display} scenarioName={result.name} lang={lang} copyable={false} pages />
          </div>
        </Section>
      ) : null}

      {result.uncertainty ? (
        <Section id="uncertainty" title={t('report.sections.uncertainty')}>
          <UncertaintyView uncertainty={result.uncertainty} currency={currency} display={display} lang={lang} labelOf={inputLabeler(scenario, lang)} stacked printWidth={w} covenant={covenantOf(scenario)} />
        </Section>
      ) : null}

      <Section id="assumptions" title={t('report.sections.assumptions')} breakBefore>
        <div className="report-assumptions-grid">
        {groups.map((g) => (
          <table key={g.title} className="report-table report-assumptions">
            <caption>{g.title}</caption>
            <colgroup>
              <col className="c-input" />
              <col className="c-value" />
              <col className="c-unit" />
              <col className="c-source" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('report.assumptions.input')}</th>
                <th scope="col" className="num">
                  {t('report.assumptions.value')}
                </th>
                <th scope="col">{t('report.assumptions.unit')}</th>
                <th scope="col">{t('report.assumptions.source')}</th>
              </tr>
            </thead>
            <tbody>
              {g.rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td className={r.numeric ? 'num' : 'text'}>{r.value}</td>
                  <td>{r.unit}</td>
                  <td className={r.source === 'default' ? 'muted' : undefined}>{r.source === 'file' ? t('report.assumptions.fromFile') : t('report.assumptions.fromDefault')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        </div>
      </Section>
    </article>
  );
}
