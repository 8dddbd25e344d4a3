import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '../../models/scenario';
import { issueLine } from '../editor/issue-words';
import { inLanguage, type Language } from '../i18n/languages';

/**
 * Shown instead of results when the document does not validate: every issue, in the UI language,
 * naming its field by its label (`doc` names list items) with values in the field's unit.
 */
export function ResultsIssues({ issues, lang, doc }: { issues: readonly ScenarioIssue[] | null; lang: Language; doc?: unknown }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  if (!issues || issues.length === 0) return null;
  return (
    <div className="results-issues" role="alert">
      <p className="results-issues__title">{t('results.invalidTitle', { n: issues.length })}</p>
      <ul>
        {issues.map((issue, i) => (
          <li key={`${issue.path}-${i}`} data-path={issue.path}>
            {issueLine(issue, lang, doc)}
          </li>
        ))}
      </ul>
    </div>
  );
}
