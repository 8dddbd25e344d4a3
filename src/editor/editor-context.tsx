// What every editor component needs: the store, the UI language and its strings, and the
// engine's issues indexed by path. Provided once by <ScenarioEditor>.

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Language } from '../i18n/languages';
import type { EditorStore } from '../store/editor-store';
import { selectCurrency, selectField } from '../store/selectors';
import type { ScenarioIssue } from '../../models/scenario';
import type { EditorSection, IssueHub } from './issues';
import { issuesAt, leftoverIssues } from './issues';
import type { EditorMessages } from '../present/messages';

export interface EditorContextValue {
  store: EditorStore;
  lang: Language;
  m: EditorMessages;
  /** The engine's issues; read them with useIssuesAt / useLeftoverIssues / useIssueCount. */
  issues: IssueHub;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('editor components must be rendered inside <ScenarioEditor>');
  return value;
}

/** The value at a document path; re-renders only when that value changes. */
export function useFieldValue(path: string): unknown {
  const { store } = useEditor();
  return store((s) => selectField(s, path));
}

export function useCurrency(): string {
  const { store } = useEditor();
  return store(selectCurrency);
}

/** Issues shown at one path; re-renders only when they change. */
export function useIssuesAt(path: string): readonly ScenarioIssue[] {
  const { issues } = useEditor();
  return useSyncExternalStore(issues.subscribe, () => issuesAt(issues.get(), path));
}

export function useLeftoverIssues(section: EditorSection): readonly ScenarioIssue[] {
  const { issues } = useEditor();
  return useSyncExternalStore(issues.subscribe, () => leftoverIssues(issues.get(), section));
}

export function useIssueCount(): number {
  const { issues } = useEditor();
  return useSyncExternalStore(issues.subscribe, () => issues.get().count);
}
