// `npm start`: the reference API (embedded PostgreSQL under .data/), the Firebase Auth
// emulator and the Vite dev server, together. One Ctrl-C stops all three; if one of them
// dies, the others are stopped too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnGroup, waitForHttp, type SpawnedGroup } from './lib/processGroup';
import { DEFAULT_PROJECT_ID, ensurePortFree, startApi, startAuthEmulator } from './lib/stack';

const require = createRequire(import.meta.url);
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);
const sitePort = port('SITE_PORT', 5173);
const apiPort = port('API_PORT', 8787);
const emulatorPort = port('AUTH_EMULATOR_PORT', 9099);
const projectId = DEFAULT_PROJECT_ID;

const prefixed = (tag: string) => (line: string) => {
  if (line.trim()) console.log(line.startsWith('[api]') ? line : `[${tag}] ${line}`);
};

const running: { name: string; stop(): Promise<void> }[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (running.length > 0) console.log('\nStopping the site, the API and the Auth emulator...');
    await Promise.allSettled(running.map((piece) => piece.stop()));
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function watch(name: string, exited: Promise<unknown>): void {
  void exited.then(() => {
    if (stopping) return;
    console.error(`\n${name} stopped unexpectedly.`);
    void stopAll(1);
  });
}

// Set once this Vite prints the address it serves: only then is an answer on the port its.
let siteServing = false;

function startSite(): SpawnedGroup {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  return spawnGroup(process.execPath, [vite, '--port', String(sitePort), '--strictPort'], {
    env: {
      ...process.env,
      SITE_PORT: String(sitePort),
      VITE_API_URL: `http://localhost:${apiPort}`,
      VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${emulatorPort}`,
    },
    onLine: (line) => {
      // eslint-disable-next-line no-control-regex -- colour codes around the port
      if (line.replace(/\x1b\[[0-9;]*m/g, '').includes(`localhost:${sitePort}/`)) {
        siteServing = true;
      }
      prefixed('site')(line);
    },
  });
}

async function main() {
  // All three before anything starts: one taken port is one plain line, and nothing is left
  // half started.
  await ensurePortFree(sitePort, 'Site', 'SITE_PORT');
  await ensurePortFree(apiPort, 'API', 'API_PORT');
  await ensurePortFree(emulatorPort, 'Auth emulator', 'AUTH_EMULATOR_PORT');
  console.log('Starting the Auth emulator, the API and the site...');
  const emulator = startAuthEmulator({ port: emulatorPort, projectId, onLine: prefixed('auth') });
  const api = startApi({
    port: apiPort,
    siteOrigin: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
    authEmulatorHost: `127.0.0.1:${emulatorPort}`,
    projectId,
    dataDir: '.data/pglite',
    onLine: prefixed('api'),
  });
  // Register each piece as soon as it is up, so a Ctrl-C during start-up stops it too.
  void emulator.then((e) => running.push({ name: 'Auth emulator', stop: e.stop }));
  void api.then((a) => running.push({ name: 'API', stop: a.stop }));
  const site = startSite();
  running.push({ name: 'Site', stop: site.stop });
  const [e, a] = await Promise.all([
    emulator,
    api,
    // Ready when this Vite says it serves the port, not when anything answers there.
    waitForHttp(
      `http://localhost:${sitePort}/`,
      site,
      'Site',
      async (response) => response.ok && siteServing,
    ),
  ]);
  watch('The Auth emulator', e.exited);
  watch('The API', a.exited);
  watch('The site (Vite)', site.exited);

  console.log(`
  Site            http://localhost:${sitePort}
  API             http://localhost:${apiPort}   (data in .data/pglite)
  Auth emulator   http://127.0.0.1:${emulatorPort}
  SMS codes       http://127.0.0.1:${emulatorPort}/emulator/v1/projects/${projectId}/verificationCodes
                  (also printed below: "[auth] To verify the phone number ..., use the code ...")

  Press Ctrl-C to stop all three.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
