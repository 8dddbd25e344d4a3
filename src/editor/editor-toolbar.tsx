// Undo / redo buttons (the same steps as Ctrl+Z / Ctrl+Shift+Z), the save state, the number of
// problems the engine found, and quick links to the sections.

import { useRef } from 'react';
import { useStore } from 'zustand';
import type { OptionalSection } from '../store/doc-edits';
import { OPTIONAL_SECTIONS } from '../store/doc-edits';
import { selectCanRedo, selectCanUndo, selectDoc } from '../store/selectors';
import { isPlainObject } from '../store/path';
import { useEditor, useIssueCount, useLeftoverIssues } from './editor-context';
import { IssueList } from './issue-list';
import { catalogueGaps } from './catalogue-fill';
import { gapsText } from './catalogue-gap';
import type { EditorSection } from './issues';
import { fill } from '../present/messages';
import { SaveStatus } from './save-status';
import { sectionDomId } from './section-card';

export const SECTIONS: readonly EditorSection[] = ['scenario', 'site', 'node', 'market', 'investment', 'rentVsBuy', 'sizing', 'quotes', 'portfolio', 'fleetPlan', 'uncertainty'];

function absentSections(doc: Record<string, unknown> | null): OptionalSection[] {
  if (!doc) return [];
  return OPTIONAL_SECTIONS.filter((s) => (s === 'quotes' ? !Array.isArray(doc.quotes) : !isPlainObject(doc[s])));
}

export function EditorToolbar() {
  const { store, m, lang } = useEditor();
  // Refused typed text counts as a problem too: the results do not reflect it.
  const count = useIssueCount() + Object.keys(useStore(store, (s) => s.rejectedInputs)).length;
  const scenarioLeftovers = useLeftoverIssues('scenario');
  const canUndo = useStore(store.temporal, selectCanUndo);
  const canRedo = useStore(store.temporal, selectCanRedo);
  const fileIssues = scenarioLeftovers.filter((i) => i.path === '' || i.path === 'format' || i.path === 'version');
  // Which optional sections the plan leaves out, as one stable key (the nav marks them).
  const absentKey = useStore(store, (s) => absentSections(selectDoc(s)).join(','));
  const absent = new Set(absentKey === '' ? [] : absentKey.split(','));
  // Money fields left empty for want of a USD rate, by label (issue 33), as one stable key.
  const gaps = useStore(store, (s) => gapsText(m, catalogueGaps(selectDoc(s)), lang, selectDoc(s)));
  const toolbar = useRef<HTMLDivElement>(null);
  // The section's heading lands just below the sticky toolbar, whose height depends on the language,
  // the panel's width and its notes (the links wrap to two or three lines).
  const goTo = (section: EditorSection) => {
    const target = document.getElementById(sectionDomId(section));
    if (!target) return;
    if (toolbar.current) target.style.scrollMarginTop = `${toolbar.current.offsetHeight + 12}px`;
    target.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  return (
    <div className="ed-toolbar" ref={toolbar}>
      <div className="ed-toolbar__row">
        <button type="button" className="ed-button" title={m.toolbar.undoTitle} disabled={!canUndo} onClick={() => store.getState().undo()}>
          {m.toolbar.undo}
        </button>
        <button type="button" className="ed-button" title={m.toolbar.redoTitle} disabled={!canRedo} onClick={() => store.getState().redo()}>
          {m.toolbar.redo}
        </button>
        <span className={`ed-problems${count > 0 ? ' ed-problems--some' : ''}`}>
          {count > 0 ? fill(m.toolbar.problems, { count }) : m.toolbar.noProblems}
        </span>
        <SaveStatus />
        {absent.has('site') ? (
          <span className="ed-toolbar__note" data-testid="no-site-note">
            {m.toolbar.noSite}
          </span>
        ) : null}
        {gaps ? (
          <span className="ed-toolbar__note" data-testid="catalogue-gap-note">
            {gaps}
          </span>
        ) : null}
      </div>
      <nav className="ed-toolbar__nav" aria-label={m.sectionNav}>
        {SECTIONS.map((section) => (
          <button
            key={section}
            type="button"
            className={absent.has(section) ? 'ed-link ed-link--absent' : 'ed-link'}
            data-nav-section={section}
            data-absent={absent.has(section) ? 'true' : undefined}
            title={absent.has(section) ? m.toolbar.notInPlan : undefined}
            onClick={() => goTo(section)}
          >
            {m.sections[section].title}
          </button>
        ))}
      </nav>
      <IssueList title={m.help.fileProblems} issues={fileIssues} />
    </div>
  );
}
