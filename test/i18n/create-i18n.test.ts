// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createI18n, rememberLanguage } from '../../src/i18n/create-i18n';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('createI18n', () => {
  it('starts in the OS language and sets <html lang> and the title', () => {
    const i18n = createI18n({ storage: memoryStorage(), osLanguages: ['zh-CN', 'en'], document });
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('nav.scenarios')).toBe('方案');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('算力规划');
  });

  it('starts in the remembered language and follows changes', async () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' });
    const i18n = createI18n({ storage, osLanguages: ['zh-CN'], document });
    expect(i18n.t('nav.scenarios')).toBe('Scenarios');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('算力规划');
    // Changing the language does not by itself remember it: only an explicit choice does.
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const i18n = createI18n({ storage: broken, osLanguages: ['en-US'], document: null });
    expect(i18n.language).toBe('en');
    expect(() => rememberLanguage(broken, 'zh-CN')).not.toThrow();
  });

  it('interpolates without HTML-escaping (React escapes)', () => {
    const i18n = createI18n({ storage: null, osLanguages: ['en'], document: null });
    expect(i18n.t('workspace.versionFailed', { message: 'a < b & "c"' })).toBe('The version could not be saved: a < b & "c"');
  });

  it('remembers an explicit choice under the shared key', () => {
    const storage = memoryStorage();
    rememberLanguage(storage, 'zh-CN');
    expect(storage.data.get('gpuplan.language')).toBe('zh-CN');
  });
});
