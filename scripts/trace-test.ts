// `npm run trace:test -- <trace.json | folder>…`: replays traces downloaded from the support
// console ("Download as JSON" or "Keep as a test") through today's machines and the rendered
// app, as `npm test` does for the kept ones in tests/model/traces. A folder stands for every
// `*.json` under it. It fails, naming the trace and the step, where today's machines would go
// elsewhere than the owner went.
import { spawnSync } from 'node:child_process';
import { expandTracePaths } from './lib/traceFiles';

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
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'model', 'tests/model/traces.model.test.tsx'],
  { stdio: 'inherit', env: { ...process.env, TRACE_FILES: JSON.stringify(files) } },
);
process.exit(run.status ?? 1);
