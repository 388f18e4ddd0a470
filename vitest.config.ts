import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: false }),
    // The support console's own route tree (vite.config.ts).
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/features/support/routes',
      generatedRouteTree: './src/features/support/routeTree.gen.ts',
      autoCodeSplitting: false,
    }),
    react(),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        // The model-based flow suites: their own project so `npm run test:model` runs exactly
        // them, and each run starts from no coverage files (scripts/model-coverage.ts).
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          globalSetup: ['tests/model/globalSetup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 120000,
          // One auth emulator serves the whole API suite.
          fileParallelism: false,
        },
      },
      {
        // Needs a PostgreSQL server in TEST_DATABASE_URL: run by `npm run test:api:pg`, which
        // starts one, never by `npm run test:unit`. Files without file parallelism run one at
        // a time across projects, so these never overlap the `api` files on that database.
        test: {
          name: 'api-pg',
          environment: 'node',
          include: ['tests/api-pg/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
