import { SignJWT } from 'jose';
import type { User } from '../db/userStore';

export interface TokenIssuer {
  /** An HS256 JWT naming the user, expiring after the configured lifetime. */
  issue(user: User): Promise<string>;
}

export function createTokenIssuer(options: {
  secret: Uint8Array;
  ttlSeconds: number;
}): TokenIssuer {
  return {
    issue: (user) =>
      new SignJWT({ roles: user.roles, phone_number: user.mobileNumber })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(options.secret),
  };
}
