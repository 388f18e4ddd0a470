import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret } from '../../server/auth/jwtSecret';
import { createPasswordHasher } from '../../server/auth/password';
import { readConfig } from '../../server/config';

// Local use names itself: anything else is production.
const local = { NODE_ENV: 'development' };

describe('API configuration', () => {
  it('has working defaults for local use', () => {
    const config = readConfig(local);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      siteOrigins: ['http://localhost:5173'],
      firebaseProjectId: 'demo-tamreen',
      pgliteDataDir: '.data/pglite',
      rateLimit: { max: 10, windowMs: 60_000, maxKeys: 100_000 },
      bodyLimitBytes: 16_384,
      scryptLog2N: 15,
      testRoutes: false,
      jwtSecretFile: '.data/jwt-secret',
      trustedProxyHeader: undefined,
      traces: { retentionDays: 30, maxRows: 20_000, maxPerAddress: 20 },
    });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.hashing.concurrency).toBeGreaterThanOrEqual(1);
    expect(config.hashing.queueMax).toBe(config.hashing.concurrency * 8);
  });

  it('reads a list of site origins and treats empty variables as unset', () => {
    const config = readConfig({
      ...local,
      SITE_ORIGIN: 'http://localhost:5173, https://business.example.com',
      API_PORT: '',
      ENABLE_TEST_ROUTES: '1',
    });
    expect(config.siteOrigins).toEqual(['http://localhost:5173', 'https://business.example.com']);
    expect(config.port).toBe(8787);
    expect(config.testRoutes).toBe(true);
  });

  it('reads how long flow traces are kept and how many', () => {
    const config = readConfig({
      ...local,
      TRACE_RETENTION_DAYS: '7',
      TRACE_MAX_ROWS: '5000',
      TRACE_MAX_PER_ADDRESS: '3',
    });
    expect(config.traces).toEqual({ retentionDays: 7, maxRows: 5000, maxPerAddress: 3 });
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ SITE_ORIGIN: 'localhost' }, /SITE_ORIGIN/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET needs 32\+ characters/],
    [{ SCRYPT_LOG2_N: '4' }, /SCRYPT_LOG2_N/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    // Production is anything but development or test, however it is spelled.
    [{ NODE_ENV: 'Production' }, /JWT_SECRET is required in production/],
    [{ NODE_ENV: undefined }, /JWT_SECRET is required in production/],
    [{ NODE_ENV: 'dev' }, /JWT_SECRET is required in production/],
    // Long enough, and still guessed at once.
    [{ JWT_SECRET: 'a'.repeat(32) }, /JWT_SECRET is too weak/],
    [{ JWT_SECRET: 'ab'.repeat(32) }, /JWT_SECRET is too weak/],
    [{ TRUSTED_PROXY: 'X-Forwarded-For: 1.2.3.4' }, /TRUSTED_PROXY must name the header/],
    [{ HASH_CONCURRENCY: '0' }, /HASH_CONCURRENCY/],
    [{ TRACE_RETENTION_DAYS: '0' }, /TRACE_RETENTION_DAYS/],
    [{ TRACE_RETENTION_DAYS: 'a month' }, /TRACE_RETENTION_DAYS/],
    [{ TRACE_MAX_ROWS: '-1' }, /TRACE_MAX_ROWS/],
    [{ TRACE_MAX_PER_ADDRESS: '0' }, /TRACE_MAX_PER_ADDRESS/],
    [
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'tamreen-prod' },
      /only allowed with a demo- project/,
    ],
  ])('refuses %o', (env, problem) => {
    expect(() => readConfig({ ...local, ...env })).toThrow(problem);
  });
});

describe('API configuration in production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'pV3q9Lx2Tz7Rk4Nw8Hs1Jd6Fm0Bc5Yae' };

  it('starts with production settings', () => {
    expect(readConfig({ ...production, SCRYPT_LOG2_N: '13' }).scryptLog2N).toBe(13);
    expect(readConfig({ ...production, SCRYPT_LOG2_N: '17' }).scryptLog2N).toBe(17);
    // Empty counts as unset, here too.
    expect(readConfig({ ...production, ENABLE_TEST_ROUTES: '' }).testRoutes).toBe(false);
  });

  it.each([
    [{ ENABLE_TEST_ROUTES: '1' }, 'ENABLE_TEST_ROUTES is a test-only setting'],
    [{ ENABLE_TEST_ROUTES: '0' }, 'ENABLE_TEST_ROUTES is a test-only setting'],
    [{ SCRYPT_LOG2_N: '12' }, 'SCRYPT_LOG2_N=12 (below 13) is a test-only setting'],
    [
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST is a test-only setting',
    ],
    [
      { ENABLE_TEST_ROUTES: '1', SCRYPT_LOG2_N: '10' },
      'ENABLE_TEST_ROUTES, SCRYPT_LOG2_N=10 (below 13) are test-only settings',
    ],
  ])('refuses %o in one line naming it', (env, named) => {
    const refusal = `Invalid API configuration: ${named}, refused in production (NODE_ENV is not development or test).`;
    expect(() => readConfig({ ...production, ...env })).toThrow(new Error(refusal));
    // NODE_ENV unset, or spelled otherwise, is production all the same.
    const { NODE_ENV: _, ...unset } = production;
    expect(() => readConfig({ ...unset, ...env })).toThrow(new Error(refusal));
    expect(() => readConfig({ ...production, NODE_ENV: 'Production', ...env })).toThrow(
      new Error(refusal),
    );
  });

  it('takes the same switches outside production', () => {
    const config = readConfig({
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: '1',
      SCRYPT_LOG2_N: '10',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(config).toMatchObject({ testRoutes: true, scryptLog2N: 10 });
  });
});

describe('password hashing', () => {
  it('uses OWASP scrypt parameters by default and verifies only the right password', async () => {
    const hasher = createPasswordHasher({ log2N: readConfig(local).scryptLog2N });
    const stored = await hasher.hash('secret1');
    expect(stored).toMatch(/^scrypt\$15\$8\$3\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hasher.verify('secret1', stored)).toBe(true);
    expect(await hasher.verify('secret2', stored)).toBe(false);
  });

  it('answers false, after the same work, when there is no usable hash', async () => {
    const hasher = createPasswordHasher({ log2N: 10 });
    expect(await hasher.verify('secret1', undefined)).toBe(false);
    expect(await hasher.verify('secret1', 'not-a-hash')).toBe(false);
  });

  it('keeps verifying hashes made with other parameters', async () => {
    const old = await createPasswordHasher({ log2N: 10 }).hash('secret1');
    expect(await createPasswordHasher({ log2N: 12 }).verify('secret1', old)).toBe(true);
  });

  it('pairs each OWASP cost with its number of passes', async () => {
    for (const [log2N, p] of [
      [13, 10],
      [14, 5],
      [16, 2],
      [17, 1],
    ]) {
      const stored = await createPasswordHasher({ log2N }).hash('secret1');
      expect(stored.split('$').slice(1, 4)).toEqual([String(log2N), '8', String(p)]);
    }
  });
});

describe('the login token secret in development', () => {
  it('is made once, kept private in its file, and the same for processes starting together', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jwt-secret-'));
    const file = path.join(dir, 'nested', 'jwt-secret');
    try {
      const secrets = await Promise.all(
        Array.from({ length: 8 }, () => loadOrCreateJwtSecret(file)),
      );
      const encoded = new Set(secrets.map((secret) => Buffer.from(secret).toString('hex')));
      expect(encoded.size).toBe(1);
      expect(secrets[0].length).toBeGreaterThanOrEqual(32);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const again = await loadOrCreateJwtSecret(file);
      expect(Buffer.from(again).equals(Buffer.from(secrets[0]))).toBe(true);
      expect(await readdir(path.dirname(file))).toEqual(['jwt-secret']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
