// Prints one line totalling the Vitest (PGlite and PostgreSQL) and Playwright JSON reports of
// this run:
// `tests: N passed, M failed`. Exits 1 when a report is missing or anything failed.
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';

const say = (line) => process.stdout.write(`${line}\n`);

const reports = [
  {
    name: 'vitest',
    file: 'test-results/vitest.json',
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
    ok: (r) => r.success !== false,
  },
  {
    name: 'vitest (PostgreSQL)',
    file: 'test-results/vitest-pg.json',
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
    ok: (r) => r.success !== false,
  },
  {
    name: 'playwright',
    file: 'test-results/e2e-results.json',
    count: (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }),
    ok: (r) => (r.errors ?? []).length === 0,
  },
];

let passed = 0;
let failed = 0;
let complete = true;
for (const report of reports) {
  if (!existsSync(report.file)) {
    say(`${report.name}: no results (${report.file} missing)`);
    complete = false;
    continue;
  }
  const data = JSON.parse(readFileSync(report.file, 'utf8'));
  const counts = report.count(data);
  passed += counts.passed;
  failed += counts.failed;
  if (!report.ok(data)) {
    say(`${report.name}: the run itself reported errors (see its output above)`);
    complete = false;
  }
}
say(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && complete ? 0 : 1);
