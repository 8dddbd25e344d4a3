// Entry of report.html, the page `gpuplan report` prints. The CLI loads and evaluates the
// scenarios in Node (models/run.ts) and hands the page a ReportPayload (models/report-payload.ts):
// by calling window.__GPUPLAN_RENDER_REPORT__(payload) once the page has loaded, or in
// window.__GPUPLAN_REPORT__ set before load (the CLI hands it over as JSON text: encodeReportPayload). One item makes the scenario report, 2–4 the
// comparison report. The page draws computed results only and never loads the engine. When the
// report is drawn and the fonts are loaded, <html data-report-ready="1"> tells the printer to go
// ("error" when the payload is malformed).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { version } from '../../package.json';
import { decodeReportPayload, readReportPayload, REPORT_PAYLOAD_GLOBAL, REPORT_RENDER_FUNCTION, type ReportPayload } from '../../models/report-payload';
import { createI18n } from '../i18n/create-i18n';
import { isLanguage, type Language } from '../i18n/languages';
import { ComparisonReport } from './comparison-report';
import { ScenarioReport } from './scenario-report';
import '../styles/fonts.css';
import '../styles/theme.css';
import '../styles/base.css';
import './report.css';

/**
 * Starts loading the font faces a report in `lang` draws with (see fonts.css; the CLI opens the
 * page as report.html?lang=…), so they are ready by the time the payload arrives instead of being
 * fetched and decoded after the report is drawn. A face the report then does not use costs nothing
 * but its download.
 */
function preloadFonts(lang: Language): void {
  if (!document.fonts?.load) return;
  const faces = ['400 1em "Noto Sans"', '500 1em "Noto Sans"', '600 1em "Noto Sans"'];
  if (lang === 'zh-CN') faces.push('400 1em "Noto Sans SC"', '600 1em "Noto Sans SC"');
  for (const face of faces) void document.fonts.load(face, lang === 'zh-CN' ? '报告≈' : 'Report').catch(() => undefined);
}

function markReady(state: '1' | 'error'): void {
  void document.fonts.ready.then(() => requestAnimationFrame(() => (document.documentElement.dataset.reportReady = state)));
}

function draw(payload: ReportPayload | null): void {
  const lang: Language = payload && isLanguage(payload.lang) ? payload.lang : 'en';
  const i18n = createI18n({ storage: null, osLanguages: [lang], document });
  void i18n.changeLanguage(lang);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('report.html lacks #root');
  const root = createRoot(rootElement);
  if (!payload) {
    root.render(<p role="alert">The report payload is missing or malformed.</p>);
    markReady('error');
    return;
  }
  const date = payload.date ? new Date(payload.date) : undefined;
  const { items } = payload;
  const one = items[0];
  document.title = items.length >= 2 ? i18n.t('report.comparisonTitle') : i18n.t('report.documentTitle', { name: one.scenario.name });
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        {items.length >= 2 ? (
          <ComparisonReport items={items} impacts={payload.impacts ?? []} lang={lang} author={payload.author} date={date} version={version} />
        ) : (
          <ScenarioReport scenario={one.scenario} result={one.result} raw={one.raw} sensitivity={one.sensitivity} lang={lang} author={payload.author} date={date} version={version} />
        )}
      </I18nextProvider>,
    ),
  );
  markReady('1');
}

/** A payload handed over as encodeReportPayload's text, read back; anything else as it is. */
function decoded(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return decodeReportPayload(payload);
  } catch {
    return null;
  }
}

const scope = window as unknown as Record<string, unknown>;
const early = new URLSearchParams(location.search).get('lang');
if (early !== null && isLanguage(early)) preloadFonts(early);
if (scope[REPORT_PAYLOAD_GLOBAL] !== undefined) draw(readReportPayload(window));
else scope[REPORT_RENDER_FUNCTION] = (payload: unknown) => draw(readReportPayload({ [REPORT_PAYLOAD_GLOBAL]: decoded(payload) }));
