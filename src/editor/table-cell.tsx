// One cell of an editable table (the tranche table, the resale curve): a compact input without the
// field frame — the column header carries the label and unit, the cell's accessible name says
// "label — row". Numbers are parsed like every numeric field (percent, thousands separators) and
// written as soon as they are valid; refused text stays with its reason. The loader's issues at the
// cell's path show under it, named by the column's label. Enter moves to the same column in the
// next row (Shift+Enter: the row before), Tab to the next cell, as in a spreadsheet.

import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { FieldDef, FieldGroup } from '../present/field-defs';
import { fieldPath, fieldText, isOptionalField, numberFormat } from '../present/field-defs';
import { fill } from '../present/messages';
import { selectGenerationNamesKey, splitKey } from '../store/selectors';
import { generationName } from '../../models/glossary';
import { useEditor, useFieldValue, useIssuesAt } from './editor-context';
import { inputErrorText } from './input-error-text';
import { issueText } from './issues';
import { formatFieldValue, parseFieldInput } from './unit-input';
import type { InputError } from './unit-input';

export interface TableCellProps {
  group: Extract<FieldGroup, 'tranche' | 'resalePoint'>;
  def: FieldDef;
  row: number;
  col: number;
  /** The row's name in the accessible name ("Delivery month — B200 Q2"). */
  rowName: string;
  /** Shown while the cell is empty (what it follows). */
  placeholder?: string;
  /** A note under the value (a delivery month's calendar date). */
  note?: string;
}

/** Enter / Shift+Enter: the same column one row down / up in the same table. */
export function moveByEnter(event: KeyboardEvent<HTMLElement>, row: number, col: number): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const table = event.currentTarget.closest('table');
  const target = table?.querySelector<HTMLElement>(`[data-cell="${row + (event.shiftKey ? -1 : 1)}:${col}"]`);
  if (!target) return;
  event.preventDefault();
  target.focus();
  if (target instanceof HTMLInputElement) target.select();
}

export function TableCell({ group, def, row, col, rowName, placeholder, note }: TableCellProps) {
  const { store, m, lang } = useEditor();
  const path = fieldPath(group, def.key, row);
  const label = fieldText(m, group, def.key).label;
  const value = useFieldValue(path);
  const issues = useIssuesAt(path);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<InputError | null>(null);
  const committed = useRef(value);
  useEffect(() => {
    if (!Object.is(value, committed.current)) {
      committed.current = value;
      setDraft(null);
      setError(null);
    }
  }, [value]);
  const refused = error !== null;
  useEffect(() => {
    if (!refused) return undefined;
    store.getState().setRejectedInput(path, label);
    return () => store.getState().setRejectedInput(path, null);
  }, [store, path, label, refused]);

  const name = `${label} — ${rowName}`;
  const messages = [...(error ? [inputErrorText(m, error)] : []), ...issues.map((i) => fill(m.fleet.cellIssue, { label, rule: issueText(i, lang, true) }))];
  const invalid = messages.length > 0 || undefined;
  const common = { 'aria-label': name, 'aria-invalid': invalid, 'data-cell': `${row}:${col}`, onKeyDown: (e: KeyboardEvent<HTMLElement>) => moveByEnter(e, row, col) };

  let input;
  if (def.kind === 'generation') {
    input = <GenerationCell path={path} common={common} emptyLabel={m.fleet.inherited} />;
  } else if (def.kind === 'number') {
    const format = numberFormat(group, def);
    const optional = isOptionalField(group, def.key);
    input = (
      <input
        {...common}
        className="ed-input ed-cell__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? formatFieldValue(value, format)}
        placeholder={placeholder}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const parsed = parseFieldInput(text, format, optional);
          if (!parsed.ok) return setError(parsed.error);
          setError(null);
          committed.current = parsed.value;
          store.getState().setField(path, parsed.value);
        }}
        onBlur={() => {
          if (!error) setDraft(null);
        }}
      />
    );
  } else {
    input = (
      <input
        {...common}
        className="ed-input ed-cell__input ed-cell__input--text"
        type="text"
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        onChange={(event) => store.getState().setField(path, event.target.value)}
      />
    );
  }
  return (
    <td className={`ed-cell${invalid ? ' ed-cell--invalid' : ''}`}>
      {input}
      {note ? <span className="ed-cell__note">{note}</span> : null}
      {messages.map((text, i) => (
        <span key={i} className="ed-cell__error" lang={lang}>
          {text}
        </span>
      ))}
    </td>
  );
}

function GenerationCell({ path, common, emptyLabel }: { path: string; common: Record<string, unknown>; emptyLabel: string }) {
  const { store, lang } = useEditor();
  const value = useFieldValue(path);
  const gens = splitKey(store(selectGenerationNamesKey))
    .map((line) => line.split('\t'))
    .filter(([id]) => id !== '');
  const current = typeof value === 'string' ? value : '';
  return (
    <select {...common} className="ed-input ed-select ed-cell__input" value={current} onChange={(e) => store.getState().setField(path, e.target.value === '' ? undefined : e.target.value)}>
      <option value="">{emptyLabel}</option>
      {current !== '' && !gens.some(([id]) => id === current) ? <option value={current}>{current}</option> : null}
      {gens.map(([id, label]) => (
        <option key={id} value={id}>
          {generationName(id, label, lang)}
        </option>
      ))}
    </select>
  );
}
