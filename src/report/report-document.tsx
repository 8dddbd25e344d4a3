// What a report payload draws, as one React element: the scenario report (one item) or the
// comparison report (2–4), inside an i18next provider of the payload's language. Shared by the two
// ways a report is drawn — report-main.tsx renders it in report.html, static-markup.tsx renders it
// to HTML in Node for `gpuplan report` — so both draw the same thing.
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { version } from '../../package.json';
import type { ReportPayload } from '../../models/report-payload';
import { createI18n } from '../i18n/create-i18n';
import { isLanguage, type Language } from '../i18n/languages';
import { ComparisonReport } from './comparison-report';
import { ScenarioReport } from './scenario-report';
import { BriefReport } from './brief-report';

export interface ReportDocument {
  lang: Language;
  /** The page's title (the PDF's title). */
  title: string;
  element: ReactElement;
}

export function reportDocument(payload: ReportPayload): ReportDocument {
  const lang: Language = isLanguage(payload.lang) ? payload.lang : 'en';
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  void i18n.changeLanguage(lang);
  const date = payload.date ? new Date(payload.date) : undefined;
  const { items } = payload;
  const one = items[0];
  const title = items.length >= 2 ? i18n.t('report.comparisonTitle') : i18n.t('report.documentTitle', { name: one.scenario.name });
  const element = (
    <I18nextProvider i18n={i18n}>
      {payload.brief === true && items.length === 1 ? (
        <BriefReport scenario={one.scenario} result={one.result} lang={lang} date={date} />
      ) : items.length >= 2 ? (
        <ComparisonReport items={items} impacts={payload.impacts ?? []} lang={lang} author={payload.author} date={date} version={version} summaryOnly={payload.summary === true} />
      ) : (
        <ScenarioReport scenario={one.scenario} result={one.result} raw={one.raw} sensitivity={one.sensitivity} lang={lang} author={payload.author} date={date} version={version} summaryOnly={payload.summary === true} />
      )}
    </I18nextProvider>
  );
  return { lang, title, element };
}
