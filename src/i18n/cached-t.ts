// Translated strings remembered per language (issue 34, an edit is cheaper to show). Each call of
// a component's `t` (i18next's fixed translator) copies i18next's whole options object, resolves
// the key through the store and runs the post-processor: a few microseconds, but the results panel
// makes hundreds of such calls for each edit with the same keys and values. The same call gives
// the same text until the language or the resources change, so it is looked up once.
import type { i18n, TFunction } from 'i18next';

/** Entries kept before the cache starts afresh (interpolated numbers make new keys at each edit). */
export const MAX_CACHED = 4000;

type Primitive = string | number | boolean | null | undefined;

/** The call's options as part of a cache key; null when they cannot be one (objects, functions, arrays). */
function optionsKey(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  let out = '';
  for (const [name, value] of Object.entries(options as Record<string, unknown>)) {
    const type = typeof value;
    if (value !== null && type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined') return null;
    // The type is part of the key: 1 and '1' may translate differently (plurals take numbers).
    out += `\u0002${name}\u0003${type}\u0003${String(value as Primitive)}`;
  }
  return out;
}

function listKey(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\u0004');
  return null;
}

/**
 * Makes `instance.getFixedT` (what react-i18next's useTranslation hands components as `t`) return
 * translators that remember their strings: a call with a string key and options of plain values
 * (or none) is translated once per language; anything else (key lists, selector functions, object
 * values, non-string results) goes straight to i18next. The memory is dropped when the language
 * changes or resources are added or removed. Returns the function that drops it.
 */
export function cacheTranslations(instance: i18n): () => void {
  const cache = new Map<string, string>();
  const clear = () => cache.clear();
  instance.on('languageChanged', clear);
  instance.on('loaded', clear);
  instance.store?.on('added', clear);
  instance.store?.on('removed', clear);
  type Translate = (...args: unknown[]) => unknown;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate & Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOpts?: { scopeNs?: unknown }) => {
    const fixed = getFixedT(lng, ns, keyPrefix, fixedOpts);
    const lngKey = listKey(lng);
    const nsKey = listKey(ns);
    const prefixKey = listKey(keyPrefix);
    const scopeKey = listKey(fixedOpts?.scopeNs);
    const base = lngKey === null || nsKey === null || prefixKey === null || scopeKey === null ? null : `${nsKey}\u0001${prefixKey}\u0001${scopeKey}\u0001`;
    const cached = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
      const opts = base === null || typeof key !== 'string' || rest.length > 0 ? null : optionsKey(options);
      if (opts === null) return fixed(key, options, ...rest);
      // Without a language of its own the translator follows the instance's current one.
      const id = `${lngKey || instance.language}\u0001${base}${key}\u0001${opts}`;
      const hit = cache.get(id);
      if (hit !== undefined) return hit;
      const text = fixed(key, options);
      if (typeof text === 'string') {
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(id, text);
      }
      return text;
    };
    return Object.assign(cached, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as unknown as TFunction;
  }) as i18n['getFixedT'];
  return clear;
}
