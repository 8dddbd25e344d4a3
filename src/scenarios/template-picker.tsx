// The "new scenario" dialog: one button per template (name and what it answers). Escape, the
// Close button or a click outside closes it; focus starts on the first template.

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { TemplateCards } from './template-cards';
import type { ScenarioTemplate } from './templates';

interface TemplatePickerProps {
  language: Language;
  busy: boolean;
  onPick: (template: ScenarioTemplate) => void;
  /** Offered first when given: a blank scenario (site and node only). */
  onBlank?: () => void;
  onClose: () => void;
}

export function TemplatePicker({ language, busy, onPick, onBlank, onClose }: TemplatePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="dialog"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
        }}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {t('scenarios.templatesTitle')}
          </h2>
          <button type="button" className="button" onClick={onClose}>
            {t('scenarios.close')}
          </button>
        </div>
        <p className="muted">{t('scenarios.templatesIntro')}</p>
        <TemplateCards language={language} busy={busy} onPick={onPick} onBlank={onBlank} firstRef={first} />
      </div>
    </div>
  );
}
