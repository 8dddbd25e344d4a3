// One section of the printed report's appendix (scenario-report.tsx) and what every section is given.
import type { ReactNode } from 'react';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { TornadoEntry } from '../../models/uncertainty/types';
import type { DisplayRate } from '../format/display-money';
import type { Language } from '../i18n/languages';

/** Chart width in CSS px: the printable width of A4 and Letter with 15 mm margins (≈ 180 mm). */
export const REPORT_CHART_WIDTH = 680;

/** Year columns per printed yearly table: the purchase and six years fit an A4 page (issue 26: a 20-year horizon pages). */
export const REPORT_YEARS_PER_TABLE = 7;

/** What each appendix section draws from: a section with nothing to show renders nothing. */
export interface ReportSectionProps {
  scenario: Scenario;
  result: ScenarioResult;
  /** The scenario file as parsed (tells stated inputs from defaults). */
  raw: unknown;
  /** The IRR tornado computed with the results, or null. */
  sensitivity: readonly TornadoEntry[] | null;
  lang: Language;
  currency: string;
  /** The display currency's rate, or null (activeDisplay). */
  display: DisplayRate | null;
  /** Chart width in CSS px. */
  width: number;
}

export function Section({ id, title, children, breakBefore = false }: { id: string; title: string; children: ReactNode; breakBefore?: boolean }) {
  return (
    <section className={breakBefore ? 'report-section report-section--break' : 'report-section'} data-section={id} aria-labelledby={`report-${id}`}>
      <h2 id={`report-${id}`} className="report-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
