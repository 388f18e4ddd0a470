// Benchmarks the insight page's reads at scale: loads 1,000,000 synthetic flow summaries into
// a throwaway PostgreSQL cluster through the API's own store (server/db/flowSummaryStore.ts,
// 1,000 summaries a transaction, as a day's beacons would add up), then times each query the
// page makes (GET /support/insight: one machine, a range of days, one language or both) and
// exits 1 when one takes 200 ms or more. Prints a table with the date and the machine.
//
//   npm run bench:insight                  1,000,000 summaries over 90 days
//   BENCH_SUMMARIES=100000 npm run bench:insight
import { performance } from 'node:perf_hooks';
import { createFlowSummaryStore } from '../server/db/flowSummaryStore';
import { openDatabase } from '../server/db/openDatabase';
import { dayOf } from '../server/db/vitalsStore';
import manifest from '../src/schemas/flowManifest.gen.json';
import type { FlowSummary } from '../src/schemas/flowSummary';
import type { InsightQuery } from '../src/schemas/insight';
import { machineLine, median, textTable } from './lib/benchReport';
import {
  findPostgresBinaries,
  missingPostgresMessage,
  startPostgresCluster,
} from './lib/postgresCluster';

const SUMMARIES = Number(process.env.BENCH_SUMMARIES || 1_000_000);
const DAYS = 90;
const BATCH = 1000;
const RUNS = 5;
const LIMIT_MS = 200;

// A seeded generator, so every run loads the same visits.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const BANDS = ['<1s', '1-5s', '5-30s', '30s-2m', '>2m'] as const;
const FAILURES = ['auth/invalid-code', 'auth/code-expired', 'network', 'timeout', 'http-500'];

// Visits of the sign-up, the code step, the reset and the login, most of them going part of
// the way, as owners do: each a path through the machine's states cut off at random.
const PATHS: Record<'signup' | 'signup.phoneCode' | 'reset' | 'session', string[]> = {
  signup: [
    'editing.idle',
    'verifyingPhone.sending',
    'verifyingPhone.waiting',
    'verifyingPhone.checking',
    'registering.locating',
    'registering.submitting',
  ],
  'signup.phoneCode': ['sending', 'waiting.coolingDown', 'verifying', 'waiting.ready', 'verified'],
  reset: [
    'enteringPhone',
    'checkingAccount',
    'verifyingPhone.sending',
    'verifyingPhone.waiting',
    'choosingPassword',
    'updating',
  ],
  session: ['loggedOut', 'loggingIn', 'loggedIn.active'],
};
const MACHINES = Object.keys(PATHS) as (keyof typeof PATHS)[];

function syntheticSummary(next: () => number, now: Date): FlowSummary {
  const machine = MACHINES[Math.floor(next() * MACHINES.length)] ?? 'signup';
  const path = PATHS[machine];
  const reached = 1 + Math.floor(next() * path.length);
  const states = path.slice(0, reached);
  const at = states.at(-1) ?? '';
  const failed = next() < 0.3 && states.length > 1;
  return {
    v: 1,
    machine,
    version: manifest.machines[machine].version,
    locale: next() < 0.6 ? 'ar' : 'en',
    day: dayOf(now, Math.floor(next() * DAYS)),
    resumed: next() < 0.1,
    states: states.map((state) => ({
      state,
      time: BANDS[Math.floor(next() * BANDS.length)] ?? '<1s',
    })),
    transitions: states.slice(1).map((to, i) => ({
      from: states[i] ?? '',
      event: 'xstate.init',
      to,
      n: 1,
    })),
    failures: failed
      ? [
          {
            state: states[1] ?? '',
            outcome: (FAILURES[Math.floor(next() * FAILURES.length)] ??
              'network') as FlowSummary['failures'][number]['outcome'],
            n: 1 + Math.floor(next() * 3),
          },
        ]
      : [],
    refused: next() < 0.05 ? [{ state: states[0] ?? '', event: 'xstate.init', n: 1 }] : [],
    end: 'abandoned',
    at,
  };
}

const binaries = findPostgresBinaries();
if (!binaries) {
  console.error(missingPostgresMessage);
  process.exit(1);
}
const cluster = await startPostgresCluster({ binaries, database: 'tamreen_bench' });
let status = 0;
try {
  const db = await openDatabase({ databaseUrl: cluster.databaseUrl, pgliteDataDir: 'unused' });
  const store = createFlowSummaryStore(db, { maxRows: 200_000, retentionDays: DAYS });
  const now = new Date();
  const next = random(20261127);
  const loadStart = performance.now();
  for (let done = 0; done < SUMMARIES; done += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, SUMMARIES - done) }, () =>
      syntheticSummary(next, now),
    );
    await store.add(batch);
    if ((done / BATCH) % 100 === 0) process.stdout.write(`\rloaded ${done.toLocaleString()}`);
  }
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const [{ rows, counts } = { rows: 0, counts: 0 }] = await db.query<{
    rows: number;
    counts: number;
  }>(
    `SELECT (SELECT count(*) FROM flow_summaries)::integer AS rows,
            (SELECT count(*) FROM flow_counts)::integer AS counts`,
  );
  await db.query('ANALYZE flow_counts');
  console.log(
    `\rloaded ${SUMMARIES.toLocaleString()} summaries in ${loadSeconds.toFixed(0)} s: ` +
      `${counts.toLocaleString()} count rows, ${rows.toLocaleString()} summaries kept`,
  );

  const queries: [string, InsightQuery][] = [
    ['signup, last 7 days', { machine: 'signup', from: dayOf(now, 6), to: dayOf(now) }],
    ['signup, 7 days before', { machine: 'signup', from: dayOf(now, 13), to: dayOf(now, 7) }],
    ['session, last 7 days', { machine: 'session', from: dayOf(now, 6), to: dayOf(now) }],
    [
      'signup, last 7 days, ar',
      { machine: 'signup', from: dayOf(now, 6), to: dayOf(now), locale: 'ar' },
    ],
    ['signup, last 28 days', { machine: 'signup', from: dayOf(now, 27), to: dayOf(now) }],
    ['reset, last 90 days', { machine: 'reset', from: dayOf(now, 89), to: dayOf(now) }],
    [
      'signup.phoneCode, 90 days, en',
      { machine: 'signup.phoneCode', from: dayOf(now, 89), to: dayOf(now), locale: 'en' },
    ],
  ];
  const lines: string[][] = [];
  for (const [name, query] of queries) {
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      found = (await store.counts(query)).length;
      times.push(performance.now() - start);
    }
    const ms = median(times);
    const worst = Math.max(...times);
    if (worst >= LIMIT_MS) status = 1;
    lines.push([
      name,
      String(found),
      ms.toFixed(1),
      worst.toFixed(1),
      worst < LIMIT_MS ? 'ok' : 'SLOW',
    ]);
  }
  console.log(
    `\nInsight queries, ${new Date().toISOString()} on ${machineLine()}, PostgreSQL ${cluster.version}`,
  );
  console.log(
    `${SUMMARIES.toLocaleString()} summaries over ${DAYS} days; median and worst of ${RUNS} runs`,
  );
  console.log(textTable(['query', 'rows', 'median ms', 'worst ms', `< ${LIMIT_MS} ms`], lines));
  await db.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  status = 1;
} finally {
  await cluster.stop();
}
process.exit(status);
