// The keyboard help (`?`): every shortcut of the app, as written on this system. Escape, the Close
// button, `?` again or a click outside closes it; focus starts on Close and returns where it was.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutLabel } from './shortcut-label';
import { VIEWS } from './views';
import type { MenuCommand } from '../platform/types';
import '../components/start.css';

const COMMANDS: readonly MenuCommand[] = ['new', 'open', 'find', 'save-version', 'export-pdf', 'undo', 'redo'];

/** The key that opens page `index` (0-based) of the sidebar: Alt+1 … Alt+6 (⌥1 … ⌥6 on macOS). */
export function pageShortcut(index: number, isMac = false): string {
  return isMac ? `⌥${index + 1}` : `Alt+${index + 1}`;
}

export function ShortcutsHelp({ isMac, onClose }: { isMac: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    return () => before?.focus();
  }, []);
  const rows: [string, string][] = [
    ...COMMANDS.map((c): [string, string] => [shortcutLabel(c, isMac), t(`commands.${c}`)]),
    ...VIEWS.map((v, i): [string, string] => [pageShortcut(i, isMac), t('shortcuts.pages', { page: t(`nav.${v}`) })]),
    ['?', t('shortcuts.help')],
    ['Esc', t('shortcuts.escape')],
    ['Tab / Shift+Tab', t('shortcuts.tab')],
  ];
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="dialog shortcuts-help"
        data-testid="shortcuts-help"
        onKeyDown={(e) => {
          if (e.key === 'Escape' || e.key === '?') {
            e.preventDefault();
            e.stopPropagation();
            onClose();
          }
        }}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {t('shortcuts.title')}
          </h2>
          <button ref={close} type="button" className="button" onClick={onClose}>
            {t('shortcuts.close')}
          </button>
        </div>
        <table className="shortcuts-help__table">
          <thead>
            <tr>
              <th scope="col">{t('shortcuts.keyColumn')}</th>
              <th scope="col">{t('shortcuts.actionColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([keys, action]) => (
              <tr key={keys}>
                <td>
                  <kbd>{keys}</kbd>
                </td>
                <td>{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
