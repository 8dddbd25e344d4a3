// A compared plan evaluated in part (models/run.ts › partial, as in the editor): the optional
// sections it is compared without, by their editor titles, and every problem that left them out,
// each naming its field by its label with values in the field's unit. Its rows are absent from the
// tables because its result and inputs have no such section.
import { useTranslation } from 'react-i18next';
import type { LeftOut } from '../../models/run';
import { issueLine } from '../editor/issue-words';
import type { Language } from '../i18n/languages';
import { editorMessages } from '../present/messages';

/** The left-out sections by their editor titles, in the order they were left out ("Investment, Uncertainty"). */
export function leftOutSectionTitles(sections: readonly string[], lang: Language, separator: string): string {
  const titles = editorMessages(lang).sections as Record<string, { title: string }>;
  return [...new Set(sections)].map((s) => (Object.hasOwn(titles, s) ? titles[s].title : s)).join(separator);
}

export function CompareLeftOut({ id, name, leftOut, doc, lang }: { id: string; name: string; leftOut: LeftOut; doc?: unknown; lang: Language }) {
  const { t } = useTranslation(undefined, { lng: lang });
  const sections = leftOutSectionTitles(leftOut.sections, lang, t('results.partialSeparator'));
  return (
    <div className="results-issues" role="alert" data-scenario={id} data-partial="true">
      <p className="results-issues__title">{t('results.compare.partial', { name, sections })}</p>
      <ul>
        {leftOut.issues.map((issue, i) => (
          <li key={`${issue.path}-${i}`} data-path={issue.path}>
            {issueLine(issue, lang, doc)}
          </li>
        ))}
      </ul>
    </div>
  );
}
