// Benchmarks the insight page's reads at scale: loads 1,000,000 synthetic flow summaries into
// a throwaway PostgreSQL cluster through the API's own store (server/db/flowSummaryStore.ts,
// 200 summaries a transaction, as a day's beacons would add up), then times each query the
// page makes (GET /support/insight: one machine, a range of days, one language or both) and
// exits 1 when one takes 200 ms or more. Prints a table with the date and the machine.
//
//   npm run bench:insight                  1,000,000 summaries over 90 days
//   BENCH_SUMMARIES=100000 npm run bench:insight
import { performance } from 'node:perf_hooks';
import { createFlowSummaryStore } from '../server/db/flowSummaryStore';
import { openDatabase } from '../server/db/openDatabase';
import { dayOf } from '../server/db/vitalsStore';
import { TRACE_MACHINES } from '../src/flows/registry';
import manifest from '../src/schemas/flowManifest.gen.json';
import transitions from '../src/schemas/flowTransitions.gen.json';
import { TIME_BUCKETS, reachesGoal, type FlowSummary } from '../src/schemas/flowSummary';
import type { FlowTransitions, ManifestMove } from '../src/schemas/flowTrace';
import type { InsightQuery } from '../src/schemas/insight';
import { machineLine, median, textTable } from './lib/benchReport';
import {
  findPostgresBinaries,
  missingPostgresMessage,
  startPostgresCluster,
} from './lib/postgresCluster';

const SUMMARIES = Number(process.env.BENCH_SUMMARIES || 1_000_000);
const DAYS = 90;
// Each summary now walks real moves, so a batch holds more distinct counts: 200 keeps a
// statement well under PostgreSQL's 65,535 parameters.
const BATCH = 200;
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

const FAILURES: FlowSummary['failures'][number]['outcome'][] = [
  'auth/invalid-code',
  'auth/code-expired',
  'network',
  'timeout',
  'http-500',
];

const MOVES = (transitions as FlowTransitions).machines;

// A visit of any machine, most of them going part of the way, as owners do: a walk from the
// machine's start along the moves the manifest lists, cut off at random.
function syntheticSummary(next: () => number, now: Date): FlowSummary {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)];
  const machine = pick(TRACE_MACHINES) ?? TRACE_MACHINES[0];
  const walked: ManifestMove[] = [];
  for (let at = '', left = 1 + Math.floor(next() * 8); left > 0; left -= 1) {
    const move = pick(MOVES[machine].moves.filter((m) => m.from === at));
    if (!move) break;
    walked.push(move);
    at = move.to;
  }
  const states = [...new Set(walked.map((move) => move.to))];
  const moves = new Map<string, FlowSummary['transitions'][number]>();
  for (const { from, event, to } of walked) {
    const key = `${from} ${event} ${to}`;
    const counted = moves.get(key);
    if (counted) counted.n += 1;
    else moves.set(key, { from, event, to, n: 1 });
  }
  const failedIn = walked.filter((move) => move.event.startsWith('xstate.error.actor.'));
  const last = walked.at(-1);
  return {
    v: 1,
    machine,
    version: manifest.machines[machine].version,
    locale: next() < 0.6 ? 'ar' : 'en',
    day: dayOf(now, Math.floor(next() * DAYS)),
    resumed: next() < 0.1,
    states: states.map((state) => ({ state, time: pick(TIME_BUCKETS) ?? '<1s' })),
    transitions: [...moves.values()],
    failures: failedIn.slice(0, 1).map(({ from }) => ({
      state: from,
      outcome: pick(FAILURES) ?? 'network',
      n: 1,
    })),
    refused: [],
    end: last && reachesGoal(machine, last) ? 'done' : 'abandoned',
    at: last?.to ?? '',
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
  const store = createFlowSummaryStore(db, { retentionDays: DAYS });
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
  const [{ counts, bytes } = { counts: 0, bytes: 0 }] = await db.query<{
    counts: number;
    bytes: number;
  }>(
    `SELECT count(*)::integer AS counts,
            pg_total_relation_size('flow_counts')::bigint AS bytes FROM flow_counts`,
  );
  await db.query('ANALYZE flow_counts');
  console.log(
    `\rloaded ${SUMMARIES.toLocaleString()} summaries in ${loadSeconds.toFixed(0)} s: ` +
      `${counts.toLocaleString()} count rows, ${(Number(bytes) / 1e6).toFixed(1)} MB with indexes`,
  );

  // The same questions of every machine the registry lists: the week, the week before, one
  // language, four weeks, ninety days.
  const queries: [string, InsightQuery][] = TRACE_MACHINES.flatMap((machine) => [
    [`${machine}, last 7 days`, { machine, from: dayOf(now, 6), to: dayOf(now) }],
    [`${machine}, 7 days before`, { machine, from: dayOf(now, 13), to: dayOf(now, 7) }],
    [`${machine}, last 7 days, ar`, { machine, from: dayOf(now, 6), to: dayOf(now), locale: 'ar' }],
    [`${machine}, last 28 days`, { machine, from: dayOf(now, 27), to: dayOf(now) }],
    [`${machine}, last 90 days`, { machine, from: dayOf(now, 89), to: dayOf(now) }],
  ]);
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
