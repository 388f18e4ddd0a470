import type { BeaconShares } from './db/beaconShares';
import type { FlowSummaryStore } from './db/flowSummaryStore';
import type { FlowTraceStore } from './db/flowTraceStore';
import type { VitalsStore } from './db/vitalsStore';

const HOUR_MS = 3600 * 1000;

interface RetentionOptions {
  log: (line: string) => void;
  everyMs?: number;
  now?: () => Date;
}

/**
 * Runs `sweep` now and then every `everyMs` (hourly by default) for as long as the process
 * runs; the timer never keeps the process alive. Returns a stop function. A failed sweep is
 * logged and tried again at the next tick. `what` names the rows in the log: `flow traces`.
 */
export function startRetention(
  what: string,
  sweep: (now: Date) => Promise<number>,
  options: RetentionOptions,
): () => void {
  const now = options.now ?? (() => new Date());
  const run = async () => {
    try {
      const removed = await sweep(now());
      if (removed > 0) options.log(`removed ${removed} expired ${what}`);
    } catch (error) {
      options.log(`${what} sweep failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  void run();
  const timer = setInterval(() => void run(), options.everyMs ?? HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Sweeps flow traces past `TRACE_RETENTION_DAYS`, at start and then hourly. */
export function startTraceRetention(
  traces: Pick<FlowTraceStore, 'sweep'>,
  options: RetentionOptions,
): () => void {
  return startRetention('flow traces', (now) => traces.sweep(now), options);
}

/** Sweeps field vitals of days past `VITALS_RETENTION_DAYS`, at start and then hourly. */
export function startVitalsRetention(
  vitals: Pick<VitalsStore, 'sweep'>,
  options: RetentionOptions,
): () => void {
  return startRetention('field vitals', (now) => vitals.sweep(now), options);
}

/** Sweeps flow summary counts past `SUMMARY_RETENTION_DAYS`, at start and then hourly. */
export function startSummaryRetention(
  summaries: Pick<FlowSummaryStore, 'sweep'>,
  options: RetentionOptions,
): () => void {
  return startRetention('flow summary counts', (now) => summaries.sweep(now), options);
}

/**
 * Writes the beacons refused, and sweeps what addresses added past yesterday and the days'
 * tallies past `SUMMARY_RETENTION_DAYS`: every minute, so several instances' refusals reach
 * the console soon.
 */
export function startBeaconRetention(
  beacons: Pick<BeaconShares, 'sweep'>,
  options: RetentionOptions,
): () => void {
  return startRetention('beacon tallies', (now) => beacons.sweep(now), {
    everyMs: 60_000,
    ...options,
  });
}
