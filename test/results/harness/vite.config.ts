// Dev harness for the results / compare UI (not part of the app build): renders the worked
// example through the real engine worker so it can be looked at in Chromium.
//   ./node_modules/.bin/vite build --config test/results/harness/vite.config.ts
//   ./node_modules/.bin/vite preview --config test/results/harness/vite.config.ts --port 4391
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: '/tmp/w3-harness-build', emptyOutDir: true, target: 'chrome130', chunkSizeWarningLimit: 4000 },
  preview: { host: '127.0.0.1', strictPort: true },
});
