// Issue 34: components' translators remember their strings per language (src/i18n/cached-t.ts).
// A remembered string must never outlive its language or its resources, and calls that differ in
// any option must not share one.
import { createInstance, type i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheTranslations, MAX_CACHED } from '../../src/i18n/cached-t';
import { createI18n } from '../../src/i18n/create-i18n';

type LooseT = (key: string | string[], options?: Record<string, unknown>) => string;
/** The test resources' keys are not the app's typed ones. */
const fixed = (instance: i18n, lng: string | null, prefix?: string): LooseT => (instance.getFixedT as unknown as (...a: unknown[]) => LooseT)(lng, null, prefix);

function instanceWith(translate: (key: string) => void): i18n {
  const instance = createInstance();
  instance.init({
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { hello: 'Hello', gpus_one: '{{count}} GPU', gpus_other: '{{count}} GPUs', named: 'Hi {{name}}', prefix: { inner: 'Inner' } } },
      'zh-CN': { translation: { hello: '你好', gpus_other: '{{count}} 张 GPU', named: '你好 {{name}}' } },
    },
  });
  // Counts the translations i18next itself makes (a cache hit makes none).
  const t = instance.t.bind(instance);
  instance.t = ((key: string, ...rest: unknown[]) => {
    translate(key);
    return (t as unknown as (...a: unknown[]) => unknown)(key, ...rest);
  }) as unknown as i18n['t'];
  cacheTranslations(instance);
  return instance;
}

describe('cacheTranslations', () => {
  it('translates a key once per language, with the same text each time', () => {
    const calls = vi.fn();
    const instance = instanceWith(calls);
    const t = fixed(instance, 'en');
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    expect(fixed(instance, 'en')('hello')).toBe('Hello');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(fixed(instance, 'zh-CN')('hello')).toBe('你好');
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('keeps calls with different options apart: counts (1 vs "1" too), names, key prefixes', () => {
    const instance = instanceWith(() => {});
    const t = fixed(instance, 'en');
    expect(t('gpus', { count: 1 })).toBe('1 GPU');
    expect(t('gpus', { count: 2 })).toBe('2 GPUs');
    expect(t('gpus', { count: 1 })).toBe('1 GPU');
    expect(t('named', { name: 'Ann' })).toBe('Hi Ann');
    expect(t('named', { name: 'Bo' })).toBe('Hi Bo');
    expect(fixed(instance, 'en', 'prefix')('inner')).toBe('Inner');
    expect(t('inner')).toBe('inner'); // no prefix: a missing key, not the prefixed one remembered
    expect(fixed(instance, 'zh-CN')('gpus', { count: 2 })).toBe('2 张 GPU');
  });

  it('a translator without a language of its own follows a language change', () => {
    const instance = instanceWith(() => {});
    const t = fixed(instance, null);
    expect(t('hello')).toBe('Hello');
    instance.changeLanguage('zh-CN');
    expect(t('hello')).toBe('你好');
  });

  it('forgets its strings when resources change', () => {
    const instance = instanceWith(() => {});
    const t = fixed(instance, 'en');
    expect(t('hello')).toBe('Hello');
    instance.addResource('en', 'translation', 'hello', 'Hello again');
    expect(t('hello')).toBe('Hello again');
  });

  it('passes calls it cannot key straight through (object values, key lists), every time', () => {
    const calls = vi.fn();
    const instance = instanceWith(calls);
    const t = fixed(instance, 'en');
    expect(t('named', { name: { toString: () => 'Obj' } })).toBe('Hi Obj');
    expect(t('named', { name: { toString: () => 'Obj' } })).toBe('Hi Obj');
    expect(t(['missing', 'hello'])).toBe('Hello');
    expect(t(['missing', 'hello'])).toBe('Hello');
    expect(calls).toHaveBeenCalledTimes(4);
  });

  it('stays bounded: past MAX_CACHED strings it starts afresh and still answers right', () => {
    const calls = vi.fn();
    const instance = instanceWith(calls);
    const t = fixed(instance, 'en');
    for (let n = 0; n <= MAX_CACHED + 5; n++) expect(t('gpus', { count: n })).toBe(n === 1 ? '1 GPU' : `${n} GPUs`);
    calls.mockClear();
    expect(t('gpus', { count: 3 })).toBe('3 GPUs');
    expect(calls).toHaveBeenCalledTimes(1); // dropped when the cache started afresh
  });

  it("the app's instance: what a component's t gives is i18next's own text, zh-CN spacing included, at every call", () => {
    const app = createI18n({ storage: null, osLanguages: ['zh-CN'], document: null });
    const t = app.getFixedT('zh-CN');
    // app.t is i18next's translator, not wrapped: the reference.
    const expected = app.t('results.computedIn', { ms: '1.5', lng: 'zh-CN' });
    expect(expected).toMatch(/[\u4e00-\u9fff]/);
    expect(t('results.computedIn', { ms: '1.5' })).toBe(expected);
    expect(t('results.computedIn', { ms: '1.5' })).toBe(expected);
    expect(app.getFixedT('en')('results.computedIn', { ms: '1.5' })).toBe(app.t('results.computedIn', { ms: '1.5', lng: 'en' }));
  });
});
