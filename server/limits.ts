import { createRateLimitTable } from './db/rateLimitTable';
import type { SqlClient } from './db/sqlClient';
import type { AppDeps } from './deps';
import { createLimit } from './http/limit';
import { createMemoryRateLimitStore } from './http/rateLimitStore';

export interface LimitSettings {
  max: number;
  windowMs: number;
  maxKeys: number;
}

/**
 * The API's rate limits. With `shared` (a PostgreSQL server that several instances use) the
 * counters live in its `rate_limits` table; otherwise in this process's memory, capped.
 */
export function createLimits(settings: LimitSettings, shared?: SqlClient): AppDeps['limits'] {
  const store = (name: string) =>
    shared
      ? createRateLimitTable(shared, { name, windowMs: settings.windowMs })
      : createMemoryRateLimitStore(settings);
  return {
    login: createLimit(store('login'), { max: settings.max, failuresOnly: true }),
    reset: createLimit(store('reset'), { max: settings.max, failuresOnly: true }),
    deletion: createLimit(store('deletion'), { max: settings.max, failuresOnly: true }),
    register: createLimit(store('register'), { max: settings.max, failuresOnly: false }),
    contact: createLimit(store('contact'), { max: settings.max, failuresOnly: false }),
    traces: createLimit(store('traces'), { max: settings.max, failuresOnly: false }),
    vitals: createLimit(store('vitals'), { max: settings.max, failuresOnly: false }),
    summaries: createLimit(store('summaries'), { max: settings.max, failuresOnly: false }),
    supportLogin: createLimit(store('supportLogin'), { max: settings.max, failuresOnly: true }),
  };
}
