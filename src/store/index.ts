// The editor store: the open scenario, undo/redo, autosave and crash journal.
//
// How the app uses it:
//   import { useEditorStore, startAutosave, undo, redo, shouldUseNativeUndo } from '../store';
//   import { updateScenarioDoc } from '../storage/scenarios-repo';
//   startAutosave(useEditorStore, { updateScenarioDoc });           // once, at start-up
//   useEditorStore.getState().open(record);                         // show a stored scenario
//   // The 'undo' / 'redo' menu commands (Electron menu, or web shortcuts outside text fields):
//   runUndoCommand('undo', useEditorStore);   // text field focused → its own undo; else the history
//   // before switching pages or on 'pagehide': void autosave.flush();
// Read with selectors: useEditorStore(selectSaveState), useEditorStore((s) => s.doc).

export { createEditorStore, redo, undo, useEditorStore, restoreFromJournal, COALESCE_MS, UNDO_LIMIT } from './editor-store';
export type { EditorActions, EditorData, EditorState, EditorStore, EditorStoreOptions, SaveState, TrackedState } from './editor-store';
export { startAutosave, AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS } from './autosave';
export type { Autosave, AutosaveOptions, UpdateScenarioDoc } from './autosave';
export { shouldUseNativeUndo } from './native-undo';
export { runUndoCommand } from './undo-command';
export type { UndoCommand } from './undo-command';
export { browserJournalStorage, clearJournal, journalKey, readJournal, writeJournal, JOURNAL_PREFIX } from './journal';
export type { JournalEntry, JournalStorage } from './journal';
export { formatPath, getIn, parsePath, PathError, setIn } from './path';
export type { PathSegment } from './path';
export { OPTIONAL_SECTIONS } from './doc-edits';
export type { Doc, OptionalSection } from './doc-edits';
export * from './selectors';
export { announceTab, liveTabIds, thisTabId, TAB_LOCK_PREFIX } from './tab-presence';
export type { TabLocks } from './tab-presence';
export { findJournals } from './journal';
export type { FoundJournal } from './journal';
export type { JournalSources } from './editor-store';
