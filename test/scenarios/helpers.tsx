// Rendering the scenario list in happy-dom with a real i18n instance and a recording platform.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { OpenFilesResult } from '../../electron/ipc';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Platform } from '../../src/platform/types';

export function recordingPlatform(openResults: OpenFilesResult[] = []) {
  const saved: { name: string; content: string }[] = [];
  const platform: Platform = {
    kind: 'web',
    getAppInfo: async () => ({ version: '0', platform: 'test', electron: '' }),
    openScenarioFiles: async () => openResults.shift() ?? { canceled: true, files: [] },
    saveScenarioFile: async (name, content) => {
      saved.push({ name, content });
      return { canceled: false, filePath: `/tmp/${name}` };
    },
    openJsonFile: async () => openResults.shift() ?? { canceled: true, files: [] },
    saveJsonFile: async (name, content) => {
      saved.push({ name, content });
      return { canceled: false, filePath: `/tmp/${name}` };
    },
    saveWorkbookFile: async () => ({ canceled: true }),
    exportPdf: async () => ({ canceled: true }),
    openLink: async () => false,
    onMenuCommand: () => () => {},
  };
  return { platform, saved };
}

export function renderWithI18n(ui: ReactElement, language: 'en' | 'zh-CN' = 'en') {
  const i18n = createI18n({ storage: null, osLanguages: [language], document: null });
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}
