// Dev harness for the editor (not part of the app build): the worked example in the editor, to be
// looked at in Chromium; ?lang=zh-CN for Chinese, ?issues=1 for a field with a problem.
//   ./node_modules/.bin/vite --config test/editor/harness/vite.config.ts
import { createRoot } from 'react-dom/client';
import fixture from '../../fixtures/h100-512-colo.gpuplan.json';
import { loadScenario } from '../../../models/scenario';
import { isLanguage, type Language } from '../../../src/i18n/languages';
import { createEditorStore } from '../../../src/store/editor-store';
import { ScenarioEditor } from '../../../src/editor/scenario-editor';
import '../../../src/styles/theme.css';
import '../../../src/styles/base.css';

const params = new URLSearchParams(location.search);
const lang = isLanguage(params.get('lang')) ? (params.get('lang') as Language) : 'en';
const store = createEditorStore({ journal: null });
const doc = structuredClone(fixture) as Record<string, unknown>;
if (params.get('issues')) (doc.site as Record<string, unknown>).pue = 0.8;
store.getState().open({ id: 'dev', name: 'dev', tags: [], notes: '', createdAt: 0, updatedAt: 0, doc });

function App() {
  const current = store((s) => s.doc);
  const loaded = loadScenario(current);
  return <ScenarioEditor issues={loaded.ok ? [] : loaded.issues} lang={lang} store={store} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
