// The printed report's appendix cover (scenario-report.tsx): the plan's name, date, currency,
// horizon, display rate, author and notes.
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../../models/scenario';
import { activeDisplay } from '../format/display-money';
import type { Language } from '../i18n/languages';
import { CoverMetaRow, displayRateText } from './cover-meta';

/** The appendix's cover: the plan's name, date, currency, horizon, display rate, author and notes. */
export function AppendixCover({ scenario, currency, lang, author, date, version }: { scenario: Scenario; currency: string; lang: Language; author: string | undefined; date: Date; version: string | undefined }) {
  const { t } = useTranslation(undefined, { lng: lang });
  const display = activeDisplay(scenario.display, currency);
  const dateText = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
  return (
    <header className="report-cover report-cover--appendix">
      <p className="report-cover__kicker">{t('report.title')}</p>
      <p className="report-cover__appendix">{t('answer.appendix')}</p>
      <h1 className="report-cover__name">{scenario.name}</h1>
      <dl className="report-cover__meta">
        <CoverMetaRow term={t('report.cover.date')}>{dateText}</CoverMetaRow>
        <CoverMetaRow term={t('report.cover.currency')}>{currency}</CoverMetaRow>
        <CoverMetaRow term={t('report.cover.horizon')}>{t(scenario.horizonMonths === 1 ? 'report.cover.horizonValueOne' : 'report.cover.horizonValue', { months: scenario.horizonMonths })}</CoverMetaRow>
        {display ? (
          <CoverMetaRow term={t('report.cover.displayRate')} meta="displayRate">
            {displayRateText(t, lang, currency, display)}
          </CoverMetaRow>
        ) : null}
        {author ? <CoverMetaRow term={t('report.cover.author')}>{author}</CoverMetaRow> : null}
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
