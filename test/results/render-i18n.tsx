// Renders UI under a real i18next instance (both languages loaded), as the app does. The provider
// is the render's wrapper, so `rerender` keeps it.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/i18n/create-i18n';

export function renderWithI18n(ui: ReactElement): RenderResult {
  const i18n = createI18n({ storage: null, osLanguages: ['en-US'], document: null });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { wrapper });
}
