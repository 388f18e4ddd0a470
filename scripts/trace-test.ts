// `npm run trace:test -- <trace.json>…`: replays traces downloaded from the support console
// ("Download as JSON" or "Keep as a test") through today's machines and the rendered app,
// as `npm test` does for the kept ones in tests/model/traces. It fails, naming the trace and
// the step, where today's machines would go elsewhere than the owner went.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const files = process.argv.slice(2).map((file) => resolve(file));
if (files.length === 0) {
  console.error('Usage: npm run trace:test -- <trace.json>…');
  process.exit(2);
}
const missing = files.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`No such file:\n  ${missing.join('\n  ')}`);
  process.exit(2);
}
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'model', 'tests/model/traces.model.test.tsx'],
  { stdio: 'inherit', env: { ...process.env, TRACE_FILES: JSON.stringify(files) } },
);
process.exit(run.status ?? 1);
