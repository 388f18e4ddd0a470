// `npm run test:start` (part of `npm test`): `npm start` leaves the working tree as it found
// it. Runs it on free ports, waits until all three pieces are up, has the dev server serve
// pages and the app's code in both languages, stops it as a Ctrl-C would and fails, naming
// each path, when anything version control sees (a tracked file, or a new file that is not
// ignored) changed meanwhile: compiled messages, the route tree, logs, data. It also fails
// when the dev server's own compile of the messages (the Vite plugin) rewrote a file of
// what `npm run i18n:compile` wrote: both must write the same output, byte for byte.
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright';
import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { compileMessages, outputHashes } from './lib/compileMessages';
import { i18nOptions } from './lib/i18n';
import { freePort } from './lib/stack';
import { chromiumArgs, chromiumFound, chromiumPath } from '../tests/e2e/helpers/chromium';
import { treeChanges, treeState } from './lib/workingTree';

const READY = 'Press Ctrl-C to stop all three.';
const START_MS = 180_000;
const STOP_MS = 60_000;
const PAGES = ['/', '/ar/how-it-works', '/register?mode=signup', '/src/main.tsx'];

// A newcomer's first visit: every kind of page, both languages, at a phone's width and a
// desktop's, each form reached for so the code it loads on intent comes too.
const FIRST_VISIT = [
  '/',
  '/how-it-works',
  '/about-us',
  '/contact-us',
  '/terms-of-use',
  '/privacy-policy',
  '/register?mode=signup',
  '/register?mode=login',
  '/forget-password',
  '/delete-account',
  '/verify-otp',
  '/support',
  '/ar',
  '/ar/register?mode=login',
  '/ar/forget-password',
  '/ar/delete-account',
];
// What Vite says when it meets a dependency it had not pre-bundled, and reloads the page.
const REBUNDLED = /new dependencies optimized|optimized dependencies changed|page reload/i;

const before = treeState();
// The dependency cache, as a fresh clone has it: none.
await rm(join('node_modules', '.vite'), { recursive: true, force: true });
await compileMessages();
// Without its cache (kept in the message project's folder) the plugin compiles for sure,
// rather than trusting a record of an earlier compile: that compile is what is checked.
await rm(join(i18nOptions.project, 'cache'), { recursive: true, force: true });
const compiled = (await outputHashes(i18nOptions.outdir)) ?? {};
const [sitePort, apiPort, emulatorPort] = [await freePort(), await freePort(), await freePort()];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const startedAt = Date.now();
// Its own process group, which the Ctrl-C below reaches as a terminal's would.
const start = spawn(npm, ['start'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    SITE_PORT: String(sitePort),
    API_PORT: String(apiPort),
    AUTH_EMULATOR_PORT: String(emulatorPort),
  },
});
const output: string[] = [];
const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
const ready = new Promise<boolean>((resolve) => {
  for (const stream of [start.stdout, start.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      if (line.includes(READY)) resolve(true);
    });
  void exited.then(() => resolve(false));
  setTimeout(() => resolve(false), START_MS).unref();
});

const signal = (name: NodeJS.Signals) => {
  try {
    if (start.pid !== undefined) process.kill(-start.pid, name);
  } catch {
    // Already gone.
  }
};
// A Ctrl-C: npm start stops the site, the API and the emulator, then exits.
async function stop(): Promise<boolean> {
  signal('SIGINT');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_MS).unref()),
  ]);
  if (!stopped) signal('SIGKILL');
  return stopped;
}
async function fail(message: string, { running = true } = {}): Promise<never> {
  if (running) await stop();
  console.error(`${message}\n--- npm start said:\n${output.slice(-80).join('\n')}`);
  process.exit(1);
}

if (!(await ready)) await fail('npm start did not come up.');
const startSeconds = ((Date.now() - startedAt) / 1000).toFixed(1);
// A clean start: Vite never restarts (what it needs is generated before it starts) and no
// stack trace is printed on the way.
const restarts = output.filter((line) => /server restarted|restarting/i.test(line));
const traces = output.filter((line) =>
  /^\s+at .+:\d+:\d+\)?$|Failed to run dependency scan/.test(line),
);
if (restarts.length || traces.length)
  await fail(
    `npm start restarted or printed a stack trace:\n${[...restarts, ...traces].join('\n')}`,
  );
for (const page of PAGES) {
  const response = await fetch(`http://localhost:${sitePort}${page}`);
  if (!response.ok) await fail(`The dev server answered ${page} with ${response.status}.`);
  await response.arrayBuffer();
}
// Every page comes up with its heading in its main landmark, and no page is reloaded under
// the visitor because the dev server met a dependency it had not bundled at start.
if (chromiumFound()) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const empty: string[] = [];
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    for (const path of FIRST_VISIT) {
      await page.goto(`http://localhost:${sitePort}${path}`, { waitUntil: 'networkidle' });
      const field = page.locator('main input:visible').first();
      if (await field.count()) {
        await field.focus();
        await page.waitForLoadState('networkidle');
      }
      // The dev server compiles each module as it is first asked for: a busy machine may take
      // a while, but the page must come up without a reload.
      const shown = await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) empty.push(`${path} at ${width} px`);
    }
    await page.close();
  }
  await browser.close();
  const rebundled = output.filter((line) => REBUNDLED.test(line));
  if (empty.length || rebundled.length)
    await fail(
      `A first visit under npm start came up empty or was reloaded:\n  ${[...empty, ...rebundled].join('\n  ')}`,
    );
}
if (!(await stop()))
  await fail(`npm start did not stop within ${STOP_MS / 1000} s of a Ctrl-C.`, { running: false });

const changes = treeChanges(before, treeState());
if (changes.length) {
  console.error(`npm start changed the working tree (git status):\n  ${changes.join('\n  ')}`);
  process.exit(1);
}
const served = (await outputHashes(i18nOptions.outdir)) ?? {};
const rewritten = [...new Set([...Object.keys(compiled), ...Object.keys(served)])].filter(
  (file) => compiled[file] !== served[file],
);
if (rewritten.length) {
  console.error(
    `The dev server compiled the messages differently from npm run i18n:compile (one set of options in scripts/lib/i18n.ts):\n  ${rewritten.sort().join('\n  ')}`,
  );
  process.exit(1);
}
// With the site's port taken by another program (on ::1 alone, which "localhost" reaches
// while 127.0.0.1 is free), npm start stops at once with one line naming the port and the
// variable to change, and never announces an address it does not serve.
const taken = createServer();
const takenPort = await freePort();
await new Promise<void>((resolve) => taken.listen({ port: takenPort, host: '::1' }, resolve));
const refused = spawnSync(npm, ['start'], {
  encoding: 'utf8',
  timeout: START_MS,
  env: { ...process.env, SITE_PORT: String(takenPort), API_PORT: String(apiPort) },
});
taken.close();
const said = `${refused.stdout}${refused.stderr}`;
const expected = `Site: port ${takenPort} is already in use; set SITE_PORT to a free port`;
if (refused.status !== 1 || !said.includes(expected) || said.includes(READY)) {
  console.error(
    `With port ${takenPort} taken, npm start should stop with "${expected}" (exit 1); it exited with ${refused.status} and said:\n${said}`,
  );
  process.exit(1);
}

console.log(
  `npm start came up in ${startSeconds} s with no restart and no stack trace, showed every page on a first visit with no dependency met late and stopped, leaving the working tree as it was.`,
);
console.log('npm start with its site port taken stopped at once, naming the port and SITE_PORT.');
// The message project leaves timers behind that would keep this process alive for half a
// minute.
process.exit(0);
