import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '../../models/scenario';
import { inLanguage, type Language } from '../i18n/languages';

/** Shown instead of results when the document does not validate: every issue, in the UI language. */
export function ResultsIssues({ issues, lang }: { issues: readonly ScenarioIssue[] | null; lang: Language }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  if (!issues || issues.length === 0) return null;
  return (
    <div className="results-issues" role="alert">
      <p className="results-issues__title">{t('results.invalidTitle', { n: issues.length })}</p>
      <ul>
        {issues.map((issue, i) => (
          <li key={`${issue.path}-${i}`} data-path={issue.path}>
            {issue.message[lang]}
          </li>
        ))}
      </ul>
    </div>
  );
}
