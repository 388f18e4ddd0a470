// Starts the reference API: reads and validates the environment, opens and migrates the
// database, and serves the app until SIGINT/SIGTERM.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createPasswordHasher } from './auth/password';
import { createPhoneTokenVerifier } from './auth/phoneVerification';
import { createTokenIssuer } from './auth/tokens';
import { readConfig } from './config';
import { createContactStore } from './db/contactStore';
import { openDatabase } from './db/openDatabase';
import { createUserStore } from './db/userStore';
import { createRateLimiter } from './http/rateLimiter';

const log = (line: string) => console.log(`[api] ${line}`);
const config = readConfig(process.env);
const db = await openDatabase(config);

const app = createApp({
  siteOrigins: config.siteOrigins,
  bodyLimitBytes: config.bodyLimitBytes,
  testRoutes: config.testRoutes,
  users: createUserStore(db),
  contacts: createContactStore(db),
  passwords: createPasswordHasher({ log2N: config.scryptLog2N }),
  tokens: createTokenIssuer({ secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds }),
  verifyPhoneToken: createPhoneTokenVerifier({ projectId: config.firebaseProjectId }),
  limits: {
    login: createRateLimiter(config.rateLimit),
    reset: createRateLimiter(config.rateLimit),
    contact: createRateLimiter(config.rateLimit),
  },
  log,
});

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite ${config.pgliteDataDir}`;
  log(`listening on http://${info.address}:${info.port} · storage: ${storage}`);
  log(`allowed site origins: ${config.siteOrigins.join(', ')}`);
  if (config.authEmulatorHost)
    log(`phone tokens checked against the Auth emulator at ${config.authEmulatorHost}`);
  if (config.jwtSecretGenerated)
    log('JWT_SECRET not set: using a random secret (tokens end with this process)');
  if (config.testRoutes) log('test routes enabled (ENABLE_TEST_ROUTES)');
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close(() => {
    void db.close().finally(() => process.exit(0));
  });
  // Keep-alive connections can hold close() open; do not wait for them forever.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
