// `npm run trace:coverage -- <trace.json | folder>…` or `-- --api <baseUrl>` (with a support
// token in SUPPORT_TOKEN): which transitions of the production machines owners really take,
// set against what the model suites walk (test-results/model-coverage.json). Writes owners'
// hits per transition as weights (test-results/trace-weights.json) for random runs to draw on.
// `--strict` fails on what it cannot vouch for: an input it cannot read as a trace, a step
// recorded by today's version of a machine that no transition the manifest lists takes, and
// a transition owners took that no test walks. Without it the same is reported, and the run
// passes. See docs/testing.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  compareWithTests,
  reportLists,
  reportTable,
  staleTestIds,
  strictProblems,
  tallyTraces,
  testsWalked,
  traceWeights,
  unmatchedLines,
  type SourcedTrace,
  type Unreadable,
} from './lib/traceCoverage';
import { ExportRefused, fetchExportedTraces } from './lib/traceExport';
import { expandTracePaths, readTraceFile, typedFrom } from './lib/traceFiles';

const USAGE = `Usage: npm run trace:coverage -- [--strict] [--tests <file>] [--weights <file>] <trace.json | folder>…
       SUPPORT_TOKEN=<support token> npm run trace:coverage -- [options] --api <baseUrl>`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

// Defaults are the project's own files; a path typed on the command line is read from where
// it was typed.
const TESTS = 'test-results/model-coverage.json';
const WEIGHTS = 'test-results/trace-weights.json';

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        strict: { type: 'boolean', default: false },
        tests: { type: 'string' },
        weights: { type: 'string' },
        api: { type: 'string' },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
})();
const typed = (path: string | undefined, fallback: string) =>
  path ? resolve(typedFrom(), path) : resolve(fallback);
if (positionals.length === 0 && !values.api) fail(USAGE);

// What the tests walked, first: without it there is nothing to set the traces against.
const testsFile = typed(values.tests, TESTS);
if (!existsSync(testsFile))
  fail(`No test coverage at ${testsFile}: run \`npm run test:model\` first.`);
const walked = testsWalked(JSON.parse(readFileSync(testsFile, 'utf8')));
if (!walked)
  fail(
    `${testsFile} does not list the transitions tests walked (written by an older version?): ` +
      'run `npm run model:coverage`, or `npm run test:model`.',
  );

const traces: SourcedTrace[] = [];
// Inputs that are not traces: nothing in them was checked.
const unreadable: Unreadable[] = [];
// Inputs read once already: nothing is lost by leaving them out.
const skipped: string[] = [];
const { files, missing, empty } = expandTracePaths(positionals);
if (missing.length) fail(`No such file or folder:\n  ${missing.join('\n  ')}`);
if (empty.length) fail(`No *.json in:\n  ${empty.join('\n  ')}`);
for (const file of files) {
  const read = readTraceFile(file);
  if ('trace' in read) traces.push({ source: file, trace: read.trace });
  else unreadable.push({ source: file, problem: read.problem });
}
if (values.api) {
  const token = process.env.SUPPORT_TOKEN;
  if (!token) fail('--api needs a support token in SUPPORT_TOKEN (sign in at /support).');
  try {
    const exported = await fetchExportedTraces(values.api, token);
    for (const { reference, trace } of exported.traces)
      traces.push({ source: `api ${reference}`, trace });
    unreadable.push(
      ...exported.unreadable.map((ref) => ({ source: `api ${ref}`, problem: 'not a flow trace' })),
    );
    if (exported.truncated)
      console.warn('The API pages no further: only the newest traces it lists were read.');
  } catch (error) {
    if (error instanceof ExportRefused) fail(`The export was refused: ${error.message}`);
    throw error;
  }
}

// The same trace named twice (a file in two folders, a kept test also downloaded) counts once.
// Traces are told apart by their whole content: two flows can share a reference.
const seen = new Set<string>();
const unique: SourcedTrace[] = [];
for (const item of traces) {
  const key = JSON.stringify(item.trace);
  if (seen.has(key)) skipped.push(`${item.source}: the same trace as one read before`);
  else {
    seen.add(key);
    unique.push(item);
  }
}

const tally = tallyTraces(unique);
const reports = compareWithTests(tally, walked);
const stale = staleTestIds(walked);

console.log(
  `\nOwners' transitions against the model suites: ${tally.traces} traces, ${tally.steps} steps ` +
    `(${tally.starts} starts, ${tally.none} without a transition, ${tally.unmatched.length} unmatched); ` +
    `tests: ${testsFile}\n`,
);
console.log(reportTable(reports));
const lists = reportLists(reports);
if (lists.length) console.log(`\n${lists.join('\n\n')}`);
const older = unmatchedLines(tally);
if (older.length)
  console.log(
    `\nUnmatched, recorded by an older version of the machine (a note: that version may have had these steps):\n  ${older.join('\n  ')}`,
  );
if (unreadable.length)
  console.log(`\nNot read:\n  ${unreadable.map((u) => `${u.source}: ${u.problem}`).join('\n  ')}`);
if (skipped.length) console.log(`\nLeft out:\n  ${skipped.join('\n  ')}`);
if (stale.length)
  console.warn(
    `\nThe test coverage names transitions today's machines do not have: it is older than ` +
      `the machines; run \`npm run test:model\`.\n  ${stale.join('\n  ')}`,
  );

const weightsFile = typed(values.weights, WEIGHTS);
mkdirSync(dirname(weightsFile), { recursive: true });
writeFileSync(weightsFile, `${JSON.stringify(traceWeights(tally, new Date()), null, 2)}\n`);
console.log(`\nWeights: ${weightsFile}`);

const problems = strictProblems(reports, tally, unreadable);
if (problems.length && values.strict) {
  console.error(`\nThe run fails (--strict):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else if (problems.length)
  console.log(`\nWith --strict the run would fail:\n  ${problems.join('\n  ')}`);
