// Renders UI under a real i18next instance (both languages loaded), as the app does.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/i18n/create-i18n';

export function renderWithI18n(ui: ReactElement): RenderResult {
  const i18n = createI18n({ storage: null, osLanguages: ['en-US'], document: null });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
