// `npm run test:model [-- --seed N] [--path <machine>:<path> --replay-path <replay>] [--runs N]
// [--weights <file>] [vitest arguments…]`: the model project, then its coverage table
// (scripts/model-coverage.ts). The random walks (tests/model/random.model.test.tsx) draw from
// the seed, a new one unless given, and say it; a failing walk prints the command that
// replays it. Other arguments go to vitest as they are (an option's value after `=` or as
// the next argument).
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const OWN = {
  '--seed': 'MODEL_SEED',
  '--path': 'MODEL_PATH',
  '--replay-path': 'MODEL_REPLAY_PATH',
  '--runs': 'MODEL_RUNS',
  '--weights': 'MODEL_WEIGHTS',
} as const;
type Own = keyof typeof OWN;
const isOwn = (name: string): name is Own => name in OWN;

const env: Record<string, string> = {};
const passed: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] ?? '';
  const [name = '', inline] = arg.split(/=(.*)/s);
  if (!isOwn(name)) {
    passed.push(arg);
    continue;
  }
  const value = inline ?? args[(i += 1)];
  if (!value) {
    console.error(`${name} needs a value`);
    process.exit(2);
  }
  env[OWN[name]] = value;
}
if (env.MODEL_SEED !== undefined && !/^-?\d+$/.test(env.MODEL_SEED)) {
  console.error(`--seed takes a whole number, not ${env.MODEL_SEED}`);
  process.exit(2);
}
const seed = env.MODEL_SEED ?? String(randomInt(2 ** 31 - 1));
env.MODEL_SEED = seed;

// The coverage table counts every suite: a run narrowed to some files or tests (a bare
// argument not given as an option's value, or -t) cannot fill it, so it is left out.
const narrowed = passed.some(
  (arg, i) =>
    /^(-t|--testNamePattern)(=|$)/.test(arg) ||
    (!arg.startsWith('-') && !/^--?[\w-]+$/.test(passed[i - 1] ?? '')),
);

console.log(`seed ${seed}`);
const run = (command: string, commandArgs: string[]) =>
  spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;
let status = run('npx', ['vitest', 'run', '--project', 'model', ...passed]);
if (status === 0 && narrowed) console.log('\nModel coverage left out: the run was narrowed.');
else if (status === 0) status = run('npm', ['run', 'model:coverage']);
console.log(`\nThe random walks ran with seed ${seed}: npm run test:model -- --seed ${seed}`);
process.exit(status);
