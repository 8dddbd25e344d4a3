import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuCommand } from '../platform/types';

interface CommandHintProps {
  hint: { command: MenuCommand; shortcut: string; id: number } | null;
  onDismiss: () => void;
}

const VISIBLE_MS = 5000;

// Says plainly that a menu command or shortcut has nothing to act on yet. The live region is
// always in the document so screen readers announce each new hint.
export function CommandHint({ hint, onDismiss }: CommandHintProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(onDismiss, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [hint, onDismiss]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {hint && (
        <div className="toast" key={hint.id}>
          <span>{t('commands.notYet', { command: t(`commands.${hint.command}`), shortcut: hint.shortcut })}</span>
          <button type="button" className="toast__close" onClick={onDismiss} aria-label={t('commands.dismiss')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
