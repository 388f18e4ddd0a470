import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { COVERAGE_DIR, type SuiteCoverage } from '../../scripts/lib/modelCoverage';
import type { Coverage } from './coverage';

// Leaves what a suite's paths reached of each machine for scripts/model-coverage.ts, which
// merges the suites into one table: suites run in separate workers, so a file each.
export function reportCoverage(suite: string, coverage: Coverage[]): { ran: () => void } {
  let pathsRun = 0;
  let started = 0;
  beforeAll(() => {
    started = performance.now();
  });
  afterAll(() => {
    const report: SuiteCoverage = {
      suite,
      pathsRun,
      ms: Math.round(performance.now() - started),
      machines: coverage.map((c) => c.record()),
    };
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(`${COVERAGE_DIR}/${suite}.json`, `${JSON.stringify(report)}\n`);
  });
  return { ran: () => void pathsRun++ };
}
