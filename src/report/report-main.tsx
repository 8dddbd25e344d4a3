// Entry of report.html, the page `gpuplan report` prints. The scenario comes from
// window.__GPUPLAN_REPORT__ = { text, lang, author?, date? } (set by the CLI with
// page.addInitScript before load); `texts` with 2–4 scenario files makes a comparison report. When the report is drawn and the fonts are loaded,
// <html data-report-ready="1"> tells the printer to go ("error" when the file is invalid).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { version } from '../../package.json';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { createI18n } from '../i18n/create-i18n';
import { isLanguage, type Language } from '../i18n/languages';
import { ComparisonReport, type ComparedScenario } from './comparison-report';
import { ScenarioReport } from './scenario-report';
import '../styles/fonts.css';
import '../styles/theme.css';
import '../styles/base.css';
import './report.css';

export interface ReportPayload {
  text: string;
  /** 2–4 scenario files: a comparison report (then `text` is ignored). */
  texts?: string[];
  lang: Language;
  author?: string;
  /** ISO date of the report; defaults to now. */
  date?: string;
}

declare global {
  interface Window {
    __GPUPLAN_REPORT__?: ReportPayload;
  }
}

function markReady(state: '1' | 'error'): void {
  void document.fonts.ready.then(() => requestAnimationFrame(() => (document.documentElement.dataset.reportReady = state)));
}

function start(): void {
  const payload = window.__GPUPLAN_REPORT__;
  const lang: Language = payload && isLanguage(payload.lang) ? payload.lang : 'en';
  const i18n = createI18n({ storage: null, osLanguages: [lang], document });
  void i18n.changeLanguage(lang);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('report.html lacks #root');
  const root = createRoot(rootElement);
  if (!payload) {
    root.render(<p>window.__GPUPLAN_REPORT__ is not set.</p>);
    markReady('error');
    return;
  }
  const date = payload.date ? new Date(payload.date) : undefined;
  if (payload.texts && payload.texts.length >= 2) {
    const items: ComparedScenario[] = [];
    for (const text of payload.texts) {
      const one = parseScenarioJson(text);
      if (!one.ok) {
        root.render(<p role="alert">{`${i18n.t('report.invalid')} ${one.issues.map((i) => `${i.path}: ${i.message[lang]}`).join('; ')}`}</p>);
        markReady('error');
        return;
      }
      items.push({ scenario: one.scenario, result: evaluateScenario(one.scenario, { raw: one.raw }) });
    }
    document.title = i18n.t('report.comparisonTitle');
    flushSync(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <ComparisonReport items={items} lang={lang} author={payload.author} date={date} version={version} />
        </I18nextProvider>,
      ),
    );
    markReady('1');
    return;
  }
  const parsed = parseScenarioJson(payload.text);
  if (!parsed.ok) {
    root.render(
      <div role="alert">
        <p>{i18n.t('report.invalid')}</p>
        <ul>
          {parsed.issues.map((issue, i) => (
            <li key={i}>
              {issue.path}: {issue.message[lang]}
            </li>
          ))}
        </ul>
      </div>,
    );
    markReady('error');
    return;
  }
  const result = evaluateScenario(parsed.scenario, { raw: parsed.raw });
  document.title = i18n.t('report.documentTitle', { name: parsed.scenario.name });
  flushSync(() =>
    root.render(
    <I18nextProvider i18n={i18n}>
      <ScenarioReport
        scenario={parsed.scenario}
        result={result}
        raw={parsed.raw}
        lang={lang}
        author={payload.author}
        date={date}
        version={version}
      />
    </I18nextProvider>,
    ),
  );
  markReady('1');
}

start();
