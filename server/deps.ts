import type { PasswordHasher } from './auth/password';
import type { PhoneTokenVerifier } from './auth/phoneVerification';
import type { TokenIssuer } from './auth/tokens';
import type { AccountDeletionStore } from './db/accountDeletionStore';
import type { BeaconShares } from './db/beaconShares';
import type { ContactStore } from './db/contactStore';
import type { FlowSummaryStore } from './db/flowSummaryStore';
import type { FlowTraceStore } from './db/flowTraceStore';
import type { TraceCaseStore } from './support/caseStore';
import type { RevokedTokenStore } from './support/revokedTokenStore';
import type { SupportAccountStore } from './support/accountStore';
import type { SupportAuditStore } from './support/auditStore';
import type { UsedTokenStore } from './db/usedTokenStore';
import type { UserStore } from './db/userStore';
import type { VitalsStore } from './db/vitalsStore';
import type { ClientIp } from './http/clientIp';
import type { Limit } from './http/limit';

/** Everything the routes need, injected so tests can build the app around real or fake parts. */
export interface AppDeps {
  siteOrigins: string[];
  bodyLimitBytes: number;
  testRoutes: boolean;
  users: UserStore;
  /** Deletes an account with what it sent; one value-free row per deletion. */
  accountDeletions: AccountDeletionStore;
  contacts: ContactStore;
  usedTokens: UsedTokenStore;
  /** Bounded: refuses uploads when full; traces past the retention period are swept. */
  traces: FlowTraceStore;
  /** Bounded: the oldest rows make room; days past the retention period are swept. */
  vitals: VitalsStore;
  /** Counts only, bounded by the machines' moves; days past retention go. */
  summaries: FlowSummaryStore;
  /** What each address added to a day (bounded per address and per day), and refusals. */
  beacons: BeaconShares;
  /** Support's status and notes on kept traces; notes bounded per trace. */
  traceCases: TraceCaseStore;
  supportAccounts: SupportAccountStore;
  supportAudit: SupportAuditStore;
  /** Support tokens signed out before their expiry; bounded, each row kept until then. */
  revokedTokens: RevokedTokenStore;
  /** Bounded: past its queue it answers 503 instead of slowing everyone down. */
  passwords: PasswordHasher;
  tokens: TokenIssuer;
  verifyPhoneToken: PhoneTokenVerifier;
  clientIp: ClientIp;
  /**
   * One limit per rate-limited action, each counting per client address and per phone (or,
   * for support sign-in, per email; contact, traces, vitals and summaries per address only).
   */
  limits: {
    login: Limit;
    register: Limit;
    reset: Limit;
    deletion: Limit;
    contact: Limit;
    traces: Limit;
    vitals: Limit;
    summaries: Limit;
    supportLogin: Limit;
  };
  log: (line: string) => void;
}
