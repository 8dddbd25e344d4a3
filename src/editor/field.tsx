// One field of a form, from its definition (field-defs.ts): picks the input kind, the label and
// help in the UI language, the unit with the scenario's currency, the issues at its path and the
// catalogue source of its value.

import { BYTES_PER_PARAM } from '../../models/scenario/field-specs';
import { setPlanCurrency } from '../store/catalogue-money';
import { catalogueGapFor, catalogueSourceFor } from './catalogue-fill';
import { gapText } from './catalogue-gap';
import { CheckboxField } from './checkbox-field';
import type { ScenarioIssue } from '../../models/scenario';
import { useCurrency, useEditor, useFieldValue, useIssuesAt } from './editor-context';
import { defaultOf, fieldPath, fieldText, isOptionalField, numberFormat } from '../present/field-defs';
import type { FieldDef, FieldGroup } from '../present/field-defs';
import type { EditorMessages } from '../present/messages';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import type { SelectOption } from './select-field';
import { TextField } from './text-field';
import { formatFieldValue } from './unit-input';
import { unitText } from '../present/units';
import { splitKey, selectGenerationNamesKey } from '../store/selectors';
import { catalogueGpu } from '../store/doc-edits';
import { generationName } from '../../models/glossary';
import { DEFAULT_GPU_BLOCK, DEFAULT_SPOT_OVERHEAD } from '../../models/portfolio/offers';

type Group = Exclude<FieldGroup, 'distribution'>;

export function enumOptions(m: EditorMessages, options: Extract<FieldDef, { kind: 'enum' }>['options']): SelectOption[] {
  const table = m.options[options] as Record<string, string>;
  // Numeric keys ("2", "1", "0.5") would come out in integer order: precision follows BYTES_PER_PARAM.
  const values = options === 'precision' ? BYTES_PER_PARAM.map(String) : Object.keys(table);
  return values.map((value) => ({ value, label: table[value] }));
}

function usePlaceholder(group: Group, def: FieldDef, index: number): string | undefined {
  const { m, store } = useEditor();
  const nodeModel = useFieldValue('node.gpuModel');
  const generationId = useFieldValue(group === 'generation' ? fieldPath('generation', 'id', index) : 'node.gpuModel');
  const catalogueMemory = store((s) => (group === 'sizing' && def.key === 'gpuMemoryGB' ? (catalogueGpu(s.doc)?.memoryGB.value ?? null) : null));
  if (group === 'investment' && def.key === 'gpus') return m.placeholders.deliverableGpus;
  if (group === 'parity' && def.key === 'fromMonth') return m.placeholders.newerAvailableMonth;
  if (group === 'uncertainty' && def.key === 'hurdleRate') return m.placeholders.discountRate;
  if (group === 'investment' && def.key === 'startDate') return m.placeholders.isoDate;
  if (group === 'quote' && def.key === 'gpuModel' && typeof nodeModel === 'string') return nodeModel;
  // docs/model.md › Quotes › Terms: an empty price is "not stated" (not quoted), distinct from an explicit 0 (free).
  if (group === 'quote' && (def.key === 'storagePerTBMonth' || def.key === 'egressPerGB')) return m.placeholders.notStated;
  if (group === 'quote' && def.key === 'burstPrice') return m.placeholders.noBurst;
  if (group === 'workload' && def.key === 'bridgePrice') return m.placeholders.notBridged;
  if (group === 'generation' && def.key === 'label' && typeof generationId === 'string') return generationId;
  if (group === 'sizing' && def.key === 'gpuMemoryGB' && catalogueMemory !== null) return String(catalogueMemory);
  // demand plan offers: what an empty field means for the engine (models/portfolio/offers.ts).
  if (group === 'offer' && def.kind === 'number') {
    const format = numberFormat(group, def);
    if (def.key === 'maxGPUs') return m.portfolio.unlimited;
    if (def.key === 'startFrom') return m.portfolio.monthOne;
    if (def.key === 'gpuBlock') return formatFieldValue(DEFAULT_GPU_BLOCK, format);
    if (def.key === 'availability') return formatFieldValue(1, format);
    if (def.key === 'overhead') return formatFieldValue(DEFAULT_SPOT_OVERHEAD, format);
  }
  const fallback = defaultOf(group, def.key);
  if (fallback === undefined || def.kind !== 'number') return undefined;
  return formatFieldValue(fallback, numberFormat(group, def));
}

export interface FieldProps {
  group: Group;
  def: FieldDef;
  /** List item index for generation, parity, quote and the demand plan's list fields. */
  index?: number;
  /** Replaces the plain write of a text or choice field. */
  onCommit?: (value: string | undefined) => void;
  /** Replaces the placeholder the field would show (one that depends on other fields). */
  placeholder?: string;
}

export function Field({ group, def, index = 0, onCommit, placeholder: placeholderOverride }: FieldProps) {
  const { store, m, lang } = useEditor();
  const currency = useCurrency();
  const path = fieldPath(group, def.key, index);
  const { label, help } = fieldText(m, group, def.key);
  const here = useIssuesAt(path);
  const optional = isOptionalField(group, def.key);
  const fallbackPlaceholder = usePlaceholder(group, def, index);
  const placeholder = placeholderOverride ?? fallbackPlaceholder;
  const source = store((s) => catalogueSourceFor(s.doc, path));
  // Primitives: a store selector must return the same value for the same state.
  const gapUSD = store((s) => catalogueGapFor(s.doc, path)?.usd);
  const gapCurrency = store((s) => catalogueGapFor(s.doc, path)?.currency);

  switch (def.kind) {
    case 'number':
      return (
        <NumberField
          path={path}
          label={label}
          help={help}
          format={numberFormat(group, def)}
          unit={unitText(def.unit, m, currency)}
          optional={optional}
          placeholder={placeholder}
          issues={here}
          source={source}
          gap={gapUSD !== undefined && gapCurrency ? gapText(m, lang, def.unit, { usd: gapUSD, currency: gapCurrency }) : undefined}
        />
      );
    case 'text':
      return (
        <TextField
          path={path}
          label={label}
          help={help}
          optional={optional}
          multiline={def.multiline}
          suggestions={def.suggestions}
          placeholder={placeholder}
          issues={here}
          onCommit={onCommit ?? (group === 'top' && def.key === 'currency' ? (v) => store.getState().applyEdit((d) => setPlanCurrency(d, v)) : undefined)}
        />
      );
    case 'enum':
      return (
        <SelectField
          path={path}
          label={label}
          help={help}
          options={enumOptions(m, def.options)}
          emptyLabel={optional ? m.options.notStated : undefined}
          issues={here}
          numeric={def.options === 'precision'}
          onCommit={onCommit}
        />
      );
    case 'generation':
      return (
        <GenerationSelect
          path={path}
          label={label}
          help={help}
          emptyLabel={group === 'parity' ? undefined : group === 'investment' ? m.options.noGeneration : m.options.notStated}
          issues={here}
        />
      );
    case 'boolean':
      return <CheckboxField path={path} label={label} help={help} issues={here} />;
  }
}

/** A choice among the market's generations, shown by name (subscribes to the id/label list only here). */
function GenerationSelect(props: { path: string; label: string; help: string; emptyLabel?: string; issues: readonly ScenarioIssue[] }) {
  const { store, lang } = useEditor();
  const gens = splitKey(store(selectGenerationNamesKey)).map((line) => line.split('\t'));
  return <SelectField {...props} options={gens.filter(([id]) => id !== '').map(([id, label]) => ({ value: id, label: generationName(id, label, lang) }))} />;
}

/** The fields of one group as a grid. */
export function FieldGrid({ group, defs, index }: { group: Group; defs: readonly FieldDef[]; index?: number }) {
  return (
    <div className="ed-grid">
      {defs.map((def) => (
        <Field key={def.key} group={group} def={def} index={index} />
      ))}
    </div>
  );
}
