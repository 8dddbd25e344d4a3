// The languages the renderer ships (one type for the app, the report and the CLI:
// models/language.ts), and where the user's choice is remembered.

import type { Language } from '../../models/language';

export { LANGUAGES, isLanguage, type Language } from '../../models/language';

export const LANGUAGE_STORAGE_KEY = 'gpuplan.language';

const LANGUAGE_OPTIONS = new Map<Language, { readonly lng: Language }>();

/**
 * `useTranslation(undefined, inLanguage(lang))`: the same options object for each language.
 * react-i18next rebuilds its options and translator lookup on every render when handed a new
 * object, which the results panel (redrawn for each edit) felt (issue 15).
 */
export function inLanguage(lang: Language): { readonly lng: Language } {
  let options = LANGUAGE_OPTIONS.get(lang);
  if (!options) {
    options = Object.freeze({ lng: lang });
    LANGUAGE_OPTIONS.set(lang, options);
  }
  return options;
}
