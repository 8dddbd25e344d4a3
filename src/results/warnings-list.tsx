import { useTranslation } from 'react-i18next';
import type { Warning } from '../../models/scenario';
import type { Language } from '../i18n/languages';

/** The engine's warnings in the UI language, each with the field it concerns. */
export function WarningsList({ warnings, lang }: { warnings: readonly Warning[]; lang: Language }) {
  const { t } = useTranslation(undefined, { lng: lang });
  if (warnings.length === 0) return null;
  return (
    <section className="results-warnings" aria-labelledby="results-warnings-title">
      <h3 id="results-warnings-title" className="results-warnings__title">
        {t('results.sections.warnings', { n: warnings.length })}
      </h3>
      <ul>
        {warnings.map((w, i) => (
          <li key={`${w.code}-${w.path ?? ''}-${i}`} data-code={w.code}>
            {w.message[lang]}
            {w.path ? <code className="results-warnings__path">{w.path}</code> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
