// <ComparisonReport items lang author? date? version? /> — the printable comparison of 2–4
// scenarios: a cover naming them, the key results and every input that differs (the compare
// page's tables), and the price and cumulative cash overlays. Print rules: report.css.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DifferenceImpact } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { CompareOverlays, hasOverlays } from '../compare/compare-overlays';
import { CompareTables } from '../compare/compare-tables';
import { CompareLeftOut } from '../compare/compare-left-out';
import type { LeftOut } from '../../models/run';
import { ComparisonAnswer } from './comparison-answer';
import { CoverMetaRow, displayRateText } from './cover-meta';
import type { Language } from '../i18n/languages';
import { activeDisplay } from '../format/display-money';
import { REPORT_CHART_WIDTH } from './scenario-report';
import '../results/results.css';
import '../compare/compare.css';
import './report.css';

export interface ComparedScenario {
  scenario: Scenario;
  result: ScenarioResult;
  /** Compared without these optional sections (models/run.ts › partial): said above the tables. */
  leftOut?: LeftOut;
}

export interface ComparisonReportProps {
  items: readonly ComparedScenario[];
  /** Which differing inputs move a key result, computed with the results (models/compare-impact.ts). */
  impacts: readonly DifferenceImpact[];
  lang: Language;
  author?: string;
  date?: Date;
  version?: string;
  /** Print only page 1, the answer. */
  summaryOnly?: boolean;
}

export function ComparisonReport({ items, impacts, lang, author, date = new Date(), version, summaryOnly = false }: ComparisonReportProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const scenarios = useMemo(() => items.map((i) => i.scenario), [items]);
  const results = useMemo(() => items.map((i) => i.result), [items]);
  const names = scenarios.map((s) => s.name);
  const currencies = items.map((i) => i.result.currency);
  const dateText = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
  const overlays = items.map((i, index) => ({ name: i.scenario.name, scenario: i.scenario, result: i.result, index }));
  const answer = <ComparisonAnswer scenarios={scenarios} results={results} lang={lang} dateText={dateText} author={author} />;
  if (summaryOnly) {
    return (
      <article className="report report--comparison report--summary" lang={lang}>
        {answer}
      </article>
    );
  }
  return (
    <article className="report report--comparison" lang={lang}>
      {answer}
      <header className="report-cover report-cover--appendix">
        <p className="report-cover__kicker">{t('report.comparisonTitle')}</p>
        <p className="report-cover__appendix">{t('answer.appendix')}</p>
        <dl className="report-cover__meta">
          <CoverMetaRow term={t('report.cover.date')}>{dateText}</CoverMetaRow>
          <CoverMetaRow term={t('report.cover.currency')}>{[...new Set(currencies)].join(', ')}</CoverMetaRow>
          {items.map((item, i) => {
            // Each scenario's display rate and its date (docs/model.md › Display currency): the tables show its money in both.
            const d = activeDisplay(item.scenario.display, currencies[i]);
            return d ? (
              <CoverMetaRow key={`display-${i}`} term={`${t('report.cover.displayRate')} · ${names[i]}`} meta="displayRate">
                {displayRateText(t, lang, currencies[i], d)}
              </CoverMetaRow>
            ) : null;
          })}
          {author ? <CoverMetaRow term={t('report.cover.author')}>{author}</CoverMetaRow> : null}
        </dl>
        <p className="report-cover__by">{t('report.cover.generatedBy', { version: version ?? '' })}</p>
      </header>
      <section className="report-section" data-section="differences" aria-labelledby="report-differences">
        <h2 id="report-differences" className="report-section__title">
          {t('report.sections.differences')}
        </h2>
        {items.map((item, i) => (item.leftOut ? <CompareLeftOut key={`left-out-${i}`} id={String(i)} name={names[i]} leftOut={item.leftOut} lang={lang} /> : null))}
        <CompareTables names={names} scenarios={scenarios} results={results} lang={lang} impacts={impacts} expandAll leftOutSections={items.flatMap((item) => item.leftOut?.sections ?? [])} />
      </section>
      {hasOverlays(overlays) ? (
        <section className="report-section report-section--break" data-section="overlays" aria-labelledby="report-overlays">
          <h2 id="report-overlays" className="report-section__title">
            {t('report.sections.overlays')}
          </h2>
          <CompareOverlays items={overlays} lang={lang} printWidth={REPORT_CHART_WIDTH} />
        </section>
      ) : null}
    </article>
  );
}
