import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '../../models/scenario';
import { issueLine } from '../editor/issue-words';
import { inLanguage, type Language } from '../i18n/languages';
import { gapHint, leftOutTitles } from './left-out';

/**
 * Shown instead of results when the document does not validate: every issue, in the UI language,
 * naming its field by its label (`doc` names list items) with values in the field's unit.
 * `partial`: the results are shown without the sections these issues are in (models/run.ts ›
 * partial); the title names those sections, and a field the catalogue could not fill says why.
 */
export function ResultsIssues({ issues, lang, doc, partial = false }: { issues: readonly ScenarioIssue[] | null; lang: Language; doc?: unknown; partial?: boolean }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  if (!issues || issues.length === 0) return null;
  const title = partial
    ? t('results.partialTitle', { sections: leftOutTitles(issues, lang, t('results.partialSeparator')) })
    : t('results.invalidTitle', { n: issues.length });
  return (
    <div className="results-issues" role="alert" data-partial={partial ? 'true' : undefined}>
      <p className="results-issues__title">{title}</p>
      <ul>
        {issues.map((issue, i) => {
          const hint = gapHint(issue, lang, doc);
          return (
            <li key={`${issue.path}-${i}`} data-path={issue.path}>
              {issueLine(issue, lang, doc)}
              {hint ? <span className="results-issues__gap"> — {hint}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
