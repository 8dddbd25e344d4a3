// Dev-only page to look at the editor (vite dev: /editor/dev/harness.html?lang=zh-CN&issues=1).
// Not part of the build (vite builds src/index.html only).
import { createRoot } from 'react-dom/client';
import fixture from '../../../test/fixtures/h100-512-colo.gpuplan.json';
import { loadScenario } from '../../../models/scenario';
import { isLanguage } from '../../i18n/languages';
import { createEditorStore } from '../../store/editor-store';
import { ScenarioEditor } from '../scenario-editor';
import '../../styles/theme.css';
import '../../styles/base.css';

const params = new URLSearchParams(location.search);
const lang = isLanguage(params.get('lang')) ? (params.get('lang') as 'en' | 'zh-CN') : 'en';
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
