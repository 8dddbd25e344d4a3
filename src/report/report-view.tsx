// The report inside the app (Ctrl+P / "Export PDF"): the open scenario's report on screen, printed
// through the platform — Electron's printToPDF into a file the user picks, or the browser's print
// dialog (Save as PDF). The shell around it is hidden in print (report-view.css).
// It draws results computed elsewhere — the workspace's engine worker for the open scenario, the
// compare page for a comparison — and never evaluates on the window's thread.
import { leftOutTitles } from '../results/left-out';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { version } from '../../package.json';
import type { DifferenceImpact } from '../../models/compare';
import type { ReportItem } from '../../models/report-payload';
import { serializeScenario, type ScenarioIssue } from '../../models/scenario';
import { usePlatform } from '../platform/platform-context';
import type { Language } from '../i18n/languages';
import { ComparisonReport, type ComparedScenario } from './comparison-report';
import { ScenarioReport } from './scenario-report';
import { useSummaryFit } from './fit-summary';
import { BriefReport } from './brief-report';
import { briefStrings } from '../present/brief-text';
import './report.css';
import './report-view.css';
import { errorMessage } from '../../models/error-message';

export interface ReportViewProps {
  lang: Language;
  onBack: () => void;
  /** 2–4 evaluated scenarios: the comparison report; absent: the open scenario's report (`item`). */
  compared?: readonly ComparedScenario[] | null;
  /** With `compared`: which differences move a key result (computed by the compare page's engine worker). */
  impacts?: readonly DifferenceImpact[];
  /** The open scenario, evaluated (Monte Carlo included when it asks for it); null while computing. */
  item?: ReportItem | null;
  /** The open scenario's loader issues: the report cannot be drawn. */
  issues?: readonly ScenarioIssue[] | null;
  /** A PDF was asked for (the Ctrl+P that opened the view): made once the report is drawn. */
  printPending?: boolean;
  /** Takes the pending request (true once per request): the view then makes the PDF. */
  takePrint?: () => boolean;
}

/** US Letter where the locale's region uses it (US, Canada, Mexico, the Philippines…), else A4. */
function defaultPageSize(): 'A4' | 'Letter' {
  const region = typeof navigator === 'undefined' ? '' : (/-([A-Z]{2})\b/.exec(navigator.language ?? '')?.[1] ?? '');
  return ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR'].includes(region) ? 'Letter' : 'A4';
}

function fileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'scenario';
  return `${safe}.pdf`;
}

export function ReportView({ lang, onBack, printPending = false, takePrint, compared, impacts = [], item = null, issues = null }: ReportViewProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [status, setStatus] = useState<string | null>(null);
  // Page 1 only (the answer), as `gpuplan report --summary`.
  const [summaryOnly, setSummaryOnly] = useState(false);
  const [pageSize, setPageSize] = useState<'A4' | 'Letter'>(defaultPageSize);
  // The negotiation brief alone, one page per provider (as `gpuplan report --brief`), printed once drawn.
  const [briefOnly, setBriefOnly] = useState(false);
  const [briefToken, setBriefToken] = useState(0);
  const briefPrinted = useRef(0);
  const hasQuotes = !compared && (item?.result.quotes?.quotes.length ?? 0) > 0;
  const ready = compared ? compared.length >= 2 : item !== null;
  const root = useRef<HTMLDivElement>(null);
  useSummaryFit(root, summaryOnly);
  const title = compared ? compared.map((c) => c.scenario.name).join(' vs ') : (item?.scenario.name ?? '');

  async function exportPdf(suffix = '') {
    if (!ready) return;
    setStatus(null);
    await document.fonts.ready;
    try {
      // A browser prints the report's scenario files on the local server (the CLI's printer).
      const documents = compared ? compared.map((c) => serializeScenario(c.scenario)) : item ? [serializeScenario(item.scenario, item.raw)] : [];
      if (platform.kind === 'web') setStatus(t('report.making', { size: pageSize }));
      const r = await platform.exportPdf({ suggestedName: fileName(`${title}${suffix}`), pageSize, reveal: true }, { documents, lang, summary: summaryOnly && !briefOnly, ...(briefOnly ? { brief: true } : {}) });
      if (r.via === 'print-dialog') setStatus(t('report.printDialog', { size: pageSize }));
      else if (r.via === 'download' && r.filePath) setStatus(t('report.downloaded', { file: r.filePath, size: pageSize }));
      else if (!r.canceled && r.filePath) setStatus(t('report.saved', { file: r.filePath }));
      else setStatus(null);
    } catch (e) {
      setStatus(t('report.failed', { message: errorMessage(e) }));
    }
  }

  useEffect(() => {
    if (!ready || !printPending || !takePrint?.()) return;
    // After the charts are painted.
    requestAnimationFrame(() => void exportPdf());
  });

  useEffect(() => {
    if (!briefOnly || briefToken === 0 || briefPrinted.current === briefToken) return;
    briefPrinted.current = briefToken;
    requestAnimationFrame(() => void exportPdf(` – ${briefStrings(lang).title}`));
  });

  return (
    <div className="report-view" ref={root}>
      <div className="report-view__bar">
        <button type="button" className="button" onClick={onBack}>
          ← {t(compared ? 'nav.compare' : 'nav.workspace')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void exportPdf()} disabled={!ready}>
          {t('commands.export-pdf')}
        </button>
        {hasQuotes ? (
          <button type="button" className="button" title={t('report.exportBriefTitle')} onClick={() => { setBriefOnly(true); setBriefToken((n) => n + 1); }} disabled={!ready}>
            {t('report.exportBrief')}
          </button>
        ) : null}
        {briefOnly ? (
          <button type="button" className="button" onClick={() => setBriefOnly(false)}>
            {t('report.fullReport')}
          </button>
        ) : null}
        <label className="report-view__option">
          {t('report.paperSize')}
          <select value={pageSize} onChange={(e) => setPageSize(e.target.value === 'Letter' ? 'Letter' : 'A4')}>
            <option value="A4">A4</option>
            <option value="Letter">Letter</option>
          </select>
        </label>
        <label className="report-view__option">
          <input type="checkbox" checked={summaryOnly} onChange={(e) => { setSummaryOnly(e.target.checked); setBriefOnly(false); }} /> {t('report.summaryOnly')}
        </label>
        {status ? <span role="status">{status}</span> : null}
      </div>
      {!compared && issues ? (
        <div role="alert" className="results-issues">
          <p>{item ? t('report.partial', { sections: leftOutTitles(issues, lang, t('results.partialSeparator')) }) : t('report.invalid')}</p>
          <ul>
            {issues.map((i, k) => (
              <li key={k}>{i.message[lang]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {compared && compared.length >= 2 ? <ComparisonReport items={compared} impacts={impacts} lang={lang} version={version} summaryOnly={summaryOnly} /> : null}
      {!compared && item && briefOnly ? <BriefReport scenario={item.scenario} result={item.result} lang={lang} /> : null}
      {!compared && item && !briefOnly ? <ScenarioReport scenario={item.scenario} result={item.result} raw={item.raw} sensitivity={item.sensitivity} lang={lang} version={version} summaryOnly={summaryOnly} /> : null}
      {!compared && !item && !issues ? <p className="muted">{t('workspace.computing')}</p> : null}
    </div>
  );
}
