// The languages the renderer ships (one type for the app, the report and the CLI:
// models/language.ts), and where the user's choice is remembered.

export { LANGUAGES, isLanguage, type Language } from '../../models/language';

export const LANGUAGE_STORAGE_KEY = 'gpuplan.language';
