// The printed report's other appendix sections (scenario-report.tsx): key figures and warnings,
// rent vs buy, the demand plan, sizing, quotes, uncertainty, and the assumptions. Each renders
// nothing when the scenario has no such part (the key figures and assumptions always show).
import { useTranslation } from 'react-i18next';
import { QuotesTable } from '../charts/quotes-table';
import { RentVsBuyChart } from '../charts/rent-vs-buy-chart';
import { inputLabeler } from '../present/input-label';
import { covenantOf } from '../results/lender-block';
import { ModeBands, ModeThresholds } from '../results/mode-bands';
import { NegotiationBrief } from '../results/negotiation-brief';
import { PerTokenTable } from '../results/per-token-table';
import { RentVsBuyFacts } from '../results/rent-vs-buy-facts';
import { SizingFacts } from '../results/sizing-facts';
import { UncertaintyView } from '../results/uncertainty-view';
import { WarningsList } from '../results/warnings-list';
import { assumptionGroups } from './assumption-rows';
import { keyFigures } from './key-figures';
import { PortfolioReport } from './portfolio-report';
import { ReportFigures } from './report-figures';
import { Section, type ReportSectionProps } from './report-section';

export function KeyFiguresSection({ scenario, result, lang }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  return (
    <Section id="keyFigures" title={t('report.sections.keyFigures')}>
      <ReportFigures figures={keyFigures(scenario, result, lang)} />
      {result.warnings.length > 0 ? <WarningsList warnings={result.warnings} lang={lang} scenario={scenario} /> : null}
    </Section>
  );
}

export function RentVsBuySection({ scenario, result, lang, currency, display, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const rentVsBuy = result.rentVsBuy;
  if (!rentVsBuy) return null;
  return (
    <Section id="rentVsBuy" title={t('report.sections.rentVsBuy')}>
      <div className="report-chart">
        <RentVsBuyChart rentVsBuy={rentVsBuy} currency={currency} display={display} lang={lang} width={width} />
      </div>
      <div className="report-block">
        <ModeBands rentVsBuy={rentVsBuy} lang={lang} />
        <ModeThresholds rentVsBuy={rentVsBuy} lang={lang} />
      </div>
      <div className="report-block">
        <RentVsBuyFacts rentVsBuy={rentVsBuy} currency={currency} display={display} lang={lang} />
      </div>
      {scenario.rentVsBuy && rentVsBuy.perToken ? (
        <div className="report-block">
          <PerTokenTable rentVsBuy={rentVsBuy} input={scenario.rentVsBuy} currency={currency} display={display} lang={lang} interruptibleShare={scenario.portfolio?.interruptibleShare} />
        </div>
      ) : null}
    </Section>
  );
}

export function PortfolioSection({ scenario, result, lang, currency, display, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (!result.portfolio || !scenario.portfolio) return null;
  return (
    <Section id="portfolio" title={t('portfolio.title')} breakBefore>
      <PortfolioReport portfolio={result.portfolio} scenario={scenario} currency={currency} display={display} lang={lang} width={width} />
    </Section>
  );
}

export function SizingSection({ result, lang }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (!result.sizing) return null;
  return (
    <Section id="sizing" title={t('report.sections.sizing')}>
      <div className="report-block">
        <SizingFacts sizing={result.sizing} deliverableGPUs={result.capacity?.gpus ?? null} lang={lang} />
      </div>
    </Section>
  );
}

export function QuotesSection({ scenario, result, lang, currency, display }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (!result.quotes) return null;
  return (
    <Section id="quotes" title={t('report.sections.quotes')}>
      <div className="report-block">
        <QuotesTable quotes={result.quotes} inputs={scenario.quotes} currency={currency} display={display} lang={lang} sortable={false} />
      </div>
      <div className="report-block">
        <NegotiationBrief brief={result.quotes.brief} currency={currency} display={display} scenarioName={result.name} lang={lang} copyable={false} pages />
      </div>
    </Section>
  );
}

export function UncertaintySection({ scenario, result, lang, currency, display, width }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (!result.uncertainty) return null;
  return (
    <Section id="uncertainty" title={t('report.sections.uncertainty')}>
      <UncertaintyView uncertainty={result.uncertainty} currency={currency} display={display} lang={lang} labelOf={inputLabeler(scenario, lang)} stacked printWidth={width} covenant={covenantOf(scenario)} />
    </Section>
  );
}

/** Every input the results rest on, grouped, with its unit and whether the file stated it. */
export function AssumptionsSection({ scenario, result, raw, lang }: ReportSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const groups = assumptionGroups(scenario, raw, lang, result.uncertainty?.inputs ?? []);
  return (
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
  );
}
