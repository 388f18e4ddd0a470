import type { PasswordHasher } from './auth/password';
import type { PhoneTokenVerifier } from './auth/phoneVerification';
import type { TokenIssuer } from './auth/tokens';
import type { ContactStore } from './db/contactStore';
import type { UserStore } from './db/userStore';
import type { RateLimiter } from './http/rateLimiter';

/** Everything the routes need, injected so tests can build the app around real or fake parts. */
export interface AppDeps {
  siteOrigins: string[];
  bodyLimitBytes: number;
  testRoutes: boolean;
  users: UserStore;
  contacts: ContactStore;
  passwords: PasswordHasher;
  tokens: TokenIssuer;
  verifyPhoneToken: PhoneTokenVerifier;
  /** One limiter per rate-limited action, each counting per client IP and per phone. */
  limits: { login: RateLimiter; reset: RateLimiter; contact: RateLimiter };
  log: (line: string) => void;
}
