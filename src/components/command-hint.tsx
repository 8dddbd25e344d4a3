import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface Hint {
  text: string;
  id: number;
}

interface CommandHintProps {
  hint: Hint | null;
  onDismiss: () => void;
}

const VISIBLE_MS = 5000;

// A short message after a menu command or shortcut: what it did, or plainly that it has nothing
// to act on. The live region is always in the document so screen readers announce each one.
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
          <span>{hint.text}</span>
          <button type="button" className="toast__close" onClick={onDismiss} aria-label={t('commands.dismiss')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
