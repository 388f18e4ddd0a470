// Prints the model suites' coverage of the production machines as one table, writes it to
// test-results/model-coverage.json, and exits non-zero when a machine is not fully walked:
// a state, a transition or a guard outcome (each guard seen true and false) no path reached.
// Run after the model suites (`npm run test:model`, `npm test`), which leave one file per
// suite in test-results/model/.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  COVERAGE_DIR,
  coverageProblems,
  coverageTable,
  guardGaps,
  mergeCoverage,
  type SuiteCoverage,
} from './lib/modelCoverage';

const dir = COVERAGE_DIR;
const out = 'test-results/model-coverage.json';

const suites: SuiteCoverage[] = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SuiteCoverage)
  : [];
const rows = mergeCoverage(suites);
const problems = coverageProblems(rows);

mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ machines: rows, problems, guardGaps: guardGaps(rows) }, null, 2)}\n`,
);
console.log(`\nModel coverage of the production machines (${out})\n`);
console.log(coverageTable(rows));
if (problems.length) {
  console.error(`\nModel coverage is short of 100%:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
