// The report inside the app (Ctrl+P / "Export PDF"): the open scenario's report on screen, printed
// through the platform — Electron's printToPDF into a file the user picks, or the browser's print
// dialog (Save as PDF). The shell around it is hidden in print (report-view.css).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { version } from '../../package.json';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { usePlatform } from '../app/platform-context';
import type { Language } from '../i18n/languages';
import { useEditorStore } from '../store';
import { ScenarioReport } from './scenario-report';
import './report.css';
import './report-view.css';

export interface ReportViewProps {
  lang: Language;
  onBack: () => void;
  /** Each change asks for the PDF once the report is drawn (the Ctrl+P that opened the view). */
  printToken: number;
}

function fileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'scenario';
  return `${safe}.pdf`;
}

export function ReportView({ lang, onBack, printToken }: ReportViewProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const doc = useEditorStore((s) => s.doc);
  const [status, setStatus] = useState<string | null>(null);
  const printed = useRef(0);
  const loaded = useMemo(() => (doc ? loadScenario(doc) : null), [doc]);
  const result = useMemo(() => (loaded?.ok ? evaluateScenario(loaded.scenario, { raw: loaded.raw }) : null), [loaded]);

  async function exportPdf() {
    if (!loaded?.ok) return;
    setStatus(null);
    await document.fonts.ready;
    try {
      const r = await platform.exportPdf({ suggestedName: fileName(loaded.scenario.name), pageSize: 'A4', reveal: true });
      if (!r.canceled && r.filePath) setStatus(t('report.saved', { file: r.filePath }));
    } catch (e) {
      setStatus(t('report.failed', { message: e instanceof Error ? e.message : String(e) }));
    }
  }

  useEffect(() => {
    if (!result || printToken === 0 || printed.current === printToken) return;
    printed.current = printToken;
    // After the charts are painted.
    requestAnimationFrame(() => void exportPdf());
  });

  if (!doc) return <p className="muted">{t('workspace.nothingOpen')}</p>;
  return (
    <div className="report-view">
      <div className="report-view__bar">
        <button type="button" className="button" onClick={onBack}>
          ← {t('nav.workspace')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void exportPdf()} disabled={!result}>
          {t('commands.export-pdf')}
        </button>
        {status ? <span role="status">{status}</span> : null}
      </div>
      {loaded && !loaded.ok ? (
        <div role="alert" className="results-issues">
          <p>{t('report.invalid')}</p>
          <ul>
            {loaded.issues.map((i, k) => (
              <li key={k}>{i.message[lang]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {loaded?.ok && result ? <ScenarioReport scenario={loaded.scenario} result={result} raw={loaded.raw} lang={lang} version={version} /> : null}
    </div>
  );
}
