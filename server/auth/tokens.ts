import { SignJWT, jwtVerify } from 'jose';
import type { User } from '../db/userStore';

export interface LoginClaims {
  userId: number;
  /** The user's token version when the token was issued; a password change raises it. */
  version: number;
}

export interface TokenIssuer {
  /** An HS256 JWT naming the user and their token version, expiring after the lifetime. */
  issue(user: User, version: number): Promise<string>;
  /** The claims of a token this API signed and that has not expired, else undefined. */
  verify(token: string): Promise<LoginClaims | undefined>;
}

export function createTokenIssuer(options: {
  secret: Uint8Array;
  ttlSeconds: number;
}): TokenIssuer {
  return {
    issue: (user, version) =>
      new SignJWT({ roles: user.roles, phone_number: user.mobileNumber, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(options.secret),
    async verify(token) {
      try {
        // Only HS256: a token naming another algorithm (or none) is refused outright.
        const { payload } = await jwtVerify(token, options.secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const version = payload.ver;
        if (!Number.isSafeInteger(userId) || typeof version !== 'number') return undefined;
        return { userId, version };
      } catch {
        return undefined;
      }
    },
  };
}
