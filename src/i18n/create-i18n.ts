import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './detect-language';
import { LANGUAGE_STORAGE_KEY, type Language } from './languages';
import { CJK_SPACING, markPlaceholders } from './cjk-spacing';
import { resources } from './resources';
import { cacheTranslations } from './cached-t';

// The zh-CN texts with their placeholders marked where a Latin value may meet Chinese (cjk-spacing.ts).
const spacedResources = { ...resources, 'zh-CN': markPlaceholders(resources['zh-CN']) };

export interface LanguageEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  osLanguages: readonly string[];
  document: Document | null;
}

// One i18next instance, initialised synchronously (resources are bundled), starting in the
// remembered or OS language; <html lang> and the window title follow every change.
export function createI18n(env: LanguageEnvironment): i18n {
  const instance = createInstance();
  const lng = detectLanguage(readStored(env.storage), env.osLanguages);
  instance.use(initReactI18next).use(CJK_SPACING).init({
    resources: spacedResources,
    postProcess: [CJK_SPACING.name],
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh-CN'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Components' translators remember their strings per language (cached-t.ts).
  cacheTranslations(instance);
  const doc = env.document;
  if (doc) {
    const sync = () => {
      doc.documentElement.lang = instance.language;
      doc.title = instance.t('app.documentTitle');
    };
    sync();
    instance.on('languageChanged', sync);
  }
  return instance;
}

// Called only on an explicit choice, so a user who never picks keeps following the OS.
export function rememberLanguage(storage: Pick<Storage, 'setItem'> | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled or full; the choice then lasts for this session only.
  }
}

function readStored(storage: LanguageEnvironment['storage']): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function browserLanguageEnvironment(): LanguageEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const osLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { storage, osLanguages, document };
}
