// The languages GPU Plan speaks — the app, the report and the CLI — as one type. Every bilingual
// message (models/scenario/messages.ts Bilingual) has one text per language.

export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
