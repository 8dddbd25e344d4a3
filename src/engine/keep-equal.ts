// Structural sharing for the worker's answers: every answer arrives as a fresh copy (structured
// clone), so without this each edit would hand every chart a new object even where its part of
// the result did not change. keepEqual keeps the previous answer's objects wherever the new one
// is deep-equal to them, so memoized views (results panel sections, charts) skip what an edit did
// not change: a capacity edit redraws the capacity chart and the figures, not the price chart.

import { isPlainObject as isPlain } from '../store/path';

/**
 * `next`, with every part that is deep-equal to the same part of `previous` replaced by that part
 * of `previous` (so `previous` itself when the two are deep-equal). Numbers compare with
 * Object.is (NaN equals NaN; 0 and -0 differ); plain objects compare by own keys (order kept from
 * `next`), arrays by index; any other object is equal only to itself. Neither argument is changed.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  // Numbers and strings (most of an answer: its monthly series) are equal or not; only objects
  // and arrays are walked. A new container is built only when it takes a part of `previous`;
  // otherwise `next` itself is the answer (it is the worker's fresh copy, never changed here).
  if (typeof next !== 'object' || next === null || typeof previous !== 'object' || previous === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    let out: unknown[] | null = null;
    for (let i = 0; i < next.length; i++) {
      const item: unknown = next[i];
      const kept = i < previous.length ? keepEqual(previous[i], item) : item;
      if (same && !Object.is(kept, previous[i])) same = false;
      if (out === null && kept !== item) out = next.slice(0, i);
      if (out !== null) out.push(kept);
    }
    return (same ? previous : (out ?? next)) as T;
  }
  if (isPlain(next)) {
    if (!isPlain(previous)) return next;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    let out: Record<string, unknown> | null = null;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      const item = next[key];
      const had = Object.hasOwn(previous, key);
      const kept = had ? keepEqual(previous[key], item) : item;
      if (same && (!had || !Object.is(kept, previous[key]))) same = false;
      if (out === null && kept !== item) {
        out = {};
        for (let j = 0; j < k; j++) out[keys[j]] = next[keys[j]];
      }
      if (out !== null) out[key] = kept;
    }
    return (same ? previous : (out ?? next)) as T;
  }
  return next;
}
