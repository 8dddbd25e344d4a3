// The editor's strings for a language (the objects wired into i18next under "editor"), and a
// tiny {{name}} filler, so components index typed objects instead of building i18next keys.

import { editorEn, editorZhCN } from '../i18n/areas/editor';
import type { Language } from '../i18n/languages';

export type EditorMessages = typeof editorEn;

export function editorMessages(lang: Language): EditorMessages {
  return lang === 'zh-CN' ? editorZhCN : editorEn;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
