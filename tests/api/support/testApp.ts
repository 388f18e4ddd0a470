import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { createPasswordHasher } from '../../../server/auth/password';
import type { PhoneTokenVerifier } from '../../../server/auth/phoneVerification';
import { createTokenIssuer } from '../../../server/auth/tokens';
import { createContactStore, type ContactStore } from '../../../server/db/contactStore';
import { openDatabase } from '../../../server/db/openDatabase';
import type { SqlClient } from '../../../server/db/sqlClient';
import { createUserStore } from '../../../server/db/userStore';
import { createRateLimiter } from '../../../server/http/rateLimiter';

export const SITE_ORIGIN = 'http://localhost:5173';
export const JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret!');

export interface TestApp {
  app: Hono;
  db: SqlClient;
  contacts: ContactStore;
  close(): Promise<void>;
}

/**
 * The real app with cheap scrypt and adjustable limits, on an in-memory PGlite, or on the
 * PostgreSQL server in `TEST_DATABASE_URL` (emptied first) to check that path too.
 */
export async function createTestApp(
  options: {
    rateLimitMax?: number;
    bodyLimitBytes?: number;
    testRoutes?: boolean;
    verifyPhoneToken?: PhoneTokenVerifier;
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const db = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  if (databaseUrl) await db.exec('TRUNCATE users, contact_messages RESTART IDENTITY');
  const limit = () => createRateLimiter({ max: options.rateLimitMax ?? 1000, windowMs: 60_000 });
  const contacts = createContactStore(db);
  const app = createApp({
    siteOrigins: [SITE_ORIGIN],
    bodyLimitBytes: options.bodyLimitBytes ?? 16 * 1024,
    testRoutes: options.testRoutes ?? false,
    users: createUserStore(db),
    contacts,
    passwords: createPasswordHasher({ log2N: 10 }),
    tokens: createTokenIssuer({ secret: JWT_SECRET, ttlSeconds: 3600 }),
    verifyPhoneToken: options.verifyPhoneToken ?? (async () => undefined),
    limits: { login: limit(), reset: limit(), contact: limit() },
    log: () => {},
  });
  return { app, db, contacts, close: () => db.close() };
}
