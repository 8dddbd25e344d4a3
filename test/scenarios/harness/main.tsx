// Dev harness (not part of the app or the build): the scenario list alone in a real browser, to
// look at it and time it. `?n=5000` seeds that many scenarios first; `?lang=zh-CN` switches language.
// Run: ./node_modules/.bin/vite --config test/scenarios/harness/vite.config.ts --host 127.0.0.1
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/i18n/create-i18n';
import { createWebPlatform } from '../../../src/platform/web-platform';
import { ScenarioListPage } from '../../../src/scenarios/scenario-list-page';
import { db } from '../../../src/storage/db';
import { nameKey } from '../../../src/storage/upgrades';
import { TEMPLATES, instantiateTemplate } from '../../../src/scenarios/templates';
import '../../../src/styles/theme.css';
import '../../../src/styles/base.css';
import '../../../src/styles/layout.css';
import '../../../src/styles/components.css';

declare global {
  interface Window {
    harness: { seeded: number; readyMs: number | null; firstPaintMs?: number };
  }
}

const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? '0');
const lang = params.get('lang') === 'zh-CN' ? 'zh-CN' : 'en';
window.harness = { seeded: 0, readyMs: null };

async function seed(count: number) {
  await db.delete();
  await db.open();
  const base = Date.now() - count * 60_000;
  const rows = Array.from({ length: count }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length];
    const name = `${template.name[lang]} #${i + 1}`;
    return {
      row: { id: crypto.randomUUID(), name, nameLower: nameKey(name), tags: i % 3 === 0 ? ['colo', `batch-${i % 10}`] : [], notes: '', createdAt: base + i * 60_000, updatedAt: base + i * 60_000 },
      doc: { ...instantiateTemplate(template, lang), name },
    };
  });
  await db.transaction('rw', db.scenarios, db.scenarioDocs, async () => {
    await db.scenarios.bulkAdd(rows.map((r) => r.row));
    await db.scenarioDocs.bulkAdd(rows.map((r) => ({ id: r.row.id, doc: r.doc })));
  });
  window.harness.seeded = count;
}

async function main() {
  if (n > 0) await seed(n);
  // Reopen so that nothing of the seeding is cached in this connection.
  db.close();
  await db.open();
  const i18n = createI18n({ storage: null, osLanguages: [lang], document });
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (window.harness.firstPaintMs === undefined && document.querySelector('.scenario-page')) window.harness.firstPaintMs = performance.now() - start;
    if (document.querySelector('.virtual-list__row, .empty-state')) {
      window.harness.readyMs = performance.now() - start;
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <main className="main">
        <ScenarioListPage platform={createWebPlatform()} onOpen={(id) => console.log('open', id)} />
      </main>
    </I18nextProvider>,
  );
}

void main();
