// Field paths such as "investment.utilization", "market.generations[0].price" or
// "quotes[2].pricePerGPUHour": what an uncertainty input may name, plus get/set helpers for the
// Monte Carlo and tornado code. Any numeric field of a section, a generation, a parity rule or a
// quote qualifies; whole-number fields (months, counts) take draws rounded half up (docs/model.md › Uncertainty).

import type { NumberSpec } from './fields';
import type { Bilingual } from './messages';
import { EXIT_FIELDS, GENERATION_FIELDS, PARITY_FIELDS, QUOTE_FIELDS, RENEWAL_FIELDS, SECTION_FIELDS, TRANCHE_FIELDS } from './field-specs';
import type { Scenario } from './types';
import { getAt, isRecord, parseFieldPath, type PathSegment } from '../path';

// The grammar is the one path module's (models/path.ts).
export { getAt, type PathSegment };


export type ResolvedPath = { ok: true; segments: PathSegment[]; spec: NumberSpec } | { ok: false; reason: Bilingual };

function splitPath(path: string): PathSegment[] | null {
  return parseFieldPath(path);
}

function specFor(segments: PathSegment[]): NumberSpec | undefined {
  const [a, b, c, d] = segments;
  let table: Record<string, { kind: string }> | undefined;
  let field: PathSegment | undefined;
  if (segments.length === 2 && typeof a === 'string' && Object.hasOwn(SECTION_FIELDS, a)) {
    table = SECTION_FIELDS[a as keyof typeof SECTION_FIELDS];
    field = b;
  } else if (segments.length === 4 && a === 'market' && typeof c === 'number') {
    table = b === 'generations' ? GENERATION_FIELDS : b === 'parity' ? PARITY_FIELDS : undefined;
    field = d;
  } else if (segments.length === 3 && a === 'investment' && (b === 'renewal' || b === 'exit')) {
    // exit and renewal sub-sections: "investment.renewal.probability" (a discrete 0/1 draw), "investment.exit.evEbitdaMultiple".
    table = b === 'renewal' ? RENEWAL_FIELDS : EXIT_FIELDS;
    field = c;
  } else if (segments.length === 4 && a === 'investment' && b === 'tranches' && typeof c === 'number') {
    // Fleet: a tranche's field ("investment.tranches[1].deliveryMonth").
    table = TRANCHE_FIELDS;
    field = d;
  } else if (segments.length === 3 && a === 'quotes' && typeof b === 'number') {
    table = QUOTE_FIELDS;
    field = c;
  }
  if (!table || typeof field !== 'string' || !Object.hasOwn(table, field)) return undefined;
  const spec = table[field];
  return spec.kind === 'number' ? (spec as NumberSpec) : undefined;
}

/** Parse a path and find its field spec (no data needed). */
export function resolveNumericPath(path: string): ResolvedPath {
  const segments = splitPath(path);
  const spec = segments ? specFor(segments) : undefined;
  if (!segments || !spec) {
    return {
      ok: false,
      reason: {
        en: 'must name a numeric field of the scenario, e.g. "investment.utilization" or "quotes[0].pricePerGPUHour"',
        'zh-CN': '必须指向方案中的数值字段，例如 "investment.utilization" 或 "quotes[0].pricePerGPUHour"',
      },
    };
  }
  // Whole-number fields (months, counts) may be uncertain since uncertainty: draws are rounded half up.
  return { ok: true, segments, spec };
}


/** True when the field exists in a (raw) document: its container is there and it has a value or a default. */
export function numericFieldExists(data: unknown, segments: readonly PathSegment[], spec: NumberSpec): boolean {
  const container = getAt(data, segments.slice(0, -1));
  if (!isRecord(container)) return false;
  const value = container[segments[segments.length - 1] as string];
  return typeof value === 'number' || spec.default !== undefined;
}

/** The number at `path` in a normalized scenario, or undefined. */
export function readNumber(scenario: Scenario, path: string): number | undefined {
  const r = resolveNumericPath(path);
  if (!r.ok) return undefined;
  const v = getAt(scenario, r.segments);
  return typeof v === 'number' ? v : undefined;
}

/**
 * A copy of `scenario` with `value` at `path` (only the objects along the path are copied).
 * Throws when the path does not name an existing numeric field.
 */
export function withNumber(scenario: Scenario, path: string, value: number): Scenario {
  const r = resolveNumericPath(path);
  if (!r.ok) throw new Error(`${path}: ${r.reason.en}`);
  if (typeof getAt(scenario, r.segments) !== 'number') throw new Error(`${path}: no such field in this scenario`);
  return setAt(scenario, r.segments, value);
}

function setAt<T>(root: T, segments: readonly PathSegment[], value: number): T {
  const copy = (node: unknown, depth: number): unknown => {
    if (depth === segments.length) return value;
    const seg = segments[depth];
    if (Array.isArray(node)) {
      const arr = node.slice();
      arr[seg as number] = copy(node[seg as number], depth + 1);
      return arr;
    }
    const obj = { ...(node as Record<string, unknown>) };
    obj[seg as string] = copy((node as Record<string, unknown>)[seg as string], depth + 1);
    return obj;
  };
  // `copy` rebuilds the same shape with one number replaced.
  return copy(root, 0) as T;
}

/** Lowest and highest value the field accepts (exclusive bounds reported as such). */
export function numericFieldBounds(path: string): { min: number; max: number; minExclusive: boolean; maxExclusive: boolean } | undefined {
  const r = resolveNumericPath(path);
  if (!r.ok) return undefined;
  const s = r.spec;
  return {
    min: s.min ?? s.gt ?? -Infinity,
    max: s.max ?? s.lt ?? Infinity,
    minExclusive: s.min === undefined && s.gt !== undefined,
    maxExclusive: s.max === undefined && s.lt !== undefined,
  };
}
