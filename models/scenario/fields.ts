// Field specifications (type, range, default) and the zod schema each one becomes. One table per
// section (field-specs.ts) drives validation, defaults, the uncertainty path check and serialization.
//
// Absent and null mean the same for a field: the default applies, or "is required" is reported.

import { z } from './zod';
import type { Bilingual } from './messages';
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
  return bad ? got(ruleRange(spec), value) : null;
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

/** A zod schema for one field: reports bilingual issues (in `params`) and applies the default. */
export function fieldSchema(spec: FieldSpec): z.ZodType<unknown> {
  const schema = z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = checkField(spec, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.en, params: { bilingual: problem } });
    })
    .transform((value) => (value === undefined || value === null ? spec.default : value));
  // zod 4 reports a missing key unless the schema is marked optional or has a default.
  if (spec.default !== undefined) return schema.default(spec.default);
  return spec.optional === true ? schema.optional() : schema;
}

/** A zod object shape for a field table; the output type follows the specs. */
export function shapeOf<T extends FieldTable>(table: T): { [K in keyof T]: z.ZodType<FieldOut<T[K]>> } {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const key of Object.keys(table)) shape[key] = fieldSchema(table[key]);
  // The checks above guarantee each output matches its spec; TypeScript cannot follow that link.
  return shape as { [K in keyof T]: z.ZodType<FieldOut<T[K]>> };
}
