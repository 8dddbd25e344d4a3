// Must stay the first import: sets up React Fast Refresh in `vite dev` without an inline
// script (the CSP forbids those); it is an empty module in production builds.
import '@vitejs/plugin-react/preamble';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { isMacPlatform } from './app/shortcut-label';
import { browserLanguageEnvironment, createI18n } from './i18n/create-i18n';
import { platform } from './platform';
import './styles/fonts.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

const languageEnvironment = browserLanguageEnvironment();
const i18n = createI18n(languageEnvironment);
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App platform={platform} storage={languageEnvironment.storage} isMac={isMacPlatform(navigator.platform)} />
    </I18nextProvider>
  </StrictMode>,
);
