// Runs the API tests (Vitest projects `api` and `api-pg`) on a real PostgreSQL server: a
// throwaway cluster on a free loopback port, stopped and deleted afterwards, also on Ctrl-C.
// SKIP_POSTGRES_TESTS=1 skips them (for machines without PostgreSQL); otherwise missing
// server binaries fail with one line saying how to get them.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  findPostgresBinaries,
  missingPostgresMessage,
  startPostgresCluster,
  type PostgresCluster,
} from './lib/postgresCluster';

const binaries = findPostgresBinaries();
if (process.env.SKIP_POSTGRES_TESTS === '1') {
  const found = binaries ? `PostgreSQL in ${binaries.dir} not used` : 'no PostgreSQL found';
  console.log(`PostgreSQL tests skipped (SKIP_POSTGRES_TESTS=1; ${found}).`);
  process.exit(0);
}
if (!binaries) {
  console.error(missingPostgresMessage);
  process.exit(1);
}

const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
type StopSignal = keyof typeof SIGNAL_EXIT;

let interrupted: StopSignal | undefined;
let vitest: ChildProcess | undefined;
// Ctrl-C reaches vitest too (same process group); a plain kill reaches only this process.
// Either way, let vitest end, then stop the cluster before exiting.
for (const signal of Object.keys(SIGNAL_EXIT) as StopSignal[]) {
  process.on(signal, () => {
    interrupted ??= signal;
    vitest?.kill(signal);
  });
}

function runVitest(databaseUrl: string): Promise<number> {
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'api',
    '--project',
    'api-pg',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest-pg.json',
    ...process.argv.slice(2),
  ];
  return new Promise((resolve) => {
    vitest = spawn(process.execPath, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
    });
    vitest.once('error', (error) => {
      console.error(`Could not start vitest: ${String(error)}`);
      resolve(1);
    });
    vitest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let status = 1;
let cluster: PostgresCluster | undefined;
const startedAt = Date.now();
try {
  cluster = await startPostgresCluster({ binaries, database: 'tamreen_test' });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `PostgreSQL ${cluster.version} started on 127.0.0.1:${cluster.port} in ${seconds}s ` +
      '(throwaway cluster, removed afterwards).',
  );
  if (!interrupted) status = await runVitest(cluster.databaseUrl);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await cluster?.stop().catch((error: unknown) => {
    console.error(`Could not stop PostgreSQL: ${String(error)}`);
    status = 1;
  });
}
process.exit(interrupted ? SIGNAL_EXIT[interrupted] : status);
