// Entry of report.html. `gpuplan report` prints this page's shell with the report already drawn to
// HTML in Node (src/report/static-markup.tsx; cli/static-page.ts leaves this script out), so for
// the CLI the page only brings its stylesheets and fonts. Opened with a ReportPayload
// (models/report-payload.ts) in window.__GPUPLAN_REPORT__ set before load, it draws the same
// element itself (src/report/report-document.tsx): what test/e2e/report-layout.e2e.test.ts checks
// the layout of. One item makes the scenario report, 2–4 the comparison report; the page never
// loads the engine. When drawn with its fonts, <html data-report-ready="1"> ("error" when the
// payload is malformed).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { readReportPayload, type ReportPayload } from '../../models/report-payload';
import { reportDocument } from './report-document';
import '../styles/fonts.css';
import '../styles/theme.css';
import '../styles/base.css';
import './report.css';

function markReady(state: '1' | 'error'): void {
  void document.fonts.ready.then(() => requestAnimationFrame(() => (document.documentElement.dataset.reportReady = state)));
}

function draw(payload: ReportPayload | null): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('report.html lacks #root');
  const root = createRoot(rootElement);
  if (!payload) {
    root.render(<p role="alert">The report payload is missing or malformed.</p>);
    markReady('error');
    return;
  }
  const { lang, title, element } = reportDocument(payload);
  document.documentElement.lang = lang;
  document.title = title;
  flushSync(() => root.render(element));
  markReady('1');
}

draw(readReportPayload(window));
