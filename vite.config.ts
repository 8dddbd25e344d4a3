import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pdfService } from './scripts/pdf-service.mjs';

// The renderer is served from app://gpuplan/ in Electron and from http://127.0.0.1 in a plain
// browser; relative asset URLs work under both.
export default defineConfig({
  root: 'src',
  base: './',
  // pdfService: the browser build's "Export PDF" (POST /__gpuplan/pdf on the preview server).
  plugins: [react(), pdfService()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: { main: 'src/index.html', report: 'src/report.html' } },
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: false },
});
