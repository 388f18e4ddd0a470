import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/helpers/chromium';

// Browser tests: Debian's Chromium against the production build, the reference API and the
// Firebase Auth emulator, all started by global setup on free ports. Run with `npm run test:e2e`.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/helpers/globalSetup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: true,
  // Two cores: two browsers at once is the most the machine runs without starving the stack.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e-results.json' }],
    ['./tests/e2e/helpers/faultMatrix.ts'],
  ],
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'en-US',
    timezoneId: 'Africa/Cairo',
    // Traces slow every test down; ask for them when needed: `npm run test:e2e -- --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
