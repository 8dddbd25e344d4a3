import type { Messages } from './en';

// Typed keys for t(): a misspelt key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
