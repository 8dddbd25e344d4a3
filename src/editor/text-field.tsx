// A text field (single line or notes). Written on every change; an emptied optional field is
// removed from the document (its default applies), a required one keeps "" for the engine to flag.

import { useId } from 'react';
import type { ScenarioIssue } from '../../models/scenario';
import { useEditor, useFieldValue } from './editor-context';
import { describedBy, FieldShell, fieldIds } from './field-shell';

export interface TextFieldProps {
  path: string;
  label: string;
  help: string;
  optional: boolean;
  multiline?: boolean;
  suggestions?: readonly string[];
  placeholder?: string;
  issues: readonly ScenarioIssue[];
  /** Replaces the plain write (generation ids move their references along). */
  onCommit?: (value: string | undefined) => void;
}

export function TextField(props: TextFieldProps) {
  const { store } = useEditor();
  const value = useFieldValue(props.path);
  const ids = fieldIds(useId());
  const listId = `${ids.input}-list`;
  const invalid = props.issues.length > 0;
  const commit = (text: string) => {
    const next = text === '' && props.optional ? undefined : text;
    if (props.onCommit) props.onCommit(next);
    else store.getState().setField(props.path, next);
  };
  const common = {
    id: ids.input,
    className: props.multiline ? 'ed-input ed-input--area' : 'ed-input',
    value: value === undefined || value === null ? '' : String(value),
    placeholder: props.placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(ids, { unit: false, message: invalid, source: false }),
  };
  return (
    <FieldShell ids={ids} label={props.label} help={props.help} issues={props.issues} wide={props.multiline}>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => commit(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          autoComplete="off"
          list={props.suggestions ? listId : undefined}
          onChange={(event) => commit(event.target.value)}
        />
      )}
      {props.suggestions ? (
        <datalist id={listId}>
          {props.suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
    </FieldShell>
  );
}
