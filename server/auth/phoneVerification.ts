import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Answers the phone number a Firebase ID token proves, or undefined when it proves none. */
export type PhoneTokenVerifier = (idToken: string) => Promise<string | undefined>;

let appCount = 0;

/**
 * Verifies Firebase ID tokens from phone sign-in with firebase-admin. When the process has
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the emulator's unsigned tokens
 * (and only those), which is what dev and tests use.
 */
export function createPhoneTokenVerifier(options: { projectId: string }): PhoneTokenVerifier {
  let app: App | undefined;
  return async (idToken) => {
    app ??= initializeApp({ projectId: options.projectId }, `phone-verifier-${++appCount}`);
    try {
      const decoded = await getAuth(app).verifyIdToken(idToken);
      return typeof decoded.phone_number === 'string' ? decoded.phone_number : undefined;
    } catch {
      return undefined;
    }
  };
}
