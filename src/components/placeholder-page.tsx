import { useTranslation } from 'react-i18next';
import type { ViewId } from '../app/views';

type PlaceholderView = Extract<ViewId, 'catalogue'>;

interface PlaceholderPageProps {
  view: PlaceholderView;
  onBack: () => void;
}

// An honest page for an area that is not built yet: what will be here, nothing pretend.
export function PlaceholderPage({ view, onBack }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t(`placeholder.${view}Title`)}</h1>
      </header>
      <div className="empty-state">
        <p className="empty-state__body">{t(`placeholder.${view}Body`)}</p>
        <button type="button" className="button" onClick={onBack}>
          {t('placeholder.backToOverview')}
        </button>
      </div>
    </div>
  );
}
