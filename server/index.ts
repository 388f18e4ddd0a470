// Starts the reference API: reads and validates the environment, opens and migrates the
// database, and serves the app until SIGINT/SIGTERM.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { boundHasher } from './auth/boundedHasher';
import { loadOrCreateJwtSecret } from './auth/jwtSecret';
import { createPasswordHasher } from './auth/password';
import { createPhoneTokenVerifier } from './auth/phoneVerification';
import { createTokenIssuer } from './auth/tokens';
import { readConfig } from './config';
import { createContactStore } from './db/contactStore';
import { createFlowTraceStore } from './db/flowTraceStore';
import { openDatabase } from './db/openDatabase';
import { createRevokedTokenStore } from './support/revokedTokenStore';
import { createSupportAccountStore } from './support/accountStore';
import { createSupportAuditStore } from './support/auditStore';
import { createUsedTokenStore } from './db/usedTokenStore';
import { createUserStore } from './db/userStore';
import { createVitalsStore } from './db/vitalsStore';
import { createFlowSummaryStore } from './db/flowSummaryStore';
import { createTraceCaseStore } from './support/caseStore';
import { clientIpResolver } from './http/clientIp';
import { createLimits } from './limits';
import { addSupportAccount } from './support/addAccount';
import { adminSocketPath, startAdminSocket } from './support/adminSocket';
import { disableSupportAccount } from './support/disableAccount';
import {
  startBeaconRetention,
  startSummaryRetention,
  startTraceRetention,
  startVitalsRetention,
} from './traceRetention';
import { createBeaconShares } from './db/beaconShares';
import { createAccountDeletionStore } from './db/accountDeletionStore';

const log = (line: string) => console.log(`[api] ${line}`);

/** Start-up problems (configuration, a database folder in use) are one plain line, no stack. */
async function orExit<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = await orExit(() => readConfig(process.env));
const db = await orExit(() => openDatabase(config));
const jwtSecret =
  config.jwtSecret ?? (await orExit(() => loadOrCreateJwtSecret(config.jwtSecretFile)));

const traces = createFlowTraceStore(db, { ...config.traces, uploaderSecret: jwtSecret });
const stopTraceRetention = startTraceRetention(traces, { log });
const vitals = createVitalsStore(db, config.vitals);
const stopVitalsRetention = startVitalsRetention(vitals, { log });
const summaries = createFlowSummaryStore(db, config.summaries);
const stopSummaryRetention = startSummaryRetention(summaries, { log });
const beacons = createBeaconShares(db, {
  limits: config.beacons,
  secret: jwtSecret,
  retentionDays: config.summaries.retentionDays,
});
const stopBeaconRetention = startBeaconRetention(beacons, { log });
const supportAccounts = createSupportAccountStore(db);
const passwords = createPasswordHasher({ log2N: config.scryptLog2N });

// A PGlite folder is this process's alone: `npm run support:add` and `support:disable` reach
// it through us.
const onDisk = !config.databaseUrl && !config.pgliteDataDir.startsWith('memory://');
const stopAdminSocket = onDisk
  ? await orExit(() =>
      startAdminSocket(adminSocketPath(config.pgliteDataDir), {
        add: (email, password) =>
          addSupportAccount({ accounts: supportAccounts, passwords }, email, password),
        disable: (email) => disableSupportAccount({ accounts: supportAccounts }, email),
      }),
    )
  : async () => {};

const app = createApp({
  siteOrigins: config.siteOrigins,
  bodyLimitBytes: config.bodyLimitBytes,
  testRoutes: config.testRoutes,
  users: createUserStore(db),
  accountDeletions: createAccountDeletionStore(db, { secret: jwtSecret }),
  contacts: createContactStore(db),
  usedTokens: createUsedTokenStore(db),
  traces,
  vitals,
  summaries,
  beacons,
  traceCases: createTraceCaseStore(db),
  supportAccounts,
  supportAudit: createSupportAuditStore(db),
  revokedTokens: createRevokedTokenStore(db),
  passwords: boundHasher(passwords, config.hashing),
  tokens: createTokenIssuer({ secret: jwtSecret, ttlSeconds: config.jwtTtlSeconds }),
  verifyPhoneToken: createPhoneTokenVerifier({
    projectId: config.firebaseProjectId,
    emulator: !!config.authEmulatorHost,
  }),
  clientIp: clientIpResolver(config.trustedProxyHeader),
  // Only a PostgreSQL server can be shared by several instances; PGlite is one process's.
  limits: createLimits(config.rateLimit, config.databaseUrl ? db : undefined),
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
  if (!config.jwtSecret) log(`login tokens signed with the secret kept in ${config.jwtSecretFile}`);
  if (config.trustedProxyHeader) log(`client address read from ${config.trustedProxyHeader}`);
  if (config.testRoutes) log('test routes enabled (ENABLE_TEST_ROUTES)');
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  stopTraceRetention();
  stopVitalsRetention();
  stopSummaryRetention();
  stopBeaconRetention();
  void stopAdminSocket();
  server.close(() => {
    // The refusals noted since the last minute's write go with the rest.
    void beacons
      .flush()
      .catch(() => undefined)
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  // Keep-alive connections can hold close() open; do not wait for them forever.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
