import type { ScenarioIssue } from '../../models/scenario';
import { useEditor } from './editor-context';
import { issueText } from './issues';

/** Issues no single field shows (whole section, list item, unknown field), with their paths. */
export function IssueList({ title, issues }: { title: string; issues: readonly ScenarioIssue[] }) {
  const { lang } = useEditor();
  if (issues.length === 0) return null;
  return (
    <div className="ed-issues" role="group" aria-label={title}>
      <p className="ed-issues__title">{title}</p>
      <ul>
        {issues.map((issue, i) => (
          <li key={i} lang={lang}>
            {issueText(issue, lang, false)}
          </li>
        ))}
      </ul>
    </div>
  );
}
