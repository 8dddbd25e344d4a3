// Harness: ?view=results|compare, ?lang=en|zh-CN. window.__w3.setMW(mw) edits the contracted MW.
import { Profiler, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import fixture from '../../fixtures/h100-512-colo.gpuplan.json';
import { ComparePage } from '../../../src/compare';
import { useEvaluation, useMonteCarlo } from '../../../src/engine';
import { createI18n } from '../../../src/i18n/create-i18n';
import { isLanguage, type Language } from '../../../src/i18n/languages';
import { ResultsIssues, ResultsPanel } from '../../../src/results';
import type { ScenarioRecord } from '../../../src/storage/types';
import '../../../src/styles/theme.css';
import '../../../src/styles/base.css';
import '../../../src/styles/layout.css';
import '../../../src/styles/components.css';

const params = new URLSearchParams(location.search);
const langParam = params.get('lang');
const lang: Language = isLanguage(langParam) ? langParam : 'en';
const i18n = createI18n({ storage: null, osLanguages: [lang], document });

function baseDoc(): Record<string, unknown> {
  const doc = structuredClone(fixture) as Record<string, unknown>;
  doc.uncertainty = {
    trials: 10000,
    seed: 7,
    inputs: {
      'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
      'market.generations[0].annualDecline': { dist: 'uniform', min: 0.1, max: 0.3 },
      'investment.powerPricePerKWh': { dist: 'normal', mean: 0.07, sd: 0.01 },
    },
  };
  return doc;
}

declare global {
  interface Window {
    __w3?: { setMW: (mw: number) => void; lastMs: () => number };
    __w3renders?: number[];
  }
}

function Results() {
  const [doc, setDoc] = useState(baseDoc);
  const evaluation = useEvaluation(doc);
  const monteCarlo = useMonteCarlo(doc);
  window.__w3 = {
    setMW: (mw) => setDoc((d) => ({ ...d, site: { ...(d.site as object), contractedMW: mw } })),
    lastMs: () => evaluation.ms,
  };
  return (
    <main style={{ maxWidth: 860, margin: '0 auto', padding: 24 }}>
      <p data-testid="gpus-probe">{evaluation.result?.capacity?.gpus ?? 'none'}</p>
      {evaluation.result && evaluation.scenario ? (
        <Profiler id="results" onRender={(_id, _phase, actual) => (window.__w3renders ??= []).push(actual)}>
          <ResultsPanel result={evaluation.result} scenario={evaluation.scenario} lang={lang} monteCarlo={monteCarlo} pending={evaluation.pending} ms={evaluation.ms} error={evaluation.error} />
        </Profiler>
      ) : (
        <ResultsIssues issues={evaluation.issues} lang={lang} />
      )}
    </main>
  );
}

function record(id: string, name: string, edit: (d: Record<string, unknown>) => void): ScenarioRecord {
  const doc = baseDoc();
  delete doc.uncertainty;
  doc.name = name;
  edit(doc);
  return { id, name, tags: [], notes: '', createdAt: 0, updatedAt: 0, doc };
}
const records = [
  record('a', '100 MW campus', () => undefined),
  record('b', 'B200 faster decline', (d) => {
    const market = d.market as { generations: Record<string, unknown>[] };
    market.generations[1].annualDecline = 0.3;
    (d.investment as Record<string, unknown>).contractPrice = 2.4;
  }),
  record('bad', 'Broken file', (d) => ((d.site as Record<string, unknown>).pue = 0.8)),
];
const loadRecord = async (id: string) => records.find((r) => r.id === id);

function App() {
  return params.get('view') === 'compare' ? (
    <main style={{ padding: 24 }}>
      <ComparePage summaries={records} loadRecord={loadRecord} lang={lang} initialSelection={['a', 'b', 'bad']} />
    </main>
  ) : (
    <Results />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
