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
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const out = next.map((item, i) => {
      const kept = i < previous.length ? keepEqual(previous[i], item) : item;
      if (!Object.is(kept, previous[i])) same = false;
      return kept;
    });
    return (same ? previous : out) as T;
  }
  if (isPlain(next)) {
    if (!isPlain(previous)) return next;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const had = Object.hasOwn(previous, key);
      const kept = had ? keepEqual(previous[key], next[key]) : next[key];
      if (!had || !Object.is(kept, previous[key])) same = false;
      out[key] = kept;
    }
    return (same ? previous : out) as T;
  }
  return next;
}
