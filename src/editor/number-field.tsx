// A numeric field: typed text is parsed (units, percent) and written to the document as soon as
// it is valid, so results follow the typing; refused text stays in the box with the reason and
// leaves the document alone. A change from outside (undo, catalogue fill) replaces the text.

import { useEffect, useId, useRef, useState } from 'react';
import type { ScenarioIssue } from '../../models/scenario';
import type { Sourced } from '../../models/catalogue';
import { useEditor, useFieldValue } from './editor-context';
import { describedBy, FieldShell, fieldIds } from './field-shell';
import { inputErrorText } from './input-error-text';
import { formatFieldValue, parseFieldInput } from './unit-input';
import type { FieldFormat, InputError } from './unit-input';

export interface NumberFieldProps {
  path: string;
  label: string;
  help: string;
  format: FieldFormat;
  unit?: string;
  optional: boolean;
  placeholder?: string;
  issues: readonly ScenarioIssue[];
  source?: Sourced<unknown>;
  /** A catalogue figure the field was left without (shown where the source would be). */
  gap?: string;
}

export function NumberField(props: NumberFieldProps) {
  const { store, m } = useEditor();
  const value = useFieldValue(props.path);
  const ids = fieldIds(useId());
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

  // A refused text is known to the store (toolbar count, results marked as not reflecting it)
  // for as long as the box shows it; a field that goes away takes its refusal with it.
  const { path, label } = props;
  const refused = error !== null;
  useEffect(() => {
    if (!refused) return undefined;
    store.getState().setRejectedInput(path, label);
    return () => store.getState().setRejectedInput(path, null);
  }, [store, path, label, refused]);

  const onChange = (text: string) => {
    setDraft(text);
    const parsed = parseFieldInput(text, props.format, props.optional);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    committed.current = parsed.value;
    store.getState().setField(props.path, parsed.value);
  };

  const inputError = error ? inputErrorText(m, error) : null;
  const invalid = inputError !== null || props.issues.length > 0;
  return (
    <FieldShell
      ids={ids}
      label={props.label}
      help={props.help}
      unit={props.unit}
      inputError={inputError}
      issues={props.issues}
      source={props.source}
      gap={props.gap}
    >
      <input
        id={ids.input}
        className="ed-input ed-input--number"
        type="text"
        inputMode={props.format.kind === 'power' ? 'text' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={draft ?? formatFieldValue(value, props.format)}
        placeholder={props.placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, { unit: Boolean(props.unit), message: invalid, source: Boolean(props.source) || Boolean(props.gap) })}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (!error) setDraft(null);
        }}
      />
    </FieldShell>
  );
}
