// <AnswerPage … /> — page 1 of a scenario report (issue 29): the scenario's name, the decision in
// a sentence per part of the plan, the figures that carry it, one chart and the inputs that drive
// it (src/report/answer.ts decides them). Fits one A4 or Letter page; the rest of the report
// follows as the appendix. Pure: drawn by react-dom/server for the CLI.
import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { TornadoEntry } from '../../models/uncertainty/types';
import { CapacityWaterfall } from '../charts/capacity-waterfall';
import { CashFlowChart } from '../charts/cash-flow-chart';
import { PortfolioChart } from '../charts/portfolio-chart';
import { FleetPlanTimeline } from '../charts/fleet-plan-timeline';
import { RentVsBuyChart } from '../charts/rent-vs-buy-chart';
import { activeDisplay } from '../format/display-money';
import type { Language } from '../i18n/languages';
import { offerLabeler, scenarioOffers } from '../present/portfolio-labels';
import { reportAnswer, type AnswerChart } from './answer';
import { QuoteBars } from './quote-bars';
import { ReportFigures } from './report-figures';

export interface AnswerPageProps {
  scenario: Scenario;
  result: ScenarioResult;
  sensitivity: readonly TornadoEntry[] | null;
  lang: Language;
  author?: string;
  date: Date;
  width: number;
}

const CHART_HEIGHT = 260;

export function AnswerPage({ scenario, result, sensitivity, lang, author, date, width }: AnswerPageProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const answer = reportAnswer(scenario, result, lang, sensitivity);
  const dateText = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
  const horizon = t(scenario.horizonMonths === 1 ? 'report.cover.horizonValueOne' : 'report.cover.horizonValue', { months: scenario.horizonMonths });
  return (
    <section className="report-answer" data-section="answer" aria-labelledby="report-answer-name">
      <p className="report-cover__kicker">{t('answer.kicker')}</p>
      <h1 id="report-answer-name" className="report-answer__name">
        {scenario.name}
      </h1>
      <p className="report-answer__meta muted">
        {t('answer.meta', { date: dateText, currency: result.currency, horizon })}
        {author ? ` · ${t('answer.metaAuthor', { author })}` : ''}
      </p>
      <div className="report-answer__sentences" data-testid="answer-sentences">
        {answer.sentences.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
      {answer.quoteProviders ? (
        <table className="report-table report-answer__quotes" data-testid="answer-quote-providers">
          <caption>{answer.quoteProviders.caption}</caption>
          <tbody>
            {answer.quoteProviders.figures.map((f) => (
              <tr key={f.key} data-quote-figure={f.key}>
                <th scope="row">{f.label}</th>
                <td>{f.value}</td>
                <td className="muted">{f.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {answer.figures.length > 0 ? <ReportFigures figures={answer.figures} className="report-answer__figures" /> : null}
      {answer.chart ? <div className="report-chart report-answer__chart">{chartOf(answer.chart, scenario, result, lang, width, t)}</div> : null}
      {answer.drivers.length > 0 ? (
        <table className="report-table report-answer__drivers">
          <caption>{t('answer.driversTitle')}</caption>
          <tbody>
            {answer.drivers.map((d) => (
              <tr key={d.path}>
                <th scope="row">{d.label}</th>
                <td className="num">{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

type QuoteBarsKey = 'answer.quoteBarsTitle' | 'answer.quoteBarsTitleOwed' | 'answer.quoteBar' | 'answer.quoteBarLeavesOut' | 'results.quotes.unquotedItems.storage' | 'results.quotes.unquotedItems.egress';

function chartOf(chart: AnswerChart, scenario: Scenario, result: ScenarioResult, lang: Language, width: number, t: (key: QuoteBarsKey, values?: Record<string, string>) => string) {
  const currency = result.currency;
  const display = activeDisplay(scenario.display, currency);
  switch (chart) {
    case 'quotes':
      return result.quotes ? (
        <QuoteBars
          quotes={result.quotes.quotes}
          currency={currency}
          lang={lang}
          width={width}
          title={t(result.quotes.rankBy === 'windowPlusOwed' ? 'answer.quoteBarsTitleOwed' : 'answer.quoteBarsTitle')}
          describe={(provider, price) => t('answer.quoteBar', { provider, price })}
          leavesOut={(q) => (q.unquoted.length === 0 ? null : t('answer.quoteBarLeavesOut', { items: q.unquoted.map((u) => t(`results.quotes.unquotedItems.${u}`)).join(lang === 'zh-CN' ? '、' : ', ') }))}
        />
      ) : null;
    case 'portfolio':
      return result.portfolio ? (
        <PortfolioChart portfolio={result.portfolio} offers={scenarioOffers(scenario)} labelOf={offerLabeler(scenario, lang)} currency={currency} display={display} lang={lang} width={width} />
      ) : null;
    case 'cashFlows':
      return result.investment ? (
        <CashFlowChart
          cashflows={result.investment.cashflows}
          paybackMonth={result.investment.paybackMonth}
          project={{ cashflows: result.investment.projectCashflows, paybackMonth: result.investment.projectPaybackMonth }}
          currency={currency}
          lang={lang}
          width={width}
          height={CHART_HEIGHT}
          display={display}
        />
      ) : null;
    case 'rentVsBuy':
      return result.rentVsBuy ? <RentVsBuyChart rentVsBuy={result.rentVsBuy} currency={currency} display={display} lang={lang} width={width} height={CHART_HEIGHT} /> : null;
    case 'fleetPlan':
      return result.fleetPlan && scenario.fleetPlan ? (
        <FleetPlanTimeline input={scenario.fleetPlan} plan={result.fleetPlan} horizonMonths={scenario.horizonMonths} lang={lang} width={width} height={CHART_HEIGHT} />
      ) : null;
    case 'capacity':
      return result.capacity && scenario.site ? (
        <CapacityWaterfall contractedMW={scenario.site.contractedMW} powerBasis={scenario.site.powerBasis} overheadFraction={scenario.site.overheadFraction} capacity={result.capacity} investmentGPUs={result.investment?.gpus} lang={lang} width={width} height={CHART_HEIGHT} />
      ) : null;
  }
}
