import { en } from './en';
import { zhCN } from './zh-CN';
import type { Language } from './languages';

export const resources = {
  en: { translation: en },
  'zh-CN': { translation: zhCN },
} satisfies Record<Language, { translation: typeof en }>;
