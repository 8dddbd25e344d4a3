import { isLanguage, type Language } from './languages';

// The language to start in: the user's remembered choice, else the first of the OS languages
// that we ship (any zh* → zh-CN, any en* → en), else English.
export function detectLanguage(stored: string | null, osLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of osLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'zh') return 'zh-CN';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
