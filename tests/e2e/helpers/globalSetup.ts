import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  freePort,
  startApi,
  startAuthEmulator,
  startHostingEmulator,
} from '../../../scripts/lib/stack';
import { chromiumFound, missingChromiumMessage } from './chromium';
import { PROJECT_ID, stackEnv } from './stackEnv';
import { SUPPORT_ACCOUNT } from './supportAccount';

const run = promisify(execFile);
const LOOPBACK = 'http://127.0.0.1';

/** The production build (prerendered pages and hosting configuration included), pointed at
 * this run's API and emulator. */
async function buildSite(outDir: string, apiUrl: string, emulatorUrl: string): Promise<void> {
  const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
  await run(tsx, ['scripts/build.ts', '--outDir', outDir, '--quiet'], {
    env: {
      ...process.env,
      VITE_API_URL: apiUrl,
      VITE_AUTH_EMULATOR_URL: emulatorUrl,
      VITE_USE_AUTH_EMULATOR: 'true',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      NO_COLOR: '1',
    },
  });
}

/** A support account made as an operator makes one: `npm run support:add`, password piped in. */
async function addSupportAccount(dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/support-add.ts', SUPPORT_ACCOUNT.email],
    {
      env: { ...process.env, NODE_ENV: 'test', PGLITE_DATA_DIR: dataDir, SCRYPT_LOG2_N: '12' },
      stdio: 'pipe',
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  child.stdin.end(`${SUPPORT_ACCOUNT.password}\n`);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`support:add failed (${code}): ${output}`);
}

// One stack for the whole run: the production build behind the Firebase Hosting emulator
// (with the headers, content policy and rewrites it deploys with), the Firebase Auth emulator and the reference API on a fresh database folder (with a support account the
// command line made), each on a free port.
// Tests read the addresses from the environment (see stackEnv.ts); teardown stops it all.
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumFound()) throw new Error(missingChromiumMessage);

  const stops: (() => Promise<unknown>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const outDir = await mkdtemp(join(tmpdir(), 'site-e2e-'));
    stops.push(() => rm(outDir, { recursive: true, force: true }));
    // Ports first, so the build (which bakes the addresses in) runs while the servers start.
    const [sitePort, emulatorPort, apiPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const siteUrl = `${LOOPBACK}:${sitePort}`;
    const emulatorUrl = `${LOOPBACK}:${emulatorPort}`;
    const apiUrl = `${LOOPBACK}:${apiPort}`;
    const build = (async () => {
      await buildSite(outDir, apiUrl, emulatorUrl);
      const hosting = await startHostingEmulator({ publicDir: outDir, port: sitePort });
      stops.push(hosting.stop);
    })();
    const dataDir = await mkdtemp(join(tmpdir(), 'api-e2e-'));
    stops.push(() => rm(dataDir, { recursive: true, force: true }));
    const servers = (async () => {
      await addSupportAccount(dataDir);
      const emulator = await startAuthEmulator({ port: emulatorPort, projectId: PROJECT_ID });
      stops.push(emulator.stop);
      const api = await startApi({
        port: apiPort,
        siteOrigin: siteUrl,
        authEmulatorHost: emulator.host,
        projectId: PROJECT_ID,
        testRoutes: true,
        dataDir,
        // Every test logs in from 127.0.0.1: the per-IP limit, and each address's share of a
        // day's visits and vitals, would refuse or leave uncounted the suite itself. A cheaper
        // scrypt keeps hashing from dominating a run; nothing here is a real secret.
        env: {
          RATE_LIMIT_MAX: '100000',
          BEACON_VISITS_PER_ADDRESS: '1000000',
          BEACON_VITALS_PER_ADDRESS: '1000000',
          SCRYPT_LOG2_N: '12',
        },
      });
      stops.push(api.stop);
    })();
    const results = await Promise.allSettled([build, servers]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;

    Object.assign(
      process.env,
      stackEnv.write({ site: siteUrl, api: apiUrl, emulator: emulatorUrl }),
    );
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
