// Uncertainty: trials, seed, hurdle, and the uncertain inputs — each names a numeric field of
// this scenario (picked from a list) with a distribution whose parameters are entered in that
// field's own unit (percent for fractions).

import { useEffect, useId, useState } from 'react';
import type { Distribution } from '../../models/scenario';
import { formatPath, setIn } from '../store/path';
import { removeUncertaintyInput, renameUncertaintyInput } from '../store/doc-edits';
import { selectField, selectUncertaintyKeysKey, splitKey } from '../store/selectors';
import { useCurrency, useEditor, useIssuesAt } from './editor-context';
import { enumOptions, FieldGrid } from './field';
import { FIELDS, fieldText, numberFormat } from '../present/field-defs';
import type { FieldGroup } from '../present/field-defs';
import { issueText } from './issues';
import type { FieldFormat } from './unit-input';
import type { EditorMessages } from '../present/messages';
import { fill } from '../present/messages';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { SectionCard } from './section-card';
import { convertDistribution, initialDistribution, targetOf, uncertaintyCandidates } from '../present/uncertainty-paths';
import type { UncertaintyCandidate } from '../present/uncertainty-paths';
import { unitText } from '../present/units';
import { candidateLabel } from '../present/candidate-label';
import type { Doc } from '../store/doc-edits';

const PARAMS: Record<Distribution['dist'], readonly ('min' | 'mode' | 'max' | 'mean' | 'sd')[]> = {
  triangular: ['min', 'mode', 'max'],
  uniform: ['min', 'max'],
  normal: ['mean', 'sd'],
  discrete: [],
};

export { candidateLabel };

function ParamField({ path, param, format, unit }: { path: string; param: string; format: FieldFormat; unit?: string }) {
  const { m } = useEditor();
  const { label, help } = fieldText(m, 'distribution', param);
  return <NumberField path={path} label={label} help={`${help} ${m.lists.inputParamsIn}`} format={format} unit={unit} optional={false} issues={useIssuesAt(path)} />;
}

/** Comma-separated numbers (a discrete distribution's values or weights), committed on blur. */
function NumberListField({ path, label, help, optional }: { path: string; label: string; help: string; optional: boolean }) {
  const { store, m, lang } = useEditor();
  const value = store((s) => selectField(s, path));
  const shown = Array.isArray(value) ? value.join(', ') : '';
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  useEffect(() => setText(shown), [shown]);
  const issues = useIssuesAt(path);
  const id = useId();
  const commit = (): void => {
    const parts = text.split(/[,，;；\s]+/).filter((p) => p !== '');
    if (parts.length === 0) {
      setBad(false);
      store.getState().setField(path, optional ? undefined : []);
      return;
    }
    const numbers = parts.map(Number);
    if (numbers.some((x) => !Number.isFinite(x))) {
      setBad(true);
      return;
    }
    setBad(false);
    store.getState().setField(path, numbers);
  };
  return (
    <div className="ed-field ed-field--wide">
      <label htmlFor={id} className="ed-field__label">
        {label}
      </label>
      <div className="ed-field__control">
        <input
          id={id}
          className="ed-input"
          inputMode="decimal"
          value={text}
          aria-invalid={bad || issues.length > 0}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      </div>
      <p className="ed-field__note">{help}</p>
      {bad ? (
        <p className="ed-field__error" lang={lang}>
          {`${label}: ${m.lists.notNumbers}`}
        </p>
      ) : null}
      {issues.map((issue, i) => (
        <p key={i} className="ed-field__error" lang={lang}>
          {issueText(issue, lang, true)}
        </p>
      ))}
    </div>
  );
}

function InputItem({ index, inputKey, used }: { index: number; inputKey: string; used: readonly string[] }) {
  const { store, m, lang } = useEditor();
  const currency = useCurrency();
  const doc = store((s) => s.doc);
  const base = formatPath(['uncertainty', 'inputs', inputKey]);
  const target = targetOf(inputKey);
  const dist = selectField({ doc }, `${base}.dist`);
  const fieldLabel = target ? candidateLabel(m, { group: target.group, key: target.def.key, item: target.item }, doc) : inputKey;
  const candidates = uncertaintyCandidates(doc).filter((c) => c.path === inputKey || !used.includes(c.path));
  const selectId = useId();
  const keyIssues = useIssuesAt(base);
  const distIssues = useIssuesAt(`${base}.dist`);
  const params = typeof dist === 'string' && Object.hasOwn(PARAMS, dist) ? PARAMS[dist as Distribution['dist']] : [];
  const format = target ? numberFormat(target.group, target.def) : ({ kind: 'number', allowNegative: true } as const);
  return (
    <fieldset className="ed-item">
      <legend className="ed-item__legend">{fill(m.lists.input, { n: index + 1, field: fieldLabel })}</legend>
      <div className="ed-grid">
        <div className="ed-field ed-field--wide">
          <label htmlFor={selectId} className="ed-field__label">
            {m.lists.inputField}
          </label>
          <div className="ed-field__control">
            <select
              id={selectId}
              className="ed-input ed-select"
              value={inputKey}
              onChange={(event) => {
                const picked = candidates.find((c) => c.path === event.target.value);
                if (!picked) return;
                // A new field starts from its own value: the old distribution's numbers mean nothing there.
                store.getState().applyEdit((d) => {
                  const renamed = renameUncertaintyInput(d, inputKey, picked.path);
                  return renamed === d ? d : setIn(renamed, formatPath(['uncertainty', 'inputs', picked.path]), initialDistribution(renamed, picked));
                });
              }}
            >
              {candidates.some((c) => c.path === inputKey) ? null : <option value={inputKey}>{inputKey}</option>}
              {candidates.map((c) => (
                <option key={c.path} value={c.path}>
                  {candidateLabel(m, c, doc)}
                </option>
              ))}
            </select>
          </div>
          {keyIssues.map((issue, i) => (
            <p key={i} className="ed-field__error" lang={lang}>
              {issueText(issue, lang, true)}
            </p>
          ))}
        </div>
        <SelectField
          path={`${base}.dist`}
          label={fieldText(m, 'distribution', 'dist').label}
          help={fieldText(m, 'distribution', 'dist').help}
          options={enumOptions(m, 'dist')}
          issues={distIssues}
          onCommit={(next) => {
            if (!next) return;
            const current = selectField(store.getState(), base);
            const converted = convertDistribution((current ?? {}) as Record<string, unknown>, next as Distribution['dist']);
            store.getState().setField(base, converted);
          }}
        />
        {params.map((p) => (
          <ParamField key={p} path={`${base}.${p}`} param={p} format={format} unit={target ? unitText(target.def.unit, m, currency) : undefined} />
        ))}
        {dist === 'discrete' ? (
          <>
            <NumberListField path={`${base}.values`} label={m.lists.discreteValues} help={m.lists.discreteValuesHelp} optional={false} />
            <NumberListField path={`${base}.weights`} label={m.lists.discreteWeights} help={m.lists.discreteWeightsHelp} optional />
          </>
        ) : null}
      </div>
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button ed-button--quiet"
          onClick={() => store.getState().applyEdit((d) => removeUncertaintyInput(d, inputKey))}
        >
          {fill(m.lists.removeInput, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

function CorrelationItem({ index, keys }: { index: number; keys: readonly string[] }) {
  const { store, m, lang } = useEditor();
  const doc = store((s) => s.doc);
  const base = `uncertainty.correlations[${index}]`;
  const label = (key: string): string => {
    const target = targetOf(key);
    return target ? candidateLabel(m, { group: target.group, key: target.def.key, item: target.item }, doc) : key;
  };
  const idA = useId();
  const idB = useId();
  const issuesA = useIssuesAt(`${base}.a`);
  const issuesB = useIssuesAt(`${base}.b`);
  const issuesRow = useIssuesAt(base);
  const pick = (side: 'a' | 'b', id: string, issues: readonly ScenarioIssueLike[]) => {
    const current = selectField({ doc }, `${base}.${side}`);
    const value = typeof current === 'string' ? current : '';
    return (
      <div className="ed-field">
        <label htmlFor={id} className="ed-field__label">
          {side === 'a' ? m.lists.correlationA : m.lists.correlationB}
        </label>
        <div className="ed-field__control">
          <select id={id} className="ed-input ed-select" value={value} onChange={(e) => store.getState().setField(`${base}.${side}`, e.target.value)}>
            {keys.includes(value) ? null : <option value={value}>{value}</option>}
            {keys.map((k) => (
              <option key={k} value={k}>
                {label(k)}
              </option>
            ))}
          </select>
        </div>
        {issues.map((issue, i) => (
          <p key={i} className="ed-field__error" lang={lang}>
            {issueText(issue, lang, true)}
          </p>
        ))}
      </div>
    );
  };
  return (
    <fieldset className="ed-item">
      <legend className="ed-item__legend">{fill(m.lists.correlation, { n: index + 1 })}</legend>
      <div className="ed-grid">
        {pick('a', idA, issuesA)}
        {pick('b', idB, issuesB)}
        <NumberField
          path={`${base}.rho`}
          label={m.lists.correlationRho}
          help={m.lists.correlationsHelp}
          format={{ kind: 'number', allowNegative: true }}
          optional={false}
          issues={useIssuesAt(`${base}.rho`)}
        />
      </div>
      {issuesRow.map((issue, i) => (
        <p key={i} className="ed-field__error" lang={lang}>
          {issueText(issue, lang, true)}
        </p>
      ))}
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button ed-button--quiet"
          onClick={() =>
            store.getState().applyEdit((d) => {
              const list = selectField({ doc: d }, 'uncertainty.correlations');
              if (!Array.isArray(list)) return d;
              const rest = list.filter((_, i) => i !== index);
              return setIn(d, 'uncertainty.correlations', rest.length > 0 ? rest : undefined);
            })
          }
        >
          {fill(m.lists.removeCorrelation, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

type ScenarioIssueLike = Parameters<typeof issueText>[0];

function Correlations({ keys }: { keys: readonly string[] }) {
  const { store, m, lang } = useEditor();
  const list = store((s) => selectField(s, 'uncertainty.correlations'));
  const count = Array.isArray(list) ? list.length : 0;
  const matrixIssues = useIssuesAt('uncertainty.correlations');
  return (
    <>
      <h3 className="ed-subtitle">{m.lists.correlations}</h3>
      <p className="ed-muted">{m.lists.correlationsHelp}</p>
      {Array.from({ length: count }, (_, i) => (
        <CorrelationItem key={i} index={i} keys={keys} />
      ))}
      {matrixIssues.map((issue, i) => (
        <p key={i} className="ed-field__error" lang={lang} role="alert">
          {issueText(issue, lang, true)}
        </p>
      ))}
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button"
          disabled={keys.length < 2}
          onClick={() =>
            store.getState().applyEdit((d) => {
              const current = selectField({ doc: d }, 'uncertainty.correlations');
              const items = Array.isArray(current) ? current : [];
              return setIn(d, 'uncertainty.correlations', [...items, { a: keys[0], b: keys[1], rho: 0.5 }]);
            })
          }
        >
          {m.lists.addCorrelation}
        </button>
        {keys.length < 2 ? <span className="ed-muted">{m.lists.needTwoInputs}</span> : null}
      </div>
    </>
  );
}

function UncertaintyContent() {
  const { store, m } = useEditor();
  const keys = splitKey(store(selectUncertaintyKeysKey));
  const doc = store((s) => s.doc);
  const next = uncertaintyCandidates(doc).find((c) => !keys.includes(c.path));
  return (
    <>
      <FieldGrid group="uncertainty" defs={FIELDS.uncertainty} />
      <h3 className="ed-subtitle">{m.lists.inputs}</h3>
      {keys.map((key, i) => (
        <InputItem key={key} index={i} inputKey={key} used={keys} />
      ))}
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button"
          disabled={!next}
          onClick={() => {
            if (!next || !doc) return;
            store.getState().setField(formatPath(['uncertainty', 'inputs', next.path]), initialDistribution(doc, next));
          }}
        >
          {m.lists.addInput}
        </button>
        {next ? null : <span className="ed-muted">{m.lists.noCandidates}</span>}
      </div>
      <Correlations keys={keys} />
    </>
  );
}

export function UncertaintySection() {
  return (
    <SectionCard section="uncertainty" optional="uncertainty">
      <UncertaintyContent />
    </SectionCard>
  );
}
