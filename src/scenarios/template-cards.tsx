// The blank scenario and the templates as cards (name and what each answers): the start page and
// the "new scenario" dialog show the same list.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { BLANK_ID } from './blank';
import { TEMPLATES, type ScenarioTemplate } from './templates';

interface TemplateCardsProps {
  language: Language;
  busy: boolean;
  onPick: (template: ScenarioTemplate) => void;
  /** Offered first when given: a blank scenario (site and node only). */
  onBlank?: () => void;
  /** The first card's button (the dialog focuses it). */
  firstRef?: Ref<HTMLButtonElement>;
  className?: string;
}

export function TemplateCards({ language, busy, onPick, onBlank, firstRef, className }: TemplateCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className={className ? `template-list ${className}` : 'template-list'}>
      {onBlank ? (
        <li>
          <button ref={firstRef} type="button" className="template-card template-card--blank" disabled={busy} data-template={BLANK_ID} onClick={onBlank}>
            <span className="template-card__name">{t('scenarios.blankName')}</span>
            <span className="template-card__description">{t('scenarios.blankDescription')}</span>
          </button>
        </li>
      ) : null}
      {TEMPLATES.map((template, i) => (
        <li key={template.id}>
          <button
            ref={i === 0 && !onBlank ? firstRef : undefined}
            type="button"
            className="template-card"
            disabled={busy}
            data-template={template.id}
            onClick={() => onPick(template)}
          >
            <span className="template-card__name">{template.name[language]}</span>
            <span className="template-card__description">{template.description[language]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
