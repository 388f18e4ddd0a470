import type { PasswordHasher } from './auth/password';
import type { PhoneTokenVerifier } from './auth/phoneVerification';
import type { TokenIssuer } from './auth/tokens';
import type { ContactStore } from './db/contactStore';
import type { UsedTokenStore } from './db/usedTokenStore';
import type { UserStore } from './db/userStore';
import type { ClientIp } from './http/clientIp';
import type { Limit } from './http/limit';

/** Everything the routes need, injected so tests can build the app around real or fake parts. */
export interface AppDeps {
  siteOrigins: string[];
  bodyLimitBytes: number;
  testRoutes: boolean;
  users: UserStore;
  contacts: ContactStore;
  usedTokens: UsedTokenStore;
  /** Bounded: past its queue it answers 503 instead of slowing everyone down. */
  passwords: PasswordHasher;
  tokens: TokenIssuer;
  verifyPhoneToken: PhoneTokenVerifier;
  clientIp: ClientIp;
  /** One limit per rate-limited action, each counting per client address and per phone. */
  limits: { login: Limit; register: Limit; reset: Limit; contact: Limit };
  log: (line: string) => void;
}
