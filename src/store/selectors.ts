// Selectors over the editor state: plain functions (unit-tested against plain objects). Each returns
// a primitive or a reference already in the state, never a fresh object or array, so zustand 5
// selectors built on them do not re-render in a loop.

import type { TemporalState } from 'zundo';
import type { Doc, OptionalSection } from './doc-edits';
import { hasSection } from './doc-edits';
import type { EditorData, TrackedState } from './editor-store';
import { getIn, isPlainObject } from './path';

const EMPTY_LIST: readonly unknown[] = Object.freeze([]);

export const DEFAULT_CURRENCY = 'USD';

export function selectDoc(state: Pick<EditorData, 'doc'>): Doc | null {
  return state.doc;
}

export function selectScenarioId(state: Pick<EditorData, 'scenarioId'>): string | null {
  return state.scenarioId;
}

export function selectSaveState(state: Pick<EditorData, 'saveState'>): EditorData['saveState'] {
  return state.saveState;
}

/** Unsaved edits exist (also while a save is in flight). */
export function selectIsDirty(state: Pick<EditorData, 'doc' | 'savedDoc'>): boolean {
  return state.doc !== null && state.doc !== state.savedDoc;
}

/** The value at a field path, or undefined (a malformed path reads as absent). */
export function selectField(state: Pick<EditorData, 'doc'>, path: string): unknown {
  try {
    return getIn(state.doc, path);
  } catch {
    return undefined;
  }
}

export function selectName(state: Pick<EditorData, 'doc'>): string {
  const name = state.doc?.name;
  return typeof name === 'string' ? name : '';
}

/** ISO 4217 code for money units; the format's default when absent or malformed. */
export function selectCurrency(state: Pick<EditorData, 'doc'>): string {
  const c = state.doc?.currency;
  return typeof c === 'string' && /^[A-Z]{3}$/.test(c) ? c : DEFAULT_CURRENCY;
}

export function selectHorizonMonths(state: Pick<EditorData, 'doc'>): number | null {
  const h = state.doc?.horizonMonths;
  return typeof h === 'number' && Number.isFinite(h) ? h : null;
}

function listAt(state: Pick<EditorData, 'doc'>, path: string): readonly unknown[] {
  const v = selectField(state, path);
  return Array.isArray(v) ? v : EMPTY_LIST;
}

export function selectQuotes(state: Pick<EditorData, 'doc'>): readonly unknown[] {
  return listAt(state, 'quotes');
}

export function selectQuoteCount(state: Pick<EditorData, 'doc'>): number {
  return selectQuotes(state).length;
}

export function selectGenerations(state: Pick<EditorData, 'doc'>): readonly unknown[] {
  return listAt(state, 'market.generations');
}

export function selectGenerationCount(state: Pick<EditorData, 'doc'>): number {
  return selectGenerations(state).length;
}

export function selectParityCount(state: Pick<EditorData, 'doc'>): number {
  return listAt(state, 'market.parity').length;
}

/** The number of items of the list at `path` (0 when there is none): the demand plan's steps, blocks, offers. */
export function selectListLength(state: Pick<EditorData, 'doc'>, path: string): number {
  return listAt(state, path).length;
}

/** Generation ids joined by "\n" (a primitive: safe as a zustand selector); split to use. */
export function selectGenerationIdsKey(state: Pick<EditorData, 'doc'>): string {
  return selectGenerations(state)
    .map((g) => (isPlainObject(g) && typeof g.id === 'string' ? g.id : ''))
    .join('\n');
}

/** Generation ids with their labels, "id\tlabel" joined by "\n" (a primitive); split to use. */
export function selectGenerationNamesKey(state: Pick<EditorData, 'doc'>): string {
  return selectGenerations(state)
    .map((g) => (isPlainObject(g) && typeof g.id === 'string' ? `${g.id}\t${typeof g.label === 'string' ? g.label : ''}` : '\t'))
    .join('\n');
}

export function selectHasSection(state: Pick<EditorData, 'doc'>, section: OptionalSection): boolean {
  return hasSection(state.doc, section);
}

/** Uncertainty input keys (field paths) joined by "\n"; split to use. */
export function selectUncertaintyKeysKey(state: Pick<EditorData, 'doc'>): string {
  const inputs = selectField(state, 'uncertainty.inputs');
  return isPlainObject(inputs) ? Object.keys(inputs).join('\n') : '';
}

export function splitKey(key: string): string[] {
  return key === '' ? [] : key.split('\n');
}

export function selectCanUndo(history: Pick<TemporalState<TrackedState>, 'pastStates'>): boolean {
  return history.pastStates.length > 0;
}

export function selectCanRedo(history: Pick<TemporalState<TrackedState>, 'futureStates'>): boolean {
  return history.futureStates.length > 0;
}
