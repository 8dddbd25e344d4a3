// Uncertainty: trials, seed, hurdle, and the uncertain inputs — each names a numeric field of
// this scenario (picked from a list) with a distribution whose parameters are entered in that
// field's own unit (percent for fractions).

import { useId } from 'react';
import type { Distribution } from '../../models/scenario';
import { formatPath, setIn } from '../store/path';
import { renameUncertaintyInput } from '../store/doc-edits';
import { selectField, selectUncertaintyKeysKey, splitKey } from '../store/selectors';
import { useCurrency, useEditor, useIssuesAt } from './editor-context';
import { enumOptions, FieldGrid } from './field';
import { FIELDS, fieldText, numberFormat } from './field-defs';
import type { FieldGroup } from './field-defs';
import { issueText } from './issues';
import type { FieldFormat } from './unit-input';
import type { EditorMessages } from './messages';
import { fill } from './messages';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { SectionCard } from './section-card';
import { convertDistribution, initialDistribution, targetOf, uncertaintyCandidates } from './uncertainty-paths';
import type { UncertaintyCandidate } from './uncertainty-paths';
import { unitText } from './units';
import type { Doc } from '../store/doc-edits';

const PARAMS: Record<Distribution['dist'], readonly ('min' | 'mode' | 'max' | 'mean' | 'sd')[]> = {
  triangular: ['min', 'mode', 'max'],
  uniform: ['min', 'max'],
  normal: ['mean', 'sd'],
  discrete: [],
};

function groupLabel(m: EditorMessages, group: FieldGroup, item: number | undefined, doc: Doc | null): string {
  const g = m.groups;
  switch (group) {
    case 'generation': {
      const id = selectField({ doc }, `market.generations[${(item ?? 1) - 1}].id`);
      return fill(g.generation, { id: typeof id === 'string' ? id : String(item) });
    }
    case 'parity':
      return fill(g.parity, { n: item ?? 1 });
    case 'quote': {
      const p = selectField({ doc }, `quotes[${(item ?? 1) - 1}].provider`);
      return fill(g.quote, { n: item ?? 1, provider: typeof p === 'string' ? p : '' });
    }
    case 'site':
    case 'node':
    case 'investment':
    case 'rentVsBuy':
    case 'workload':
      return g[group];
    default:
      return '';
  }
}

export function candidateLabel(m: EditorMessages, c: Pick<UncertaintyCandidate, 'group' | 'key' | 'item'>, doc: Doc | null): string {
  return `${groupLabel(m, c.group, c.item, doc)} › ${fieldText(m, c.group, c.key).label}`;
}

function ParamField({ path, param, format, unit }: { path: string; param: string; format: FieldFormat; unit?: string }) {
  const { m } = useEditor();
  const { label, help } = fieldText(m, 'distribution', param);
  return <NumberField path={path} label={label} help={`${help} ${m.lists.inputParamsIn}`} format={format} unit={unit} optional={false} issues={useIssuesAt(path)} />;
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
      </div>
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button ed-button--quiet"
          onClick={() => store.getState().setField(base, undefined)}
        >
          {fill(m.lists.removeInput, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
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
