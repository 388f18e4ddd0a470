import type { FlowTraceStore } from './db/flowTraceStore';

const HOUR_MS = 3600 * 1000;

/**
 * Sweeps expired traces now and then every `everyMs` (hourly by default) for as long as the
 * process runs; the timer never keeps the process alive. Returns a stop function. A failed
 * sweep is logged and tried again at the next tick.
 */
export function startTraceRetention(
  traces: Pick<FlowTraceStore, 'sweep'>,
  options: { log: (line: string) => void; everyMs?: number; now?: () => Date },
): () => void {
  const now = options.now ?? (() => new Date());
  const sweep = async () => {
    try {
      const removed = await traces.sweep(now());
      if (removed > 0) options.log(`removed ${removed} expired flow traces`);
    } catch (error) {
      options.log(`flow trace sweep failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), options.everyMs ?? HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
