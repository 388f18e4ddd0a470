// `npm run trace:test -- <trace.json | folder>…`: replays traces downloaded from the support
// console ("Download as JSON" or "Keep as a test") through today's machines and the app,
// rendered in jsdom and then live in Chromium (tests/e2e/model/traces.browser.spec.ts), as
// `npm test` does for the kept ones in tests/model/traces. A folder stands for every
// `*.json` under it. It fails, naming the trace and the step, where today's machines would go
// elsewhere than the owner went. A file that is not a trace fails the run before anything is
// replayed, named with why: a run that passed over it would vouch for what it never read.
import { spawnSync } from 'node:child_process';
import { expandTracePaths, readTraceFile } from './lib/traceFiles';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('Usage: npm run trace:test -- <trace.json | folder>…');
  process.exit(2);
}
const { files, missing, empty } = expandTracePaths(args);
if (missing.length) {
  console.error(`No such file:\n  ${missing.join('\n  ')}`);
  process.exit(2);
}
if (empty.length) {
  console.error(`No *.json in:\n  ${empty.join('\n  ')}`);
  process.exit(2);
}
const unreadable = files.flatMap((file) => {
  const read = readTraceFile(file);
  return 'problem' in read ? [`${file}: ${read.problem}`] : [];
});
if (unreadable.length) {
  console.error(
    `Cannot be read as a trace, so nothing was replayed:\n  ${unreadable.join('\n  ')}`,
  );
  process.exit(1);
}
const env = { ...process.env, TRACE_FILES: JSON.stringify(files) };
// In jsdom, then in Chromium against the real API and auth emulator.
const jsdom = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'model', 'tests/model/traces.model.test.tsx'],
  { stdio: 'inherit', env },
);
const browser = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/e2e.ts', 'tests/e2e/model/traces.browser.spec.ts'],
  { stdio: 'inherit', env },
);
process.exit(jsdom.status || browser.status || 0);
