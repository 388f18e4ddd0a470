// A throwaway PostgreSQL cluster for tests: initdb in a temp folder, a server on a free
// loopback port with its unix socket in that folder, one database, and a stop() that ends
// the server and deletes the folder. Uses the machine's PostgreSQL server binaries (Debian's
// `postgresql` package, or PG_BIN); never downloads anything.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './stack';

const LOOPBACK = '127.0.0.1';
const DEBIAN_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';
/** The system user Debian's package creates; PostgreSQL refuses to run as root. */
const SYSTEM_USER = 'postgres';

export interface PostgresBinaries {
  dir: string;
  initdb: string;
  pgCtl: string;
  postgres: string;
}

export const missingPostgresMessage =
  'PostgreSQL tests need the PostgreSQL server binaries (initdb, pg_ctl, postgres): install ' +
  'them with `apt-get install -y postgresql`, set PG_BIN to their folder, ' +
  'or set SKIP_POSTGRES_TESTS=1 to skip these tests.';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function binariesIn(dir: string): PostgresBinaries | undefined {
  const found = {
    dir,
    initdb: path.join(dir, 'initdb'),
    pgCtl: path.join(dir, 'pg_ctl'),
    postgres: path.join(dir, 'postgres'),
  };
  return [found.initdb, found.pgCtl, found.postgres].every(executable) ? found : undefined;
}

/** PG_BIN when set, else the newest /usr/lib/postgresql/<version>/bin that has a server. */
export function findPostgresBinaries(env = process.env): PostgresBinaries | undefined {
  if (env.PG_BIN) return binariesIn(env.PG_BIN);
  let versions: string[];
  try {
    versions = readdirSync(DEBIAN_ROOT);
  } catch {
    return undefined;
  }
  const newestFirst = versions
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const found = binariesIn(path.join(DEBIAN_ROOT, version, 'bin'));
    if (found) return found;
  }
  return undefined;
}

interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a command to its end, keeping its output for error messages. */
function run(command: string, args: string[], cwd: string): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => resolve({ code: null, output: `${output}${String(error)}` }));
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function systemUserIds(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile('/etc/passwd', 'utf8');
  const entry = passwd
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === SYSTEM_USER);
  if (!entry) {
    throw new Error(
      `PostgreSQL refuses to run as root and there is no "${SYSTEM_USER}" system user to run ` +
        'it as: install it with `apt-get install -y postgresql`, or run as a normal user.',
    );
  }
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

export interface PostgresCluster {
  /** e.g. postgres://postgres@127.0.0.1:54321/tamreen_test */
  databaseUrl: string;
  port: number;
  /** What `postgres --version` says, e.g. "15.14". */
  version: string;
  /** Stops the server and deletes its folder; safe to call more than once. */
  stop(): Promise<void>;
}

export interface PostgresClusterOptions {
  binaries: PostgresBinaries;
  /** The database to create for the caller. */
  database: string;
}

/**
 * Creates and starts a cluster that lives only as long as the caller: fsync is off and
 * authentication is `trust` on the loopback interface and a private unix socket.
 */
export async function startPostgresCluster({
  binaries,
  database,
}: PostgresClusterOptions): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? await systemUserIds() : undefined;
  // As root, initdb and pg_ctl run as the postgres user, which must own the folder.
  const command = (file: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', SYSTEM_USER, '--', file, ...args]] : [file, args];

  const dir = await mkdtemp(path.join(tmpdir(), 'tamreen-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  let started = false;
  let stopping: Promise<void> | undefined;

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      // A server that failed its start-up check may still be running: stop whatever the
      // folder's pid file names.
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        const fast = await run(
          ...command(binaries.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']),
          dir,
        );
        if (fast.code !== 0) {
          await run(...command(binaries.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate']), dir);
        }
      }
      await rm(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const fail = async (what: string, result: RunResult): Promise<never> => {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    await stop();
    throw new Error(`PostgreSQL: ${what} failed:\n${result.output}${log}`.trimEnd());
  };

  try {
    if (ids) await chown(dir, ids.uid, ids.gid);
    const initdb = await run(
      ...command(binaries.initdb, [
        '-D',
        dataDir,
        '--auth=trust',
        `--username=${SUPERUSER}`,
        '--encoding=UTF8',
        '--no-locale',
        '--no-sync',
      ]),
      dir,
    );
    if (initdb.code !== 0) await fail('initdb', initdb);

    // The port was free a moment ago; another process may take it first, so try a few.
    let port = 0;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-c listen_addresses=${LOOPBACK}`,
        `-c unix_socket_directories='${dir}'`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      const result = await run(
        ...command(binaries.pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-o', options]),
        dir,
      );
      if (result.code === 0) {
        started = true;
      } else if (attempt >= 3) {
        await fail('starting the server', result);
      }
    }

    const adminUrl = `postgres://${SUPERUSER}@${LOOPBACK}:${port}/postgres`;
    await waitForConnections(adminUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    } finally {
      await admin.end();
    }
    const reported = await run(binaries.postgres, ['--version'], dir);
    return {
      databaseUrl: `postgres://${SUPERUSER}@${LOOPBACK}:${port}/${encodeURIComponent(database)}`,
      port,
      version: /\d+(\.\d+)*/.exec(reported.output)?.[0] ?? 'of unknown version',
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** pg_ctl -w already waits for the server; this also proves TCP on the loopback works. */
async function waitForConnections(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
