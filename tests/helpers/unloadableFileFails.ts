import type { RunnerTestCase } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

// For `npm run test:mutation` only (vitest.mutation.config.ts). A mutant in a machine's
// definition can make the module throw while it is imported (`initial: ''`, say): every test
// file that imports it then fails to load and holds no test. Stryker's vitest runner builds a
// mutant's result from the tests it finds, so it counted such a mutant as survived, having run
// nothing (stryker-js#6150). Here a file that failed with no test in it gets one failed test
// carrying its load error, as a plain `vitest run` would fail, and Stryker counts the mutant
// killed. A file that loaded is left as it is.
export default class UnloadableFileFails implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      // Only read after the run, where nothing needs a test's context.
      const loadFailure: Omit<RunnerTestCase, 'context'> = {
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        fullName: `${file.name} > the test file loads`,
        fullTestName: 'the test file loads',
        mode: 'run',
        meta: {},
        file,
        suite: file,
        timeout: 0,
        annotations: [],
        artifacts: [],
        result: { state: 'fail', errors: file.result.errors ?? [] },
      };
      file.tasks.push(loadFailure as RunnerTestCase);
    }
  }
}
