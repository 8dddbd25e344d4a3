// The report inside the app (Ctrl+P / "Export PDF"): the open scenario's report on screen, printed
// through the platform — Electron's printToPDF into a file the user picks, or the browser's print
// dialog (Save as PDF). The shell around it is hidden in print (report-view.css).
// It draws results computed elsewhere — the workspace's engine worker for the open scenario, the
// compare page for a comparison — and never evaluates on the window's thread.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { version } from '../../package.json';
import type { DifferenceImpact } from '../../models/compare';
import type { ReportItem } from '../../models/report-payload';
import type { ScenarioIssue } from '../../models/scenario';
import { usePlatform } from '../platform/platform-context';
import type { Language } from '../i18n/languages';
import { ComparisonReport, type ComparedScenario } from './comparison-report';
import { ScenarioReport } from './scenario-report';
import { BriefReport } from './brief-report';
import { briefStrings } from '../results/brief-text';
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
  /** Each change asks for the PDF once the report is drawn (the Ctrl+P that opened the view). */
  printToken: number;
}

function fileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'scenario';
  return `${safe}.pdf`;
}

export function ReportView({ lang, onBack, printToken, compared, impacts = [], item = null, issues = null }: ReportViewProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [status, setStatus] = useState<string | null>(null);
  // Page 1 only (the answer), as `gpuplan report --summary`.
  const [summaryOnly, setSummaryOnly] = useState(false);
  // The negotiation brief alone, one page per provider (as `gpuplan report --brief`), printed once drawn.
  const [briefOnly, setBriefOnly] = useState(false);
  const [briefToken, setBriefToken] = useState(0);
  const briefPrinted = useRef(0);
  const hasQuotes = !compared && (item?.result.quotes?.quotes.length ?? 0) > 0;
  const printed = useRef(0);
  const ready = compared ? compared.length >= 2 : item !== null;
  const title = compared ? compared.map((c) => c.scenario.name).join(' vs ') : (item?.scenario.name ?? '');

  async function exportPdf(suffix = '') {
    if (!ready) return;
    setStatus(null);
    await document.fonts.ready;
    try {
      const r = await platform.exportPdf({ suggestedName: fileName(`${title}${suffix}`), pageSize: 'A4', reveal: true });
      if (!r.canceled && r.filePath) setStatus(t('report.saved', { file: r.filePath }));
    } catch (e) {
      setStatus(t('report.failed', { message: errorMessage(e) }));
    }
  }

  useEffect(() => {
    if (!ready || printToken === 0 || printed.current === printToken) return;
    printed.current = printToken;
    // After the charts are painted.
    requestAnimationFrame(() => void exportPdf());
  });

  useEffect(() => {
    if (!briefOnly || briefToken === 0 || briefPrinted.current === briefToken) return;
    briefPrinted.current = briefToken;
    requestAnimationFrame(() => void exportPdf(` – ${briefStrings(lang).title}`));
  });

  return (
    <div className="report-view">
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
          <input type="checkbox" checked={summaryOnly} onChange={(e) => { setSummaryOnly(e.target.checked); setBriefOnly(false); }} /> {t('report.summaryOnly')}
        </label>
        {status ? <span role="status">{status}</span> : null}
      </div>
      {!compared && issues ? (
        <div role="alert" className="results-issues">
          <p>{t('report.invalid')}</p>
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
