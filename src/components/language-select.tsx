import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../i18n/languages';

interface LanguageSelectProps {
  onChoose: (language: (typeof LANGUAGES)[number]) => void;
}

// Each language is named in itself, so a user who cannot read the current one still finds theirs.
export function LanguageSelect({ onChoose }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChoose(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
