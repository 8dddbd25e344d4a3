// <ScenarioReport scenario result raw lang author? date? summaryOnly? /> — the printable report of
// one scenario: page 1 the answer (answer-page.tsx), then the appendix: the details (date, currency,
// notes; appendix-cover.tsx), then its sections in order (APPENDIX_SECTIONS: key figures,
// assumptions, and the workspace's own charts at a fixed print width; investment-sections.tsx and
// appendix-sections.tsx). Print rules (A4/Letter, page breaks, CJK fonts) are in report.css.
// Mounted by report-main.tsx (the standalone report.html page the CLI prints); needs an i18next
// provider or instance with the app's resources (useTranslation with `lng`).
import type { ComponentType } from 'react';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { TornadoEntry } from '../../models/uncertainty/types';
import { activeDisplay } from '../format/display-money';
import type { Language } from '../i18n/languages';
import { AnswerPage } from './answer-page';
import { AppendixCover } from './appendix-cover';
import { AssumptionsSection, KeyFiguresSection, PortfolioSection, QuotesSection, RentVsBuySection, SizingSection, UncertaintySection } from './appendix-sections';
import { CapacitySection, CashFlowsSection, MarketSection, ReturnsSection, SensitivitySection } from './investment-sections';
import { REPORT_CHART_WIDTH, type ReportSectionProps } from './report-section';
import '../results/results.css';
import './report.css';

export { REPORT_CHART_WIDTH, REPORT_YEARS_PER_TABLE } from './report-section';

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

/** The appendix after its cover, in print order; a section with nothing to show renders nothing. */
const APPENDIX_SECTIONS: ReadonlyArray<[string, ComponentType<ReportSectionProps>]> = [
  ['keyFigures', KeyFiguresSection],
  ['capacity', CapacitySection],
  ['market', MarketSection],
  ['cashFlows', CashFlowsSection],
  ['returns', ReturnsSection],
  ['sensitivity', SensitivitySection],
  ['rentVsBuy', RentVsBuySection],
  ['portfolio', PortfolioSection],
  ['sizing', SizingSection],
  ['quotes', QuotesSection],
  ['uncertainty', UncertaintySection],
  ['assumptions', AssumptionsSection],
];

export function ScenarioReport({ scenario, result, raw, sensitivity = null, lang, author, date = new Date(), version, summaryOnly = false }: ScenarioReportProps) {
  const currency = result.currency;
  const w = REPORT_CHART_WIDTH;
  const answer = <AnswerPage scenario={scenario} result={result} sensitivity={sensitivity} lang={lang} author={author} date={date} width={w} />;
  if (summaryOnly) {
    return (
      <article className="report report--summary" lang={lang}>
        {answer}
      </article>
    );
  }
  const section: ReportSectionProps = { scenario, result, raw, sensitivity, lang, currency, display: activeDisplay(scenario.display, currency), width: w };
  return (
    <article className="report" lang={lang}>
      {answer}
      <AppendixCover scenario={scenario} currency={currency} lang={lang} author={author} date={date} version={version} />
      {APPENDIX_SECTIONS.map(([key, Part]) => (
        <Part key={key} {...section} />
      ))}
    </article>
  );
}
