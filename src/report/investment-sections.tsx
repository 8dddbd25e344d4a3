// The printed report's appendix sections about the site and the purchase (scenario-report.tsx):
// capacity, market prices, cash flows, returns and the IRR's sensitivity. Each renders nothing when
// the scenario has no such part.
import { useTranslation } from 'react-i18next';
import { CapacityWaterfall } from '../charts/capacity-waterfall';
import { CashFlowChart } from '../charts/cash-flow-chart';
import { CoverageChart } from '../charts/coverage-chart';
import { DscrPeriodChart } from '../charts/dscr-period-chart';
import { PriceProjectionChart } from '../charts/price-projection-chart';
import { TornadoChart } from '../charts/tornado-chart';
import { inputLabeler, inputValueFormatter } from '../present/input-label';
import { InvestmentFacts } from '../results/investment-facts';
import { ReturnsTable } from '../results/returns-table';
import { YearlyTable } from '../results/yearly-table';
import { FleetReport } from './fleet-report';
import { REPORT_YEARS_PER_TABLE, Section, type ReportSectionProps } from './report-section';

export function CapacitySection({ scenario, result, lang, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (!result.capacity || !scenario.site) return null;
  return (
    <Section id="capacity" title={t('report.sections.capacity')}>
      <div className="report-chart">
        <CapacityWaterfall contractedMW={scenario.site.contractedMW} powerBasis={scenario.site.powerBasis} overheadFraction={scenario.site.overheadFraction} capacity={result.capacity} investmentGPUs={result.investment?.gpus} lang={lang} width={width} />
      </div>
    </Section>
  );
}

export function MarketSection({ scenario, result, lang, currency, display, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (!result.prices || !scenario.market) return null;
  return (
    <Section id="market" title={t('report.sections.market')}>
      <div className="report-chart">
        <PriceProjectionChart prices={result.prices} market={scenario.market} currency={currency} display={display} lang={lang} width={width} />
      </div>
    </Section>
  );
}

export function CashFlowsSection({ scenario, result, lang, currency, display, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const investment = result.investment;
  if (!investment) return null;
  return (
    <Section id="cashFlows" title={t('report.sections.cashFlows')}>
      <div className="report-chart">
        <CashFlowChart
          cashflows={investment.cashflows}
          paybackMonth={investment.paybackMonth}
          project={{ cashflows: investment.projectCashflows, paybackMonth: investment.projectPaybackMonth }}
          currency={currency}
          lang={lang}
          width={width}
          display={display}
        />
      </div>
      <div className="report-block">
        <InvestmentFacts investment={investment} currency={currency} display={display} lang={lang} />
      </div>
      <FleetReport scenario={scenario} result={result} lang={lang} width={width} />
    </Section>
  );
}

export function ReturnsSection({ scenario, result, lang, currency, display, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const investment = result.investment;
  if (!investment) return null;
  const dscrPeriod = scenario.investment?.dscrPeriod ?? 'year';
  return (
    <Section id="returns" title={t('report.sections.returns')} breakBefore>
      <div className="report-block">
        <ReturnsTable investment={investment} currency={currency} display={display} lang={lang} startDate={scenario.investment?.startDate} />
      </div>
      {investment.dscrByPeriod.length > 0 ? (
        <div className="report-chart">
          <DscrPeriodChart periods={investment.dscrByPeriod} covenant={scenario.investment?.covenantDSCR ?? null} period={dscrPeriod} lang={lang} width={width} />
        </div>
      ) : null}
      {/* Not a report-block (kept whole): a long horizon's tables page one by one. */}
      <div className="report-yearly">
        <YearlyTable
          investment={investment}
          currency={currency}
          lang={lang}
          covenant={dscrPeriod === 'year' ? (scenario.investment?.covenantDSCR ?? null) : null}
          yearsPerTable={REPORT_YEARS_PER_TABLE}
        />
      </div>
      <div className="report-chart">
        <CoverageChart investment={investment} currency={currency} display={display} lang={lang} width={width} />
      </div>
    </Section>
  );
}

export function SensitivitySection({ scenario, result, sensitivity, lang, currency, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (!result.investment || !scenario.investment || !sensitivity) return null;
  return (
    <Section id="sensitivity" title={t('report.sections.sensitivity')}>
      <div className="report-chart">
        <TornadoChart
          entries={sensitivity}
          metric="irr"
          base={result.investment.irrAnnual}
          currency={currency}
          lang={lang}
          width={width}
          labelOf={inputLabeler(scenario, lang)}
          formatInput={inputValueFormatter(lang, 4, currency)}
          testId="sensitivity-irr"
        />
      </div>
      <p className="muted">{t('report.sensitivityNote')}</p>
    </Section>
  );
}
