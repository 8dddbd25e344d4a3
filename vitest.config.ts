import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests: models, electron main logic (with a fake `electron` module), renderer logic.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
    pool: 'forks',
  },
});
