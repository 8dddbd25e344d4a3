// A report payload rendered to HTML in Node (react-dom/server): what `gpuplan report` prints. The
// CLI renders it on its engine thread while Chromium starts, and the browser then only lays out
// and prints static HTML (cli/report.ts: staticReportPage), with no script to load or run.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReportPayload } from '../../models/report-payload';
import type { Language } from '../i18n/languages';
import { reportDocument } from './report-document';

export interface ReportMarkup {
  lang: Language;
  title: string;
  /** The inside of report.html's #root. */
  html: string;
}

export function reportMarkup(payload: ReportPayload): ReportMarkup {
  const { lang, title, element } = reportDocument(payload);
  return { lang, title, html: renderToStaticMarkup(element) };
}
