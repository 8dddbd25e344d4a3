// Dev server for the scenario list harness only (not used by the app build or the tests).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { port: 5391, strictPort: true, fs: { allow: [fileURLToPath(new URL('../../..', import.meta.url))] } },
  logLevel: 'warn',
});
