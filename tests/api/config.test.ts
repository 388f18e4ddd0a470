import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret } from '../../server/auth/jwtSecret';
import { createPasswordHasher } from '../../server/auth/password';
import { readConfig } from '../../server/config';

describe('API configuration', () => {
  it('has working defaults for local use', () => {
    const config = readConfig({});
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
      traces: { retentionDays: 30, maxRows: 100_000 },
    });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.hashing.concurrency).toBeGreaterThanOrEqual(1);
    expect(config.hashing.queueMax).toBe(config.hashing.concurrency * 8);
  });

  it('reads a list of site origins and treats empty variables as unset', () => {
    const config = readConfig({
      SITE_ORIGIN: 'http://localhost:5173, https://business.example.com',
      API_PORT: '',
      ENABLE_TEST_ROUTES: '1',
    });
    expect(config.siteOrigins).toEqual(['http://localhost:5173', 'https://business.example.com']);
    expect(config.port).toBe(8787);
    expect(config.testRoutes).toBe(true);
  });

  it('reads how long flow traces are kept and how many', () => {
    const config = readConfig({ TRACE_RETENTION_DAYS: '7', TRACE_MAX_ROWS: '5000' });
    expect(config.traces).toEqual({ retentionDays: 7, maxRows: 5000 });
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ SITE_ORIGIN: 'localhost' }, /SITE_ORIGIN/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET needs 32\+ characters/],
    [{ SCRYPT_LOG2_N: '4' }, /SCRYPT_LOG2_N/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required when NODE_ENV=production/],
    [{ TRUSTED_PROXY: 'X-Forwarded-For: 1.2.3.4' }, /TRUSTED_PROXY must name the header/],
    [{ HASH_CONCURRENCY: '0' }, /HASH_CONCURRENCY/],
    [{ TRACE_RETENTION_DAYS: '0' }, /TRACE_RETENTION_DAYS/],
    [{ TRACE_RETENTION_DAYS: 'a month' }, /TRACE_RETENTION_DAYS/],
    [{ TRACE_MAX_ROWS: '-1' }, /TRACE_MAX_ROWS/],
    [
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'tamreen-prod' },
      /only allowed with a demo- project/,
    ],
  ])('refuses %o', (env, problem) => {
    expect(() => readConfig(env)).toThrow(problem);
  });
});

describe('password hashing', () => {
  it('uses OWASP scrypt parameters by default and verifies only the right password', async () => {
    const hasher = createPasswordHasher({ log2N: readConfig({}).scryptLog2N });
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
