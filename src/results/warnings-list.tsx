import { useTranslation } from 'react-i18next';
import type { Scenario, Warning } from '../../models/scenario';
import { inLanguage, type Language } from '../i18n/languages';
import { warningFieldLabel } from './warning-label';

/** The engine's warnings in the UI language, each with the form field it concerns (by its label). */
export function WarningsList({ warnings, lang, scenario = null }: { warnings: readonly Warning[]; lang: Language; scenario?: Scenario | null }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  if (warnings.length === 0) return null;
  return (
    <section className="results-warnings" aria-labelledby="results-warnings-title">
      <h3 id="results-warnings-title" className="results-warnings__title">
        {t('results.sections.warnings', { n: warnings.length })}
      </h3>
      <ul>
        {warnings.map((w, i) => (
          <li key={`${w.code}-${w.path ?? ''}-${i}`} data-code={w.code} data-path={w.path}>
            {w.message[lang]}
            {w.path ? <span className="results-warnings__path">{warningFieldLabel(w.path, lang, scenario)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
