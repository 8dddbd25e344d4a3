// A short-lived notice at the bottom right, optionally with one action (Undo). It closes by itself
// after `timeoutMs`, or on its close button.

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToastProps {
  text: string;
  action?: { label: string; run: () => void };
  timeoutMs?: number;
  onClose: () => void;
}

export function Toast({ text, action, timeoutMs = 10_000, onClose }: ToastProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onClose, timeoutMs);
    return () => clearTimeout(timer);
  }, [text, timeoutMs, onClose]);
  return (
    <div className="toast-region">
      <div className="toast scenario-toast" role="status">
        <span className="scenario-toast__text">{text}</span>
        {action && (
          <button type="button" className="button scenario-toast__action" onClick={action.run}>
            {action.label}
          </button>
        )}
        <button type="button" className="toast__close" aria-label={t('scenarios.dismiss')} onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
