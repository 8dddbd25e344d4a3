// A choice among fixed values (power basis, cooling, networking, distribution) or among the
// market's generation ids. A value the list does not know is kept and shown as such.

import { useId } from 'react';
import type { ScenarioIssue } from '../../models/scenario';
import { useEditor, useFieldValue } from './editor-context';
import { describedBy, FieldShell, fieldIds } from './field-shell';
import { fill } from '../present/messages';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  path: string;
  label: string;
  help: string;
  options: readonly SelectOption[];
  /** Label of the empty choice: absent = not offered (a required field shows "Choose…" while empty). */
  emptyLabel?: string;
  issues: readonly ScenarioIssue[];
  onCommit?: (value: string | undefined) => void;
  /** The values are numbers in the file (precision): shown and written as numbers. */
  numeric?: boolean;
}

export function SelectField(props: SelectFieldProps) {
  const { store, m } = useEditor();
  const raw = useFieldValue(props.path);
  const ids = fieldIds(useId());
  const value = typeof raw === 'string' ? raw : props.numeric && typeof raw === 'number' ? String(raw) : '';
  const known = props.options.some((o) => o.value === value);
  const invalid = props.issues.length > 0;
  const emptyLabel = props.emptyLabel ?? (value === '' ? m.options.choose : undefined);
  return (
    <FieldShell ids={ids} label={props.label} help={props.help} issues={props.issues}>
      <select
        id={ids.input}
        className="ed-input ed-select"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, { unit: false, message: invalid, source: false })}
        onChange={(event) => {
          const next = event.target.value === '' ? undefined : event.target.value;
          if (props.onCommit) props.onCommit(next);
          else store.getState().setField(props.path, props.numeric && next !== undefined ? Number(next) : next);
        }}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {!known && value !== '' ? <option value={value}>{fill(m.options.unknownValue, { value })}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
