import { defineConfig } from 'vitest/config';

// End-to-end tests: real Chromium (cli/browser.ts picks it: GPUPLAN_CHROMIUM, an installed one, or the
// one bundled by npm install) driven by playwright-core against `vite preview`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 120000,
    fileParallelism: false,
    globalSetup: ['test/e2e/global-setup.ts'],
  },
});
