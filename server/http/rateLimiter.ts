// Fixed-window request counters held in memory: enough for one reference API process.
export interface RateLimiter {
  /** Counts one attempt for `key`; false once the key has used up its window. */
  take(key: string): boolean;
}

const SWEEP_ABOVE = 10_000;

export function createRateLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(key) {
      const time = now();
      if (windows.size > SWEEP_ABOVE) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= time) {
        windows.set(key, { count: 1, resetAt: time + options.windowMs });
        return true;
      }
      current.count += 1;
      return current.count <= options.max;
    },
  };
}
