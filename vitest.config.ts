import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests: models, electron main logic (with a fake `electron` module), renderer logic.
//
// Two projects. The engine's files (the models, the CLI run as a process, the workbook, the demand
// plan's solver, the architecture and font checks, the robustness properties) hold no state between
// tests beyond pure modules, so they share each worker's module cache (`isolate: false`): mathjs,
// HiGHS and the engine load once per worker instead of once per file (test/models alone: 156 s → 40 s
// on two busy cores). The renderer's files keep a fresh module graph each (`app`): their zustand
// stores, fake IndexedDB and mocked modules are module state, and sharing it made a test depend on
// the order the files ran in.
const ENGINE = ['models', 'cli', 'export', 'portfolio', 'fleet-plan', 'architecture', 'fonts', 'robustness'].map((d) => `test/${d}/**/*.test.ts`);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 20000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'engine', include: ENGINE, isolate: false } },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'node_modules/**', ...ENGINE],
        },
      },
    ],
  },
});
