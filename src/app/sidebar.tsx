import { useTranslation } from 'react-i18next';
import { VIEWS, type ViewId } from './views';
import type { Language } from '../i18n/languages';
import { LanguageSelect } from '../components/language-select';
import { LogoMark } from '../components/logo-mark';

interface SidebarProps {
  view: ViewId;
  onNavigate: (view: ViewId) => void;
  onChooseLanguage: (language: Language) => void;
  /** Shows the keyboard shortcuts (also `?`). */
  onShowShortcuts?: () => void;
}

export function Sidebar({ view, onNavigate, onChooseLanguage, onShowShortcuts }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <aside className="sidebar">
      <div className="sidebar__inner">
        <div className="sidebar__brand">
          <LogoMark />
          <div>
            <p className="sidebar__name">{t('app.name')}</p>
            <p className="sidebar__tagline">{t('app.tagline')}</p>
          </div>
        </div>
        <nav className="sidebar__nav" aria-label={t('nav.label')}>
          <ul>
            {VIEWS.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="nav-item"
                  aria-current={view === id ? 'page' : undefined}
                  onClick={() => onNavigate(id)}
                  aria-keyshortcuts={`Alt+${VIEWS.indexOf(id) + 1}`}
                >
                  <span>{t(`nav.${id}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar__footer">
          <LanguageSelect onChoose={onChooseLanguage} />
          {onShowShortcuts ? (
            <button type="button" className="sidebar__shortcuts" onClick={onShowShortcuts} aria-keyshortcuts="?">
              {t('shortcuts.open')}
            </button>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
