import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../i18n/languages';
import { TemplateCards } from '../scenarios/template-cards';
import type { ScenarioTemplate } from '../scenarios/templates';
import { listScenarioSummaries } from '../storage/scenarios-repo';
import '../scenarios/scenarios.css';
import '../components/start.css';

const TOPICS = ['capacity', 'market', 'investment', 'rentVsBuy', 'quotes', 'uncertainty'] as const;
/** Recent scenarios listed on the start page. */
export const RECENT_COUNT = 5;

export interface OverviewPageProps {
  children?: ReactNode;
  /** Opens a stored scenario in the editor. */
  onOpen: (id: string) => void;
  /** Creates a scenario from a template (null: the blank scenario) and opens it. */
  onCreate: (template: ScenarioTemplate | null) => void;
  /** Asks for scenario files to import. */
  onOpenFile: () => void;
  /** The full scenario list. */
  onAllScenarios: () => void;
  busy?: boolean;
}

// The start page: recent scenarios, a new scenario (blank or from a template, each with what it
// answers), opening a file, and the one fact that explains what the app counts.
export function OverviewPage({ children, onOpen, onCreate, onOpenFile, onAllScenarios, busy = false }: OverviewPageProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const summaries = useLiveQuery(() => listScenarioSummaries(), [], null);
  const recent = useMemo(() => (summaries ? [...summaries].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, RECENT_COUNT) : []), [summaries]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }), [lang]);
  return (
    <div className="page start">
      <header className="page__header">
        <h1 className="page__title">{t('overview.title')}</h1>
        <p className="page__lead">{t('overview.intro')}</p>
      </header>

      <div className="start__top">
        <section className="start__recent panel" aria-labelledby="recent-title">
          <div className="start__head">
            <h2 id="recent-title" className="section-title">
              {t('overview.recentTitle')}
            </h2>
            <button type="button" className="button" onClick={onOpenFile} disabled={busy}>
              {t('overview.openFile')}
            </button>
          </div>
          {summaries === null ? null : recent.length === 0 ? (
            <p className="muted">{t('overview.recentEmpty')}</p>
          ) : (
            <ul className="start__recent-list" data-testid="recent-scenarios">
              {recent.map((s) => (
                <li key={s.id}>
                  <button type="button" className="start__recent-item" onClick={() => onOpen(s.id)} aria-label={t('scenarios.openNamed', { name: s.name })}>
                    <span className="start__recent-name">{s.name || t('scenarios.untitled')}</span>
                    <span className="muted start__recent-date">{t('scenarios.updated', { date: dateFormat.format(s.updatedAt) })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {summaries && summaries.length > RECENT_COUNT ? (
            <button type="button" className="start__all" onClick={onAllScenarios}>
              {t('overview.allScenarios', { n: summaries.length })}
            </button>
          ) : null}
        </section>

        <aside className="callout start__fact" aria-labelledby="fact-title">
          <h2 id="fact-title" className="callout__title">
            {t('overview.factTitle')}
          </h2>
          <p className="start__fact-figure">{t('overview.factFigure')}</p>
          <p>{t('overview.factBody')}</p>
        </aside>
      </div>

      <section aria-labelledby="new-title">
        <h2 id="new-title" className="section-title">
          {t('overview.newTitle')}
        </h2>
        <TemplateCards className="start__templates" language={lang} busy={busy} onPick={onCreate} onBlank={() => onCreate(null)} />
      </section>

      <section aria-labelledby="topics-title">
        <h2 id="topics-title" className="section-title">
          {t('overview.questionsTitle')}
        </h2>
        <ul className="topic-grid">
          {TOPICS.map((topic) => (
            <li key={topic} className="topic">
              <h3 className="topic__title">{t(`overview.${topic}Title`)}</h3>
              <p className="topic__body">{t(`overview.${topic}Body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="muted">{t('overview.shortcutsHint')}</p>
      {children ? <div className="panel-row">{children}</div> : null}
    </div>
  );
}
