import { availableParallelism } from 'node:os';
import * as v from 'valibot';

// Environment of the reference API, read and validated once at start-up (see docs/api.md).
const Port = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(65535));
const PositiveInt = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1));
const Flag = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value === '1' || value === 'true'),
);

// A secret of very few different characters (32 × 'a', 'ab' repeated) is guessed at once
// whatever its length; a random one of 32 characters has far more.
const SECRET_MIN_DISTINCT = 10;
// The only settings that are not production: spelled exactly so.
const NOT_PRODUCTION = ['development', 'test'];

const EnvSchema = v.object({
  API_HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  API_PORT: v.optional(Port, '8787'),
  SITE_ORIGIN: v.pipe(
    v.optional(v.string(), 'http://localhost:5173'),
    v.transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
    v.array(v.pipe(v.string(), v.url('SITE_ORIGIN must hold origins like http://localhost:5173'))),
    v.minLength(1, 'SITE_ORIGIN must name at least one origin'),
  ),
  JWT_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.minLength(32, 'JWT_SECRET needs 32+ characters'),
      v.check(
        (secret) => new Set(secret).size >= SECRET_MIN_DISTINCT,
        `JWT_SECRET is too weak: use ${SECRET_MIN_DISTINCT}+ different characters, e.g. from \`openssl rand -base64 48\``,
      ),
    ),
  ),
  JWT_TTL_SECONDS: v.optional(PositiveInt, '86400'),
  FIREBASE_PROJECT_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'demo-tamreen'),
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.string()),
  DATABASE_URL: v.optional(v.string()),
  PGLITE_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data/pglite'),
  RATE_LIMIT_MAX: v.optional(PositiveInt, '10'),
  RATE_LIMIT_WINDOW_MS: v.optional(PositiveInt, '60000'),
  BODY_LIMIT_BYTES: v.optional(PositiveInt, '16384'),
  // log2 of scrypt's N, 13–17 being OWASP's equally strong settings (see auth/password.ts);
  // below 13 only to keep tests fast.
  SCRYPT_LOG2_N: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(10), v.maxValue(20)),
    '15',
  ),
  ENABLE_TEST_ROUTES: Flag,
  // Anything but exactly `development` or `test` (unset included) is production.
  NODE_ENV: v.optional(v.string()),
  JWT_SECRET_FILE: v.optional(v.pipe(v.string(), v.minLength(1)), '.data/jwt-secret'),
  RATE_LIMIT_MAX_KEYS: v.optional(PositiveInt, '100000'),
  TRUSTED_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[A-Za-z][A-Za-z0-9-]*$/,
        'TRUSTED_PROXY must name the header your proxy sets, e.g. X-Forwarded-For',
      ),
    ),
  ),
  HASH_CONCURRENCY: v.optional(PositiveInt),
  HASH_QUEUE_MAX: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0))),
  TRACE_RETENTION_DAYS: v.optional(PositiveInt, '30'),
  TRACE_MAX_ROWS: v.optional(PositiveInt, '20000'),
  TRACE_MAX_PER_ADDRESS: v.optional(PositiveInt, '20'),
  VITALS_RETENTION_DAYS: v.optional(PositiveInt, '28'),
  VITALS_MAX_ROWS: v.optional(PositiveInt, '500000'),
  SUMMARY_RETENTION_DAYS: v.optional(PositiveInt, '90'),
  // What one address (an IPv6 /64) adds to a day's insight and vitals at most, and how many
  // addresses a day is counted from (server/db/beaconShares.ts).
  BEACON_VISITS_PER_ADDRESS: v.optional(PositiveInt, '200'),
  BEACON_VITALS_PER_ADDRESS: v.optional(PositiveInt, '500'),
  BEACON_ADDRESSES_PER_DAY: v.optional(PositiveInt, '100000'),
});

export interface ServerConfig {
  host: string;
  port: number;
  siteOrigins: string[];
  /** Set when JWT_SECRET is given; otherwise the secret is kept in `jwtSecretFile`. */
  jwtSecret?: Uint8Array;
  jwtSecretFile: string;
  jwtTtlSeconds: number;
  firebaseProjectId: string;
  authEmulatorHost?: string;
  databaseUrl?: string;
  pgliteDataDir: string;
  rateLimit: { max: number; windowMs: number; maxKeys: number };
  /** The header a trusted reverse proxy puts the client address in; unset trusts no header. */
  trustedProxyHeader?: string;
  hashing: { concurrency: number; queueMax: number };
  bodyLimitBytes: number;
  /**
   * Flow traces: kept this many days; at most maxRows in all and maxPerAddress from one
   * address (its /64 for IPv6), the oldest not linked to a message making room.
   */
  traces: { retentionDays: number; maxRows: number; maxPerAddress: number };
  /** Field vitals: kept this many days; at most maxRows in all, the oldest dropped first. */
  vitals: { retentionDays: number; maxRows: number };
  /** Flow summaries: kept as daily counts only, this many days. */
  summaries: { retentionDays: number };
  /** What one address adds to a day's counts, and from how many addresses a day counts. */
  beacons: { visits: number; vitals: number; sources: number };
  scryptLog2N: number;
  testRoutes: boolean;
}

// Settings that exist for tests and are refused in production (NODE_ENV anything but
// `development` or `test`, unset included), each with why:
// - ENABLE_TEST_ROUTES (any value): mounts routes that read stored contact messages back.
// - SCRYPT_LOG2_N below 13: the lowest of OWASP's settings; tests go lower only for speed.
// - FIREBASE_AUTH_EMULATOR_HOST: phone proofs are then checked against an emulator that signs
//   nothing, not against Google's keys.
// Settings a deployment may well change (rate limits, pool sizes, PGLITE_DATA_DIR) are not
// listed: a production value of those is a choice, not a leftover from a test run.
const PRODUCTION_MIN_SCRYPT_LOG2_N = 13;

function testOnlySettings(env: Record<string, string | undefined>, scryptLog2N: number) {
  const found: string[] = [];
  if (env.ENABLE_TEST_ROUTES !== undefined) found.push('ENABLE_TEST_ROUTES');
  if (scryptLog2N < PRODUCTION_MIN_SCRYPT_LOG2_N) {
    found.push(`SCRYPT_LOG2_N=${scryptLog2N} (below ${PRODUCTION_MIN_SCRYPT_LOG2_N})`);
  }
  if (env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) found.push('FIREBASE_AUTH_EMULATOR_HOST');
  return found;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  // Empty variables count as unset, so `FOO=` in a shell means "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.') ?? 'environment';
      return `${key}: ${issue.message}`;
    });
    throw new Error(`Invalid API configuration:\n${problems.join('\n')}`);
  }
  const e = result.output;
  const production = !NOT_PRODUCTION.includes(e.NODE_ENV ?? '');
  const testOnly = production ? testOnlySettings(present, e.SCRYPT_LOG2_N) : [];
  if (testOnly.length > 0) {
    const what = testOnly.length === 1 ? 'is a test-only setting' : 'are test-only settings';
    throw new Error(
      `Invalid API configuration: ${testOnly.join(', ')} ${what}, refused in production (NODE_ENV is not development or test).`,
    );
  }
  if (production && !e.JWT_SECRET) {
    throw new Error(
      'Invalid API configuration:\nJWT_SECRET is required in production (NODE_ENV is not development or test): 32+ random characters shared by every instance',
    );
  }
  // With the emulator variable set, firebase-admin accepts unsigned tokens: keep that to
  // demo projects, which exist only on the emulator.
  if (e.FIREBASE_AUTH_EMULATOR_HOST && !e.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new Error(
      'Invalid API configuration:\nFIREBASE_AUTH_EMULATOR_HOST is only allowed with a demo- project id',
    );
  }
  // scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says more), which
  // the database files share: one hash per core keeps both moving.
  const hashConcurrency = e.HASH_CONCURRENCY ?? Math.min(availableParallelism(), 4);
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    siteOrigins: e.SITE_ORIGIN,
    jwtSecret: e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : undefined,
    jwtSecretFile: e.JWT_SECRET_FILE,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: e.PGLITE_DATA_DIR,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      maxKeys: e.RATE_LIMIT_MAX_KEYS,
    },
    trustedProxyHeader: e.TRUSTED_PROXY?.toLowerCase(),
    hashing: {
      concurrency: hashConcurrency,
      queueMax: e.HASH_QUEUE_MAX ?? hashConcurrency * 8,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    traces: {
      retentionDays: e.TRACE_RETENTION_DAYS,
      maxRows: e.TRACE_MAX_ROWS,
      maxPerAddress: e.TRACE_MAX_PER_ADDRESS,
    },
    vitals: { retentionDays: e.VITALS_RETENTION_DAYS, maxRows: e.VITALS_MAX_ROWS },
    summaries: { retentionDays: e.SUMMARY_RETENTION_DAYS },
    beacons: {
      visits: e.BEACON_VISITS_PER_ADDRESS,
      vitals: e.BEACON_VITALS_PER_ADDRESS,
      sources: e.BEACON_ADDRESSES_PER_DAY,
    },
    scryptLog2N: e.SCRYPT_LOG2_N,
    testRoutes: e.ENABLE_TEST_ROUTES,
  };
}
