// Benchmarks the reference API as a visitor experiences it: login latency and throughput at
// 1, 10 and 50 concurrent clients with the default scrypt cost, peak memory, and whether
// /health keeps its pace after a flood of failed logins for 100,000 distinct usernames.
//
//   npm run bench:api                      starts its own emulator and API (default settings)
//   BENCH_API_URL=… BENCH_API_PID=… npm run bench:api -- login
//                                          measures an API that is already running: an older
//                                          version, which registers accounts without a phone
//                                          proof (used to measure the same table before a change)
//
// Phases: `login` and `flood` (both by default). BENCH_SECONDS sets each login run's length.
// Only loopback addresses are ever contacted; every loop is bounded in count and time.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { phoneIdToken } from '../tests/api/helpers/phoneSignIn';
import { registerPayload } from '../tests/api/helpers/fixtures';
import { startApi, startAuthEmulator, type Api, type AuthEmulator } from './lib/stack';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const FLOOD_USERNAMES = 100_000;
const SITE_ORIGIN = 'http://localhost:5173';
const phases = process.argv.slice(2).length ? process.argv.slice(2) : ['login', 'flood'];

interface Target {
  url: string;
  pid: number | undefined;
}

// Each simulated client has its own address, told to the API through the header a trusted
// proxy would set (the API is started with TRUSTED_PROXY=X-Forwarded-For), as real visitors
// arrive from many addresses. The flood phase uses one address, as one attacker would.
const json = (body: unknown, client = 0): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.0.${client % 250}` },
  body: JSON.stringify(body),
});

function memoryMiB(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): string {
  if (!pid) return 'n/a';
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(
      /^(\w+):\s+(\d+) kB$/m.exec(status.split('\n').find((l) => l.startsWith(field)) ?? '')?.[2],
    );
    return Number.isFinite(kib) ? `${Math.round(kib / 1024)} MiB` : 'n/a';
  } catch {
    return 'n/a';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Runs `clients` loops of `request` until `seconds` pass or `limit` requests were sent. */
async function load(
  clients: number,
  seconds: number,
  request: (i: number, client: number) => Promise<number>,
  limit = Number.POSITIVE_INFINITY,
) {
  const statuses = new Map<number, number>();
  const okLatencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline && sent < limit) {
        const i = sent++;
        const begin = performance.now();
        let status: number;
        try {
          status = await request(i, client);
        } catch {
          status = 0;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) okLatencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  okLatencies.sort((a, b) => a - b);
  return { statuses, okLatencies, elapsed, sent };
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status || 'failed'}`)
    .join(' ');

type Owner = ReturnType<typeof registerPayload>;

/** Each client logs in to an account of its own, as separate owners would. */
async function benchLogin(target: Target, owners: Owner[]) {
  const rows: string[] = [];
  for (const clients of [1, 10, 50]) {
    const run = await load(clients, SECONDS, async (_, client) => {
      const { mobileNumber: username, password } = owners[client % owners.length];
      const response = await fetch(
        `${target.url}/auth/login`,
        json({ username, password }, client),
      );
      await response.arrayBuffer();
      // A client told the server is busy tries again when Retry-After says, as a person would.
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status === 503 && retryAfter > 0) await sleep(retryAfter * 1000);
      return response.status;
    });
    const ok = run.okLatencies.length;
    rows.push(
      `| ${clients} | ${(ok / run.elapsed).toFixed(1)} | ${percentile(run.okLatencies, 50).toFixed(0)} | ${percentile(run.okLatencies, 99).toFixed(0)} | ${statusText(run.statuses)} |`,
    );
  }
  console.log('\nLogin (correct password), each run', SECONDS, 's');
  console.log('| clients | logins/s | p50 ms | p99 ms | answers |');
  console.log('| ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  console.log(`API peak memory (VmHWM): ${memoryMiB(target.pid, 'VmHWM')}`);
}

async function healthRate(target: Target) {
  const health = async () => {
    const response = await fetch(`${target.url}/health`);
    await response.arrayBuffer();
    return response.status;
  };
  await load(10, 1, health); // warm-up: connections, JIT
  const run = await load(10, 5, health);
  return run.okLatencies.length / run.elapsed;
}

async function benchFlood(target: Target) {
  const before = await healthRate(target);
  const rssBefore = memoryMiB(target.pid, 'VmRSS');
  const flood = await load(
    50,
    600,
    async (i) => {
      const username = `+2010${String(10_000_000 + i).padStart(8, '0')}`;
      const response = await fetch(
        `${target.url}/auth/login`,
        json({ username, password: 'wrong-password' }),
      );
      await response.arrayBuffer();
      return response.status;
    },
    FLOOD_USERNAMES,
  );
  const after = await healthRate(target);
  console.log(
    `\nFailed logins for ${flood.sent} distinct usernames from one client (${flood.elapsed.toFixed(1)} s): ${statusText(flood.statuses)}`,
  );
  console.log('| | /health requests/s | API memory (VmRSS) |');
  console.log('| --- | ---: | ---: |');
  console.log(`| before the flood | ${before.toFixed(0)} | ${rssBefore} |`);
  console.log(`| after the flood | ${after.toFixed(0)} | ${memoryMiB(target.pid, 'VmRSS')} |`);
  console.log(`API peak memory (VmHWM): ${memoryMiB(target.pid, 'VmHWM')}`);
}

async function ownStack() {
  const emulator = await startAuthEmulator();
  const apis: Api[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
  let instance = 0;
  // Default settings, on a PGlite folder as `npm run api` uses one; only the proxy header is
  // trusted, so the simulated clients count as the separate visitors they stand for.
  const start = async () => {
    const api = await startApi({
      siteOrigin: SITE_ORIGIN,
      authEmulatorHost: emulator.host,
      projectId: emulator.projectId,
      dataDir: path.join(dataDir, `pglite-${++instance}`),
      env: { TRUSTED_PROXY: 'X-Forwarded-For' },
    });
    apis.push(api);
    return api;
  };
  const stop = async () => {
    await Promise.all([...apis.map((api) => api.stop()), emulator.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  };
  return { emulator, start, stop };
}

/** Registers 50 owners, with a phone proof from `emulator` when given. */
async function registerOwners(url: string, emulator?: AuthEmulator): Promise<Owner[]> {
  const owners: Owner[] = [];
  for (let client = 0; client < 50; client += 1) {
    const owner = registerPayload();
    const init = json(owner, client);
    if (emulator) {
      const token = await phoneIdToken(emulator, owner.mobileNumber);
      init.headers = { ...init.headers, Authorization: `Bearer ${token}` };
    }
    const response = await fetch(`${url}/auth/register`, init);
    if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
    owners.push(owner);
  }
  return owners;
}

console.log(`# API benchmark, ${new Date().toISOString()}`);
console.log(
  `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
);

if (process.env.BENCH_API_URL) {
  const target = {
    url: process.env.BENCH_API_URL,
    pid: Number(process.env.BENCH_API_PID) || undefined,
  };
  if (phases.includes('login')) await benchLogin(target, await registerOwners(target.url));
  if (phases.includes('flood')) await benchFlood(target);
} else {
  const stack = await ownStack();
  try {
    if (phases.includes('login')) {
      const api = await stack.start();
      await benchLogin(api, await registerOwners(api.url, stack.emulator));
      await api.stop();
    }
    if (phases.includes('flood')) await benchFlood(await stack.start());
  } finally {
    await stack.stop();
  }
}
