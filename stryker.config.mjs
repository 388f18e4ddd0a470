// `npm run test:mutation`: StrykerJS mutates the flow machines and checks that the fast unit
// suites in vitest.mutation.config.ts notice. See "Mutation testing" in docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/machines/**/*.ts',
    'src/app/storage/**/*.ts',
    // The trace's recorder has its own suites, too slow for a run per mutant.
    '!src/app/storage/flowTrace.ts',
    'src/bindings/flows/*Progress.ts',
    'src/bindings/flows/finishedFlows.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10000,
  // Below 85% the run fails: the score the unit tests are held to (docs/testing.md).
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Later runs test again only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
