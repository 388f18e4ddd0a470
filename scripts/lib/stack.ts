// Starts the local pieces the site talks to (Firebase Auth emulator, reference API) as
// child processes on free ports, so dev, API tests and browser tests can each run their
// own copy side by side. Every piece stops with its whole process group.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnGroup, waitForHttp } from './processGroup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const LOOPBACK = '127.0.0.1';

export const DEFAULT_PROJECT_ID = 'demo-tamreen';

/**
 * A TCP port that was free on both loopbacks a moment ago: ensurePortFree checks both, and a
 * port some other process holds on ::1 alone would pass a check of 127.0.0.1.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await freeIPv4Port();
    if (!(await portTaken(port, '::1'))) return port;
  }
}

function freeIPv4Port(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

/**
 * Throws when something already listens on `port`: a readiness check would otherwise
 * succeed against that other process.
 */
export async function ensurePortFree(port: number, name: string, variable?: string) {
  // Both loopbacks: "localhost" may reach either, and a program on ::1 alone answers a
  // browser (or a readiness check) asking for localhost while 127.0.0.1 is still free.
  for (const host of [LOOPBACK, '::1']) {
    if (await portTaken(port, host)) {
      const fix = variable ? `; set ${variable} to a free port, e.g. ${variable}=${port + 1}` : '';
      throw new Error(`${name}: port ${port} is already in use${fix}.`);
    }
  }
}

function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      // A machine without IPv6 has no ::1 to be taken.
      resolve(error.code !== 'EADDRNOTAVAIL' && error.code !== 'EAFNOSUPPORT'),
    );
    server.listen({ port, host, ipv6Only: host === '::1' }, () =>
      server.close(() => resolve(false)),
    );
  });
}

export interface AuthEmulator {
  /** e.g. http://127.0.0.1:9099 (what `connectAuthEmulator` and the REST calls use) */
  url: string;
  /** e.g. 127.0.0.1:9099 (the form FIREBASE_AUTH_EMULATOR_HOST expects) */
  host: string;
  projectId: string;
  /** Settles when the emulator process ends, whoever ended it. */
  exited: Promise<unknown>;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  port?: number;
  projectId?: string;
  onLine?: (line: string) => void;
}

interface RunningEmulator {
  url: string;
  exited: Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Runs `firebase emulators:start --only <only>` offline in a throwaway project folder (the CLI
 * writes its debug log beside the config it reads), with its hub and logging ports free too,
 * and resolves once `ready` accepts an answer from it.
 */
async function runEmulator({
  only,
  port,
  projectId,
  onLine,
  hosting,
  ready,
}: {
  only: 'auth' | 'hosting';
  port?: number;
  projectId: string;
  onLine?: (line: string) => void;
  // The hosting section, given the project folder (paths in it are relative to that folder).
  hosting?: (dir: string) => Record<string, unknown>;
  ready: (response: Response) => Promise<boolean>;
}): Promise<RunningEmulator & { port: number }> {
  const name = `${only[0]?.toUpperCase()}${only.slice(1)} emulator`;
  if (port !== undefined) await ensurePortFree(port, name);
  const ownPort = port ?? (await freePort());
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const dir = await mkdtemp(path.join(tmpdir(), `${only}-emulator-`));
  const config = {
    ...(hosting ? { hosting: hosting(dir) } : {}),
    emulators: {
      [only]: { host: LOOPBACK, port: ownPort },
      hub: { host: LOOPBACK, port: hubPort },
      logging: { host: LOOPBACK, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(dir, 'firebase.json'), JSON.stringify(config));
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const group = spawnGroup(
    process.execPath,
    [cli, 'emulators:start', '--only', only, '--project', projectId, '--config', 'firebase.json'],
    // TMPDIR: the hub writes a locator file named after the project into the temp folder,
    // which would clash between emulators running side by side.
    { cwd: dir, env: { ...process.env, NO_UPDATE_NOTIFIER: '1', TMPDIR: dir }, onLine },
  );
  const stop = async () => {
    await group.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://${LOOPBACK}:${ownPort}`;
  try {
    await waitForHttp(url, group, name, ready);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: ownPort, exited: group.exited, stop };
}

/** Runs the Firebase Auth emulator offline. */
export async function startAuthEmulator({
  port,
  projectId = DEFAULT_PROJECT_ID,
  onLine,
}: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const emulator = await runEmulator({
    only: 'auth',
    port,
    projectId,
    onLine,
    ready: async (response) => {
      const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
      return body.authEmulator?.ready === true;
    },
  });
  return { ...emulator, host: `${LOOPBACK}:${emulator.port}`, projectId };
}

export interface HostingEmulator {
  /** e.g. http://127.0.0.1:5000 */
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves a build (scripts/build.ts) with the Firebase Hosting emulator and the hosting
 * configuration the build wrote beside it (its firebase.json): the headers, rewrites and
 * clean URLs a visitor would get from the real host.
 */
export async function startHostingEmulator({
  publicDir,
  port,
  projectId = DEFAULT_PROJECT_ID,
  onLine,
}: {
  publicDir: string;
  port?: number;
  projectId?: string;
  onLine?: (line: string) => void;
}): Promise<HostingEmulator> {
  const { hosting } = JSON.parse(await readFile(path.join(publicDir, 'firebase.json'), 'utf8'));
  const { url, stop } = await runEmulator({
    only: 'hosting',
    port,
    projectId,
    onLine,
    // Relative: the emulator serves nothing from an absolute `public`.
    hosting: (dir) => ({ ...hosting, public: path.relative(dir, path.resolve(publicDir)) }),
    ready: async (response) => response.ok,
  });
  return { url, stop };
}

export interface Api {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  /** The API process (benchmarks read its memory from /proc). */
  pid: number | undefined;
  /** Settles when the API process ends, whoever ended it. */
  exited: Promise<unknown>;
  stop(): Promise<void>;
}

export interface ApiOptions {
  port?: number;
  /** Allowed browser origin(s), comma-separated. */
  siteOrigin: string;
  /** Auth emulator as `host:port` (a URL is accepted too). */
  authEmulatorHost: string;
  projectId: string;
  /** A PostgreSQL server; without it the API uses PGlite (in memory unless `dataDir`). */
  databaseUrl?: string;
  /** Folder for the embedded database's files (e.g. `.data/pglite`). */
  dataDir?: string;
  /** Enables the test-only routes (`GET /__test/contact-messages`). */
  testRoutes?: boolean;
  /** Extra environment, e.g. lower rate limits or scrypt cost in tests. */
  env?: Record<string, string>;
  onLine?: (line: string) => void;
}

/** Spawns the reference API (`server/index.ts` through tsx) and waits for `/health`. */
export async function startApi(options: ApiOptions): Promise<Api> {
  if (options.port !== undefined) await ensurePortFree(options.port, 'API');
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The API takes any other value, and none, as production.
    NODE_ENV: 'development',
    API_HOST: LOOPBACK,
    API_PORT: String(port),
    SITE_ORIGIN: options.siteOrigin,
    FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost.replace(/^https?:\/\//, ''),
    FIREBASE_PROJECT_ID: options.projectId,
    DATABASE_URL: options.databaseUrl ?? '',
    PGLITE_DATA_DIR: options.dataDir ?? 'memory://',
    ENABLE_TEST_ROUTES: options.testRoutes ? '1' : '',
    ...options.env,
  };
  const entry = path.join(ROOT, 'server/index.ts');
  const group = spawnGroup(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    onLine: options.onLine,
  });
  const url = `http://${LOOPBACK}:${port}`;
  try {
    await waitForHttp(`${url}/health`, group, 'API');
  } catch (error) {
    await group.stop();
    throw error;
  }
  return { url, pid: group.child.pid, exited: group.exited, stop: group.stop };
}
