import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { User } from '../db/userStore';

/** The role a support token carries; owner tokens carry the owner's `roles` list instead. */
export const SUPPORT_ROLE = 'Support';
/** Support tokens open owners' traces, so they last a working session, not a day. */
export const SUPPORT_TTL_SECONDS = 30 * 60;

export interface LoginClaims {
  userId: number;
  /** The user's token version when the token was issued; a password change raises it. */
  version: number;
}

export interface SupportClaims {
  supportAccountId: number;
  /** The account's token version when the token was issued; a new password or disabling raises it. */
  version: number;
  /** This token's own id (`jti`): a sign-out revokes this token and no other. */
  tokenId: string;
  /** When it expires (`exp`), in epoch ms: how long its revocation must be kept. */
  expiresAt: number;
}

export interface TokenIssuer {
  /** An HS256 JWT naming the user and their token version, expiring after the lifetime. */
  issue(user: User, version: number): Promise<string>;
  /** The claims of an owner token this API signed and that has not expired, else undefined. */
  verify(token: string): Promise<LoginClaims | undefined>;
  /**
   * A support token (role Support) with its own id (`jti`), expiring after SUPPORT_TTL_SECONDS;
   * expiresAt in epoch ms.
   */
  issueSupport(accountId: number, version: number): Promise<{ token: string; expiresAt: number }>;
  /** The claims of a support token this API signed and that has not expired, else undefined. */
  verifySupport(token: string): Promise<SupportClaims | undefined>;
}

export function createTokenIssuer(options: {
  secret: Uint8Array;
  ttlSeconds: number;
}): TokenIssuer {
  const read = async (token: string): Promise<JWTPayload | undefined> => {
    try {
      // Only HS256: a token naming another algorithm (or none) is refused outright. Every
      // token this API signs carries `exp`; one without it would never end, so it is refused
      // even when the signature is ours.
      return (
        await jwtVerify(token, options.secret, { algorithms: ['HS256'], requiredClaims: ['exp'] })
      ).payload;
    } catch {
      return undefined;
    }
  };
  const subjectAndVersion = (payload: JWTPayload) => {
    const id = Number(payload.sub);
    const version = payload.ver;
    if (!Number.isSafeInteger(id) || typeof version !== 'number') return undefined;
    return { id, version };
  };
  return {
    issue: (user, version) =>
      new SignJWT({ roles: user.roles, phone_number: user.mobileNumber, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(options.secret),
    async verify(token) {
      const payload = await read(token);
      // Support accounts and owners are numbered apart: a support token's subject is no user.
      if (!payload || payload.role !== undefined) return undefined;
      const claims = subjectAndVersion(payload);
      return claims && { userId: claims.id, version: claims.version };
    },
    async issueSupport(accountId, version) {
      const expiresAt = (Math.floor(Date.now() / 1000) + SUPPORT_TTL_SECONDS) * 1000;
      const token = await new SignJWT({ role: SUPPORT_ROLE, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(accountId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(expiresAt / 1000)
        .sign(options.secret);
      return { token, expiresAt };
    },
    async verifySupport(token) {
      const payload = await read(token);
      if (!payload || payload.role !== SUPPORT_ROLE) return undefined;
      const claims = subjectAndVersion(payload);
      // Without its own id a token could not be signed out alone: refused like a forged one.
      const { jti, exp } = payload;
      if (!claims || typeof jti !== 'string' || jti === '' || exp === undefined) return undefined;
      return {
        supportAccountId: claims.id,
        version: claims.version,
        tokenId: jti,
        expiresAt: exp * 1000,
      };
    },
  };
}
