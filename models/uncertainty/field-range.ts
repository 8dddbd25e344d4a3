// The valid range of a numeric field, from the scenario field specs (models/scenario/field-specs.ts),
// so sampled values always stay values the loader would accept.
// Exclusive bounds (gt/lt) become the nearest representable double inside them.
// Whole-number fields (GPU counts, months) are marked `integer`: samples are rounded (see
// distributions.ts). The loader currently refuses uncertainty inputs on whole-number fields; a
// scenario built in code may still name them.

import type { NumberSpec } from '../scenario/fields';
import {
  EXIT_FIELDS,
  RENEWAL_FIELDS,
  TRANCHE_FIELDS,
  GENERATION_FIELDS,
  PARITY_FIELDS,
  QUOTE_FIELDS,
  SECTION_FIELDS,
  TOP_FIELDS,
} from '../scenario/field-specs';
import type { PathSegment } from './paths';

export interface FieldRange {
  /** Inclusive lower bound. */
  min: number;
  /** Inclusive upper bound. */
  max: number;
  integer: boolean;
}

type Table = Readonly<Record<string, { kind: string }>>;

function tableAndField(segments: readonly PathSegment[]): [Table, string] | undefined {
  const [a, b, c, d] = segments;
  if (segments.length === 1 && a === 'horizonMonths') return [TOP_FIELDS, a];
  if (segments.length === 2 && typeof a === 'string' && typeof b === 'string' && Object.hasOwn(SECTION_FIELDS, a)) {
    return [SECTION_FIELDS[a as keyof typeof SECTION_FIELDS], b];
  }
  if (segments.length === 4 && a === 'market' && typeof c === 'number' && typeof d === 'string') {
    if (b === 'generations') return [GENERATION_FIELDS, d];
    if (b === 'parity') return [PARITY_FIELDS, d];
  }
  // exit and renewal sub-sections of the investment (the renewal's probability may be drawn as a 0/1).
  if (segments.length === 3 && a === 'investment' && typeof c === 'string') {
    if (b === 'renewal') return [RENEWAL_FIELDS, c];
    if (b === 'exit') return [EXIT_FIELDS, c];
  }
  if (segments.length === 3 && a === 'quotes' && typeof b === 'number' && typeof c === 'string') return [QUOTE_FIELDS, c];
  // Fleet: a tranche's fields ("investment.tranches[2].deliveryMonth": timing drawn like any input).
  if (segments.length === 4 && a === 'investment' && b === 'tranches' && typeof c === 'number' && typeof d === 'string') return [TRANCHE_FIELDS, d];
  return undefined;
}

/** The next double above x (x finite). */
export function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE;
  const f = new Float64Array([x]);
  const bits = new BigInt64Array(f.buffer);
  bits[0] += x > 0 ? 1n : -1n;
  return f[0];
}

/** The next double below x (x finite). */
export function nextDown(x: number): number {
  return -nextUp(-x);
}

/** The spec of a numeric field at `segments`, or undefined when the path names no numeric field. */
export function numberSpecAt(segments: readonly PathSegment[]): NumberSpec | undefined {
  const found = tableAndField(segments);
  if (!found) return undefined;
  const [table, field] = found;
  if (!Object.hasOwn(table, field)) return undefined;
  const spec = table[field];
  return isNumberSpec(spec) ? spec : undefined;
}

function isNumberSpec(spec: { kind: string }): spec is NumberSpec {
  return spec.kind === 'number';
}

/** Inclusive range of the numeric field at `segments`, or undefined when the path names none. */
export function fieldRange(segments: readonly PathSegment[]): FieldRange | undefined {
  const spec = numberSpecAt(segments);
  if (!spec) return undefined;
  const integer = spec.integer === true;
  let min = spec.min ?? (spec.gt !== undefined ? nextUp(spec.gt) : -Number.MAX_VALUE);
  let max = spec.max ?? (spec.lt !== undefined ? nextDown(spec.lt) : Number.MAX_VALUE);
  if (integer) {
    min = Math.ceil(min);
    max = Math.floor(max);
  }
  return { min, max, integer };
}
