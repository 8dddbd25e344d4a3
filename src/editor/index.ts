// The scenario editor. Mount: <ScenarioEditor issues={issues} lang={lang} /> (see scenario-editor.tsx).
export { ScenarioEditor } from './scenario-editor';
export type { ScenarioEditorProps } from './scenario-editor';
export { parseFieldInput, formatFieldValue, toPercent, fromPercent } from './unit-input';
export type { FieldFormat, InputError, ParseResult, PowerUnit } from './unit-input';
