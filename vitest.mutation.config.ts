import { defineConfig } from 'vitest/config';
import UnloadableFileFails from './tests/helpers/unloadableFileFails.ts';

// The fast unit suites that drive the machines in src/machines: what `npm run test:mutation`
// (stryker.config.mjs) runs against every mutant. No router and no rendered screens; only the
// trace recorder needs a DOM (browser storage), so the rest skip jsdom's start-up, which Stryker
// would otherwise pay again for every mutant. The model suites stay in `npm run test:model`.

export default defineConfig({
  test: {
    // A mutant that stops a machine module from loading fails the files that import it.
    reporters: ['default', new UnloadableFileFails()],
    projects: [
      {
        test: {
          name: 'machines',
          environment: 'node',
          include: [
            'tests/unit/machines/*.test.ts',
            'tests/unit/storage/*.test.ts',
            'tests/unit/contactMachine.test.ts',
            'tests/unit/flowTrace.test.ts',
            'tests/unit/flowDiagrams.test.ts',
            'tests/unit/supportReplay.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'machines-dom',
          environment: 'jsdom',
          include: ['tests/unit/traceRecorder.test.ts'],
          setupFiles: ['tests/setup.ts'],
        },
      },
    ],
  },
});
