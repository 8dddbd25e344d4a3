// Field specifications (type, range, default) and their checks; the zod schema each one becomes is
// in field-schema.ts, so that the field tables load without zod (the report page reads them). One
// table per section (field-specs.ts) drives validation, defaults, the uncertainty path check and
// serialization.
//
// Absent and null mean the same for a field: the default applies, or "is required" is reported.

import type { Bilingual } from './messages';
import type { IssueRange } from './types';
import {
  RULE_BOOLEAN,
  RULE_FINITE,
  RULE_NOT_EMPTY,
  RULE_TEXT,
  got,
  ruleMaxLength,
  ruleNotNumber,
  ruleOneOf,
  ruleRange,
  ruleRequired,
} from './messages';

export interface NumberSpec {
  readonly kind: 'number';
  /** Inclusive bounds. */
  readonly min?: number;
  readonly max?: number;
  /** Exclusive bounds. */
  readonly gt?: number;
  readonly lt?: number;
  readonly integer?: boolean;
  readonly default?: number;
  /** No default: absent stays undefined. */
  readonly optional?: boolean;
}

export interface StringSpec {
  readonly kind: 'string';
  readonly maxLength: number;
  readonly nonEmpty?: boolean;
  readonly default?: string;
  readonly optional?: boolean;
  readonly pattern?: RegExp;
  readonly patternRule?: Bilingual;
}

export interface EnumSpec<V extends string = string> {
  readonly kind: 'enum';
  readonly values: readonly V[];
  readonly default?: V;
  readonly optional?: boolean;
}

export interface BooleanSpec {
  readonly kind: 'boolean';
  readonly default?: boolean;
  readonly optional?: boolean;
}

export type FieldSpec = NumberSpec | StringSpec | EnumSpec | BooleanSpec;

export function num<const S extends Omit<NumberSpec, 'kind'>>(spec: S): S & { kind: 'number' } {
  return { ...spec, kind: 'number' };
}
export function text<const S extends Omit<StringSpec, 'kind'>>(spec: S): S & { kind: 'string' } {
  return { ...spec, kind: 'string' };
}
export function oneOf<const V extends string, const S extends Omit<EnumSpec<V>, 'kind' | 'values'>>(
  values: readonly V[],
  spec: S,
): S & { kind: 'enum'; values: readonly V[] } {
  return { ...spec, kind: 'enum', values };
}
export function flag<const S extends Omit<BooleanSpec, 'kind'>>(spec: S): S & { kind: 'boolean' } {
  return { ...spec, kind: 'boolean' };
}

type Base<S> = S extends { kind: 'number' }
  ? number
  : S extends { kind: 'string' }
    ? string
    : S extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : S extends { kind: 'boolean' }
        ? boolean
        : never;

/** The normalized type of a field: optional fields without a default may be undefined. */
export type FieldOut<S> = S extends { optional: true } ? Base<S> | undefined : Base<S>;

export type FieldTable = Record<string, FieldSpec>;
export type TableOut<T extends FieldTable> = { [K in keyof T]: FieldOut<T[K]> };

function isRequired(spec: FieldSpec): boolean {
  return spec.default === undefined && spec.optional !== true;
}

/** Problems with a present value, or null when it is fine. */
export function checkNumber(spec: NumberSpec, value: unknown): Bilingual | null {
  if (typeof value !== 'number') return got(ruleNotNumber(spec.integer === true), value);
  if (!Number.isFinite(value)) return got(RULE_FINITE, value);
  const bad =
    (spec.integer === true && !Number.isInteger(value)) ||
    (spec.min !== undefined && value < spec.min) ||
    (spec.max !== undefined && value > spec.max) ||
    (spec.gt !== undefined && value <= spec.gt) ||
    (spec.lt !== undefined && value >= spec.lt);
  if (!bad) return null;
  const { min, max, gt, lt, integer } = spec;
  const range: IssueRange = { value };
  for (const [k, v] of [['min', min], ['max', max], ['gt', gt], ['lt', lt]] as const) if (v !== undefined) range[k] = v;
  if (integer === true) range.integer = true;
  return { ...got(ruleRange(spec), value), range };
}

function checkPresent(spec: FieldSpec, value: unknown): Bilingual | null {
  switch (spec.kind) {
    case 'number':
      return checkNumber(spec, value);
    case 'string':
      if (typeof value !== 'string') return got(RULE_TEXT, value);
      if (spec.nonEmpty === true && value.trim() === '') return got(RULE_NOT_EMPTY, value);
      if (value.length > spec.maxLength) return ruleMaxLength(spec.maxLength, value.length);
      if (spec.pattern && !spec.pattern.test(value)) return got(spec.patternRule ?? RULE_TEXT, value);
      return null;
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value) ? null : got(ruleOneOf(spec.values), value);
    case 'boolean':
      return typeof value === 'boolean' ? null : got(RULE_BOOLEAN, value);
  }
}

/** Problems with a field's value (absent included), or null. */
export function checkField(spec: FieldSpec, value: unknown): Bilingual | null {
  if (value === undefined || value === null) return isRequired(spec) ? ruleRequired(value) : null;
  return checkPresent(spec, value);
}
