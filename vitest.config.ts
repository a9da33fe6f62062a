import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, while
    // the main process mostly waits and the server tests wait on their database. Two workers
    // take a fifth off the whole run there (12.8 → 10 min on PGlite).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Each test file gets its own database; PGlite start-up is CPU-bound, so the
          // embedded ones start from a migrated snapshot written once.
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
        },
      },
    ],
  },
});
