// The editor's row lists (investment tranches, the fleet plan's candidates and owned fleets, the
// demand plan's offers): add, duplicate and remove a row of the list at a path, pure. Each returns a
// new document and leaves its input alone, so the store applies it as ONE undo step (applyEdit); an
// index outside the list changes nothing. A row's `name` is unique within its list (the loader
// refuses two rows of one name: results are keyed by it): a new or copied row takes `base`, else
// `base (2)`, `base (3)`…, whichever no sibling has.

import type { Doc } from '../../models/path';
import { getIn, isPlainObject, setIn } from './path';

/** The list at `path` (an empty one when there is none). */
export function rowsAt(doc: Doc, path: string): unknown[] {
  const list = getIn(doc, path);
  return Array.isArray(list) ? list : [];
}

/** The names the rows at `path` hold (a row without a string name holds none). */
export function rowNames(doc: Doc, path: string): string[] {
  return rowsAt(doc, path).flatMap((row) => (isPlainObject(row) && typeof row.name === 'string' ? [row.name] : []));
}

/** `base`, or `base (2)`, `base (3)`… whichever is not among `taken` (non-strings are ignored). */
export function uniqueName(base: string, taken: readonly unknown[]): string {
  const names = new Set(taken.filter((n): n is string => typeof n === 'string'));
  if (!names.has(base)) return base;
  for (let n = 2; ; n += 1) if (!names.has(`${base} (${n})`)) return `${base} (${n})`;
}

/** A copy's name starts from the name without its counter: "Batch 2 (2)" copies as "Batch 2 (3)", not "Batch 2 (2) (2)". */
function copyBase(name: string): string {
  return name.replace(/ \(\d+\)$/, '') || name;
}

/** `row` appended to the list at `path` (created when absent); a string `name` made unique first. */
export function addRow(doc: Doc, path: string, row: Doc): Doc {
  const rows = rowsAt(doc, path);
  const added = typeof row.name === 'string' ? { ...row, name: uniqueName(row.name, rowNames(doc, path)) } : row;
  return setIn(doc, path, [...rows, added]);
}

/**
 * A copy of row `index` right after it; a named row's copy gets a name no row has (an unnamed one
 * `fallbackName`, made unique, when given). Not a row object at `index`: the document unchanged.
 */
export function duplicateRow(doc: Doc, path: string, index: number, fallbackName?: string): Doc {
  const rows = rowsAt(doc, path);
  const row = rows[index];
  if (!Number.isInteger(index) || index < 0 || !isPlainObject(row)) return doc;
  const copy: Doc = structuredClone(row);
  const base = typeof row.name === 'string' && row.name !== '' ? copyBase(row.name) : fallbackName;
  if (base !== undefined) copy.name = uniqueName(base, rowNames(doc, path));
  return setIn(doc, path, [...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)]);
}

export interface RemoveRowOptions {
  /** The last row cannot be removed (the list means something only with one). */
  keepLast?: boolean;
  /** Removing the last row removes the list itself (so a fallback applies rather than an empty list). */
  dropEmpty?: boolean;
}

/** The list at `path` without row `index`; outside the list (or the last row kept): the document unchanged. */
export function removeRow(doc: Doc, path: string, index: number, options: RemoveRowOptions = {}): Doc {
  const rows = rowsAt(doc, path);
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) return doc;
  if (options.keepLast && rows.length <= 1) return doc;
  const rest = rows.filter((_, i) => i !== index);
  return setIn(doc, path, options.dropEmpty && rest.length === 0 ? undefined : rest);
}
