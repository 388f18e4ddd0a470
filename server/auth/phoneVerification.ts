import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What a Firebase ID token from phone sign-in proves. */
export interface PhoneProof {
  phone: string;
  /** The Firebase user, and when (seconds since the epoch) that user signed in with a code. */
  uid: string;
  authTime: number;
}

/** The proof a Firebase ID token carries, or undefined when it proves nothing. */
export type PhoneTokenVerifier = (idToken: string) => Promise<PhoneProof | undefined>;

let appCount = 0;

/**
 * Verifies Firebase ID tokens from phone sign-in with firebase-admin: the signature against
 * Google's keys, the project, issuer and expiry.
 *
 * With `emulator` set (FIREBASE_AUTH_EMULATOR_HOST, demo projects only) firebase-admin skips the
 * signature, because the emulator signs nothing: anybody could write such a token. So the
 * emulator itself is asked whether it issued it: the user must exist there with that phone
 * number and have signed in at the token's `auth_time`, somewhere between creation and the
 * latest sign-in.
 */
export function createPhoneTokenVerifier(options: {
  projectId: string;
  emulator: boolean;
}): PhoneTokenVerifier {
  let app: App | undefined;
  return async (idToken) => {
    app ??= initializeApp({ projectId: options.projectId }, `phone-verifier-${++appCount}`);
    const auth = getAuth(app);
    try {
      const decoded = await auth.verifyIdToken(idToken);
      const phone = decoded.phone_number;
      if (typeof phone !== 'string' || typeof decoded.auth_time !== 'number') return undefined;
      const proof = { phone, uid: decoded.uid, authTime: decoded.auth_time };
      if (!options.emulator) return proof;
      const user = await auth.getUser(decoded.uid);
      const created = seconds(user.metadata.creationTime);
      const lastSignIn = seconds(user.metadata.lastSignInTime);
      const issuedByEmulator =
        user.phoneNumber === phone && created <= proof.authTime && proof.authTime <= lastSignIn;
      return issuedByEmulator ? proof : undefined;
    } catch {
      return undefined;
    }
  };
}

const seconds = (date: string | undefined) =>
  date ? Math.floor(Date.parse(date) / 1000) : Number.NaN;
