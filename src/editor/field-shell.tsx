// The frame around every input: label, "?" help toggle, unit, catalogue source caption, the
// inline messages (typing errors, engine issues) — all tied to the input by aria-describedby.

import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ScenarioIssue } from '../../models/scenario';
import type { Sourced } from '../../models/catalogue';
import { useEditor } from './editor-context';
import { issueText } from './issues';
import { fill } from '../present/messages';

export interface FieldIds {
  input: string;
  help: string;
  unit: string;
  message: string;
  source: string;
}

export function fieldIds(base: string): FieldIds {
  return { input: `${base}-in`, help: `${base}-help`, unit: `${base}-unit`, message: `${base}-msg`, source: `${base}-src` };
}

/** The ids an input's aria-describedby lists (only those rendered). */
export function describedBy(ids: FieldIds, parts: { unit: boolean; message: boolean; source: boolean }): string {
  return [parts.unit ? ids.unit : '', parts.message ? ids.message : '', parts.source ? ids.source : '', ids.help]
    .filter((x) => x !== '')
    .join(' ');
}

interface FieldShellProps {
  ids: FieldIds;
  label: string;
  help: string;
  unit?: string;
  /** Text the user typed that the field refused. */
  inputError?: string | null;
  issues: readonly ScenarioIssue[];
  source?: Sourced<unknown> & { converted?: { usd: number; rate: number; currency: string } };
  /** Issue 33: the catalogue figure an empty money field was left without (no USD rate); it takes the source's place. */
  gap?: string;
  /** Checkbox layout: the label after the control. */
  inline?: boolean;
  wide?: boolean;
  children: ReactNode;
}

export function FieldShell(props: FieldShellProps) {
  const { m, lang } = useEditor();
  const [helpOpen, setHelpOpen] = useState(false);
  const { ids } = props;
  const invalid = Boolean(props.inputError) || props.issues.length > 0;
  const label = (
    <label htmlFor={ids.input} className="ed-field__label">
      {props.label}
    </label>
  );
  return (
    <div className={`ed-field${invalid ? ' ed-field--invalid' : ''}${props.wide ? ' ed-field--wide' : ''}`}>
      <div className="ed-field__head">
        {props.inline ? null : label}
        <button
          type="button"
          className="ed-help-toggle"
          aria-label={fill(m.help.show, { label: props.label })}
          aria-expanded={helpOpen}
          aria-controls={ids.help}
          onClick={() => setHelpOpen((open) => !open)}
        >
          ?
        </button>
      </div>
      <div className={`ed-field__control${props.inline ? ' ed-field__control--inline' : ''}`}>
        {props.children}
        {props.inline ? label : null}
        {props.unit ? (
          <span className="ed-field__unit" id={ids.unit}>
            {props.unit}
          </span>
        ) : null}
      </div>
      {props.source ? (
        <p
          className="ed-field__source"
          id={ids.source}
          title={[
            fill(m.catalogue.source, { source: props.source.source, date: props.source.asOf }),
            props.source.note ? fill(m.catalogue.noteLabel, { note: props.source.note }) : '',
          ]
            .filter((x) => x !== '')
            .join('\n')}
        >
          {fill(m.catalogue.source, { source: props.source.source, date: props.source.asOf })}
          {props.source.converted ? ` · ${fill(m.catalogue.convertedSource, { usd: props.source.converted.usd, rate: props.source.converted.rate, currency: props.source.converted.currency })}` : null}
        </p>
      ) : null}
      {props.gap && !props.source ? (
        <p className="ed-field__note ed-field__gap" id={ids.source} data-testid="catalogue-gap">
          {props.gap}
        </p>
      ) : null}
      {invalid ? (
        <div className="ed-field__messages" id={ids.message}>
          {props.inputError ? <p className="ed-field__error">{props.inputError}</p> : null}
          {props.issues.map((issue, i) => (
            <p key={i} className="ed-field__error" lang={lang}>
              {issueText(issue, lang, true)}
            </p>
          ))}
        </div>
      ) : null}
      <p className="ed-field__help" id={ids.help} hidden={!helpOpen}>
        {props.help}
      </p>
    </div>
  );
}
