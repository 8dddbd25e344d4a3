// <ScenarioEditor issues lang store?> — the form for the scenario open in the editor store.
//
// How to mount (the lead's workspace page):
//   const { issues } = useEvaluation(useEditorStore((s) => s.doc));
//   <ScenarioEditor issues={issues} lang={i18n.language as Language} />
// The editor reads and writes `useEditorStore` (src/store) — open a record with
// `useEditorStore.getState().open(record)` and start the autosave once with
// `startAutosave(useEditorStore, { updateScenarioDoc })`. `issues` are the loader's issues for the
// current doc (null while none are known); each is shown next to its field in `lang`.
// Pass `store` only to render against another store (tests).

import { memo, useLayoutEffect, useMemo, useState } from 'react';
import type { ScenarioIssue } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { useEditorStore } from '../store/editor-store';
import type { EditorStore } from '../store/editor-store';
import { InvestmentSection, RentVsBuySection, ScenarioSection, SiteSection } from './basic-sections';
import { EditorContext } from './editor-context';
import type { EditorContextValue } from './editor-context';
import { EditorToolbar } from './editor-toolbar';
import { createIssueHub, indexIssues } from './issues';
import { MarketSection } from './market-section';
import { editorMessages } from '../present/messages';
import { NodeSection } from './node-section';
import { PortfolioSection } from './portfolio-section';
import { FleetPlanSection } from './fleet-plan-section';
import { QuotesSection } from './quotes-section';
import { SizingSection } from './sizing-section';
import { UncertaintySection } from './uncertainty-section';
import './editor.css';

export interface ScenarioEditorProps {
  /** The loader's issues for the current doc (from useEvaluation); null while unknown. */
  issues: readonly ScenarioIssue[] | null;
  lang: Language;
  store?: EditorStore;
}

export function ScenarioEditor({ issues, lang, store = useEditorStore }: ScenarioEditorProps) {
  const m = editorMessages(lang);
  // Issues live in a small external store: a new evaluation re-renders only the fields whose
  // messages changed, not the whole form.
  const [hub] = useState(() => createIssueHub(indexIssues(issues)));
  useLayoutEffect(() => hub.set(indexIssues(issues, hub.get())), [hub, issues]);
  const context = useMemo<EditorContextValue>(() => ({ store, lang, m, issues: hub }), [store, lang, m, hub]);
  const open = store((s) => s.doc !== null);
  if (!open) return <p className="ed-empty">{m.toolbar.empty}</p>;
  return (
    <EditorContext.Provider value={context}>
      <EditorForm label={m.formLabel} lang={lang} />
    </EditorContext.Provider>
  );
}

/**
 * The form itself, memoized: a parent re-rendering on every edit (to pass new issues) does not
 * re-render the form; fields update through their own store and issue subscriptions.
 */
const EditorForm = memo(function EditorForm({ label, lang }: { label: string; lang: Language }) {
  return (
    <form className="ed" aria-label={label} lang={lang} noValidate onSubmit={(event) => event.preventDefault()}>
      <EditorToolbar />
      <ScenarioSection />
      <SiteSection />
      <NodeSection />
      <MarketSection />
      <InvestmentSection />
      <RentVsBuySection />
      <SizingSection />
      <QuotesSection />
      <PortfolioSection />
      <FleetPlanSection />
      <UncertaintySection />
    </form>
  );
});
