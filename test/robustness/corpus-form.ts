// Bad text typed into the editor's form fields: every number and text field of the editor
// (src/editor/field-defs.ts) × typed inputs a user, a paste or an input method can produce.
// The chain checked is the editor's own: parseFieldInput refuses with a reason shown in both
// languages (nothing reaches the document), or its value goes into the document at the field's
// path and the loader accepts it (the engine gives finite results) or names that field.
import { FIELDS, fieldPath, isOptionalField, numberFormat, QUOTE_TERMS, type FieldDef, type FieldGroup } from '../../src/present/field-defs';
import type { FieldFormat } from '../../src/editor/unit-input';

export interface FormCase {
  id: string;
  group: FieldGroup;
  key: string;
  /** Document path of the field in the base scenario (the worked example with uncertainty). */
  path: string;
  text: string;
  /** Number fields: how the editor parses them. Absent: a text field (the text is stored as typed). */
  format?: FieldFormat;
  optional: boolean;
}

/** Typed into every number field. */
const NUMBER_INPUTS: readonly string[] = [
  '',
  ' ',
  '\u3000',
  'abc',
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '∞',
  '1e400',
  '-1e400',
  '1e308',
  '1e-400',
  '-5',
  '-0',
  '0',
  '1.5',
  '0.0000001',
  '1,000,000',
  '1,00',
  '12..5',
  '1.2.3',
  '0x10',
  '0b11',
  '1e',
  '.',
  '+',
  '-',
  '五',
  '１２',
  '١٢',
  '12 kW',
  '0.5 MW',
  '12000 W',
  '12 千瓦',
  '12 kg',
  '12 furlongs',
  '12 J/s',
  '1e309 kW',
  '-3 MW',
  '5 mW',
  '__proto__',
  'constructor',
  'toString',
  '1 W W',
  '%',
  '85 %',
  '100%',
  '-5%',
  '９'.repeat(400),
  '9'.repeat(400),
  `1${'0'.repeat(5000)}`,
  'a'.repeat(100_000),
  '12\u0000',
  '<script>alert(1)</script>',
  '1/0',
  '2+2',
  'unit("5 kW")',
  'import({})',
  '12 kW; evaluate("1")',
];

/** Typed into every text field. */
const TEXT_INPUTS: readonly string[] = [
  '',
  ' ',
  '__proto__',
  'constructor',
  '<img src=x onerror=alert(1)>',
  '\u0000\u0001\u001f',
  '\ud800',
  '𝟙𝟚𝟛 算力 🚀',
  'x'.repeat(2_000),
  'x'.repeat(100_000),
  '{"format":"gpuplan/scenario"}',
  'USD',
  'usd',
  'XXX', // ISO 4217's "no currency" code
  '12',
];

export function formCases(): FormCase[] {
  const cases: FormCase[] = [];
  const groups = [...(Object.entries(FIELDS) as [FieldGroup, FieldDef[]][]), ['quote', QUOTE_TERMS] as [FieldGroup, FieldDef[]]];
  for (const [group, defs] of groups) {
    if (group === 'distribution') continue; // its paths are built per uncertainty input; its numbers share the parser
    for (const def of defs) {
      if (def.kind !== 'number' && def.kind !== 'text') continue;
      const path = fieldPath(group, def.key, 0);
      const optional = isOptionalField(group, def.key);
      const format = def.kind === 'number' ? numberFormat(group, def) : undefined;
      const inputs = def.kind === 'number' ? NUMBER_INPUTS : TEXT_INPUTS;
      inputs.forEach((text, i) => cases.push({ id: `form/${path}/${i}`, group, key: def.key, path, text, format, optional }));
    }
  }
  return cases;
}
