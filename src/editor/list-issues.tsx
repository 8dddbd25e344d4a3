// Issues about a whole list rather than one of its fields (the demand plan's steps, load blocks and
// offers: none listed, shares not adding up to 100 %), shown above the list without their path.

import type { ScenarioIssue } from '../../models/scenario';
import { useEditor } from './editor-context';
import { issueText } from './issues';

export function ListIssues({ issues }: { issues: readonly ScenarioIssue[] }) {
  const { lang } = useEditor();
  if (issues.length === 0) return null;
  return (
    <div className="ed-field__messages">
      {issues.map((issue, i) => (
        <p key={i} className="ed-field__error" lang={lang}>
          {issueText(issue, lang, true)}
        </p>
      ))}
    </div>
  );
}
