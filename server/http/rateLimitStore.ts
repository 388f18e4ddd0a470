// Fixed-window counters behind the rate limits. One store per limit, so every key in it has
// the same window length.
export interface WindowCount {
  points: number;
  /** Time until the window ends and the key starts afresh. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Adds one point to `key`'s current window (opening a new one if it has ended). */
  hit(key: string): Promise<WindowCount>;
  /** Takes back one point from the current window (a success that should not count). */
  refund(key: string): Promise<void>;
  /** Forgets `key` altogether. */
  reset(key: string): Promise<void>;
}

/**
 * Counters in this process's memory, for the single-process PGlite setup. At most `maxKeys`
 * keys are held: entries sit in the order their windows end, so ended windows are dropped from
 * the front as new hits arrive, and when the table is full the oldest window goes first. Memory
 * and the cost of a hit stay flat however many distinct keys an attacker sends.
 */
export function createMemoryRateLimitStore(options: {
  windowMs: number;
  maxKeys: number;
  now?: () => number;
}): RateLimitStore & { size(): number } {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { points: number; resetAt: number }>();
  const dropEnded = (time: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > time) break;
      windows.delete(key);
    }
  };
  return {
    async hit(key) {
      const time = now();
      dropEnded(time);
      let window = windows.get(key);
      if (!window) {
        if (windows.size >= options.maxKeys) windows.delete(windows.keys().next().value as string);
        window = { points: 0, resetAt: time + options.windowMs };
        windows.set(key, window);
      }
      window.points += 1;
      return { points: window.points, resetInMs: window.resetAt - time };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.points > 0) window.points -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    size: () => windows.size,
  };
}
