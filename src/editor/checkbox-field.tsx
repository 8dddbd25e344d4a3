import { useId } from 'react';
import type { ScenarioIssue } from '../../models/scenario';
import { useEditor, useFieldValue } from './editor-context';
import { describedBy, FieldShell, fieldIds } from './field-shell';

export interface CheckboxFieldProps {
  path: string;
  label: string;
  help: string;
  issues: readonly ScenarioIssue[];
}

export function CheckboxField(props: CheckboxFieldProps) {
  const { store } = useEditor();
  const value = useFieldValue(props.path);
  const ids = fieldIds(useId());
  const invalid = props.issues.length > 0;
  return (
    <FieldShell ids={ids} label={props.label} help={props.help} issues={props.issues} inline>
      <input
        id={ids.input}
        type="checkbox"
        className="ed-checkbox"
        checked={value === true}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, { unit: false, message: invalid, source: false })}
        onChange={(event) => store.getState().setField(props.path, event.target.checked)}
      />
    </FieldShell>
  );
}
