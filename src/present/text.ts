// Texts of the presentation layer in one language, without i18next: a dotted key into the same
// resources the app's i18next instance is built from (src/i18n/en.ts, zh-CN.ts), filled with
// {{name}} values. So a figure says the same words in the app, the report, the CLI and the workbook.
import { en } from '../i18n/en';
import { zhCN } from '../i18n/zh-CN';
import type { Language } from '../i18n/languages';
import { fill } from './messages';

export type Say = (key: string, values?: Record<string, string | number>) => string;

export function sayIn(lang: Language): Say {
  const root: unknown = lang === 'zh-CN' ? zhCN : en;
  return (key, values = {}) => {
    let node = root;
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
    // Like i18next, an unknown key reads as itself (a test names it rather than the page breaking).
    return typeof node === 'string' ? fill(node, values) : key;
  };
}
