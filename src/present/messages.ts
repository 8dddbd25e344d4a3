// The editor's strings for a language (the objects wired into i18next under "editor"), and a
// tiny {{name}} filler, so components index typed objects instead of building i18next keys.

import { editorEn, editorZhCN } from '../i18n/areas/editor';
import { fillSpaced } from '../i18n/cjk-spacing';
import type { Language } from '../i18n/languages';

export type EditorMessages = typeof editorEn;

export function editorMessages(lang: Language): EditorMessages {
  return lang === 'zh-CN' ? editorZhCN : editorEn;
}

/** Fills `{{name}}`; a Latin value next to Chinese text gets a space (src/i18n/cjk-spacing.ts). */
export function fill(template: string, values: Record<string, string | number>): string {
  return fillSpaced(template, values);
}
