import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { boundHasher } from '../../../server/auth/boundedHasher';
import { createPasswordHasher, type PasswordHasher } from '../../../server/auth/password';
import type { PhoneTokenVerifier } from '../../../server/auth/phoneVerification';
import { createTokenIssuer } from '../../../server/auth/tokens';
import { createContactStore, type ContactStore } from '../../../server/db/contactStore';
import { createBeaconShares, type BeaconShares } from '../../../server/db/beaconShares';
import { createFlowTraceStore, type FlowTraceStore } from '../../../server/db/flowTraceStore';
import { openDatabase } from '../../../server/db/openDatabase';
import { createRevokedTokenStore } from '../../../server/support/revokedTokenStore';
import type { SqlClient } from '../../../server/db/sqlClient';
import {
  createAccountDeletionStore,
  type AccountDeletionStore,
} from '../../../server/db/accountDeletionStore';
import {
  createSupportAccountStore,
  type SupportAccountStore,
} from '../../../server/support/accountStore';
import { createSupportAuditStore } from '../../../server/support/auditStore';
import { createUsedTokenStore } from '../../../server/db/usedTokenStore';
import { createUserStore } from '../../../server/db/userStore';
import { createVitalsStore, type VitalsStore } from '../../../server/db/vitalsStore';
import { createTraceCaseStore } from '../../../server/support/caseStore';
import { createFlowSummaryStore, type FlowSummaryStore } from '../../../server/db/flowSummaryStore';
import { clientIpResolver } from '../../../server/http/clientIp';
import { createLimits } from '../../../server/limits';

export const SITE_ORIGIN = 'http://localhost:5173';
export const JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret!');

export interface TestApp {
  app: Hono;
  db: SqlClient;
  contacts: ContactStore;
  traces: FlowTraceStore;
  vitals: VitalsStore;
  summaries: FlowSummaryStore;
  beacons: BeaconShares;
  supportAccounts: SupportAccountStore;
  accountDeletions: AccountDeletionStore;
  close(): Promise<void>;
}

const PROOF_PREFIX = 'test-proof';

/**
 * A stand-in for a Firebase ID token in the in-process suites, which run without the Auth
 * emulator: `proofToken(phone)` proves `phone`, signed in now (or at `authTime`, in seconds).
 * The suites that start the real API use real emulator tokens instead.
 */
export function proofToken(
  phone: string,
  { authTime = Math.floor(Date.now() / 1000), uid = `uid-${phone}-${Math.random()}` } = {},
): string {
  return [PROOF_PREFIX, phone, uid, authTime].join('|');
}

const verifyProofToken: PhoneTokenVerifier = async (token) => {
  const [prefix, phone, uid, authTime] = token.split('|');
  if (prefix !== PROOF_PREFIX || !phone || !uid) return undefined;
  return { phone, uid, authTime: Number(authTime) };
};

/**
 * The real app with cheap scrypt and adjustable limits, on an in-memory PGlite, or on the
 * PostgreSQL server in `TEST_DATABASE_URL` (emptied first) to check that path too; there the
 * rate-limit counters live in the database, as they do for the API on a server.
 */
export async function createTestApp(
  options: {
    rateLimitMax?: number;
    rateLimitMaxKeys?: number;
    bodyLimitBytes?: number;
    testRoutes?: boolean;
    trustedProxyHeader?: string;
    verifyPhoneToken?: PhoneTokenVerifier;
    passwords?: PasswordHasher;
    traceMaxRows?: number;
    traceMaxPerAddress?: number;
    traceRetentionDays?: number;
    vitalsMaxRows?: number;
    vitalsRetentionDays?: number;
    summaryRetentionDays?: number;
    beaconVisits?: number;
    beaconVitals?: number;
    beaconSources?: number;
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const db = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  if (databaseUrl) {
    await db.exec(
      `TRUNCATE users, contact_messages, used_phone_tokens, rate_limits, flow_traces,
         support_audit, support_accounts, revoked_support_tokens, web_vitals, flow_counts, beacon_shares, beacon_days, trace_cases, trace_notes, account_deletions RESTART IDENTITY`,
    );
  }
  const contacts = createContactStore(db);
  const traces = createFlowTraceStore(db, {
    maxRows: options.traceMaxRows ?? 100_000,
    maxPerAddress: options.traceMaxPerAddress ?? 1000,
    retentionDays: options.traceRetentionDays ?? 30,
    uploaderSecret: JWT_SECRET,
  });
  const vitals = createVitalsStore(db, {
    maxRows: options.vitalsMaxRows ?? 100_000,
    retentionDays: options.vitalsRetentionDays ?? 28,
  });
  const summaries = createFlowSummaryStore(db, {
    retentionDays: options.summaryRetentionDays ?? 90,
  });
  const beacons = createBeaconShares(db, {
    limits: {
      visits: options.beaconVisits ?? 100_000,
      vitals: options.beaconVitals ?? 100_000,
      sources: options.beaconSources ?? 100_000,
    },
    secret: JWT_SECRET,
    retentionDays: options.summaryRetentionDays ?? 90,
  });
  const supportAccounts = createSupportAccountStore(db);
  const accountDeletions = createAccountDeletionStore(db, { secret: JWT_SECRET });
  const limitSettings = {
    max: options.rateLimitMax ?? 1000,
    windowMs: 60_000,
    maxKeys: options.rateLimitMaxKeys ?? 100_000,
  };
  const app = createApp({
    siteOrigins: [SITE_ORIGIN],
    bodyLimitBytes: options.bodyLimitBytes ?? 16 * 1024,
    testRoutes: options.testRoutes ?? false,
    users: createUserStore(db),
    accountDeletions,
    contacts,
    usedTokens: createUsedTokenStore(db),
    traces,
    vitals,
    summaries,
    beacons,
    traceCases: createTraceCaseStore(db),
    supportAccounts,
    supportAudit: createSupportAuditStore(db),
    revokedTokens: createRevokedTokenStore(db),
    passwords:
      options.passwords ??
      boundHasher(createPasswordHasher({ log2N: 10 }), { concurrency: 2, queueMax: 1000 }),
    tokens: createTokenIssuer({ secret: JWT_SECRET, ttlSeconds: 3600 }),
    verifyPhoneToken: options.verifyPhoneToken ?? verifyProofToken,
    clientIp: clientIpResolver(options.trustedProxyHeader),
    limits: createLimits(limitSettings, databaseUrl ? db : undefined),
    log: () => {},
  });
  return {
    app,
    db,
    contacts,
    traces,
    vitals,
    summaries,
    beacons,
    supportAccounts,
    accountDeletions,
    close: () => db.close(),
  };
}
