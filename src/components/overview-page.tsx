import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TOPICS = ['capacity', 'market', 'investment', 'rentVsBuy', 'quotes', 'uncertainty'] as const;

// What the app is for, what this build contains, and (as children) the working panels.
export function OverviewPage({ children, onStart }: { children: ReactNode; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('overview.title')}</h1>
        <p className="page__lead">{t('overview.intro')}</p>
      </header>
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
      <aside className="callout" aria-labelledby="status-title">
        <h2 id="status-title" className="callout__title">
          {t('overview.statusTitle')}
        </h2>
        <p>{t('overview.statusBody')}</p>
        <button type="button" className="button button--primary" onClick={onStart}>
          {t('workspace.start')}
        </button>
      </aside>
      <div className="panel-row">{children}</div>
    </div>
  );
}
