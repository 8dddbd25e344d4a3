// One editor section: heading, one-line description, its content, and the issues no field in
// it shows. Optional sections that are absent show only an "Add … section" button.

import type { ReactNode } from 'react';
import type { OptionalSection } from '../store/doc-edits';
import { selectHasSection } from '../store/selectors';
import { useEditor, useLeftoverIssues } from './editor-context';
import { IssueList } from './issue-list';
import type { EditorSection } from './issues';
import { fill } from '../present/messages';

export function sectionDomId(section: EditorSection): string {
  return `ed-section-${section}`;
}

interface SectionCardProps {
  section: EditorSection;
  children: ReactNode;
  /** Optional sections get add/remove buttons and show children only when present. */
  optional?: OptionalSection;
}

export function SectionCard({ section, children, optional }: SectionCardProps) {
  const { store, m, lang } = useEditor();
  const texts = m.sections[section] as { title: string; description: string; add?: string; remove?: string };
  const present = store((s) => (optional ? selectHasSection(s, optional) : true));
  const headingId = `${sectionDomId(section)}-title`;
  const leftovers = useLeftoverIssues(section);
  return (
    <section className={`ed-section${present ? '' : ' ed-section--absent'}`} id={sectionDomId(section)} aria-labelledby={headingId}>
      <header className="ed-section__head">
        <h2 id={headingId} className="ed-section__title">
          {texts.title}
        </h2>
        {optional && present && texts.remove ? (
          <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().removeSection(optional)}>
            {texts.remove}
          </button>
        ) : null}
      </header>
      <p className="ed-section__description">{texts.description}</p>
      {present ? (
        children
      ) : optional && texts.add ? (
        <button
          type="button"
          className="ed-button"
          onClick={() => store.getState().addSection(optional, fill(m.lists.defaultProvider, { n: 1 }), lang)}
        >
          {texts.add}
        </button>
      ) : null}
      <IssueList title={m.help.otherProblems} issues={leftovers} />
    </section>
  );
}
