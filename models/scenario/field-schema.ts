// The zod schema each field spec (fields.ts) becomes: bilingual issues and defaults. Apart from
// fields.ts so that reading the field tables does not load zod.
import { z } from './zod';
import { checkField, type FieldOut, type FieldSpec, type FieldTable } from './fields';

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
