import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { config } from './config';

// Why a phone-auth step failed, in the terms the flows speak; the machines turn each
// reason into the message the user reads.
export type PhoneAuthFailure =
  | 'recaptcha'
  | 'send-failed'
  | 'invalid-phone'
  | 'invalid-code'
  | 'code-expired'
  | 'missing-verification'
  | 'too-many-requests'
  | 'network'
  | 'verify-failed';

export class PhoneAuthError extends Error {
  constructor(
    readonly reason: PhoneAuthFailure,
    readonly code?: string,
  ) {
    super(reason);
    this.name = 'PhoneAuthError';
  }
}

export interface PhoneAuth {
  // Sends an SMS code to an E.164 number; resolves with the verification id.
  sendCode(phoneE164: string): Promise<string>;
  // Checks the code; resolves with a Firebase ID token proving the phone was verified.
  confirm(verificationId: string, code: string): Promise<string>;
}

const SHARED: Record<string, PhoneAuthFailure> = {
  'auth/too-many-requests': 'too-many-requests',
  'auth/quota-exceeded': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/missing-verification-id': 'missing-verification',
  'auth/invalid-verification-id': 'missing-verification',
  'auth/session-expired': 'missing-verification',
  'auth/code-expired': 'code-expired',
};
const ON_SEND: Record<string, PhoneAuthFailure> = {
  ...SHARED,
  'auth/invalid-phone-number': 'invalid-phone',
  'auth/missing-phone-number': 'invalid-phone',
  'auth/captcha-check-failed': 'recaptcha',
  'auth/invalid-app-credential': 'recaptcha',
};
const ON_CONFIRM: Record<string, PhoneAuthFailure> = {
  ...SHARED,
  'auth/invalid-verification-code': 'invalid-code',
  'auth/missing-verification-code': 'invalid-code',
};

function codeOf(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export function toPhoneAuthError(error: unknown, step: 'send' | 'confirm'): PhoneAuthError {
  if (error instanceof PhoneAuthError) return error;
  const code = codeOf(error);
  const table = step === 'send' ? ON_SEND : ON_CONFIRM;
  const fallback = step === 'send' ? 'send-failed' : 'verify-failed';
  return new PhoneAuthError((code && table[code]) || fallback, code);
}

let authPromise: Promise<Auth> | undefined;

// Firebase is downloaded the first time a flow needs it, never with the marketing pages.
function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp, getApps }, { getAuth, connectAuthEmulator }] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app: FirebaseApp = getApps()[0] ?? initializeApp(config.firebase);
    const auth = getAuth(app);
    auth.languageCode = 'en';
    // Must happen before any verifier exists; the emulator also mocks the reCAPTCHA.
    if (config.authEmulatorUrl)
      connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  })();
  authPromise.catch(() => (authPromise = undefined));
  return authPromise;
}

async function sendCode(phoneE164: string): Promise<string> {
  const auth = await loadAuth().catch((e: unknown) => Promise.reject(toPhoneAuthError(e, 'send')));
  const { RecaptchaVerifier, signInWithPhoneNumber } = await import('firebase/auth');
  // A fresh element per attempt: a verifier cannot render twice into the same element.
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  let verifier: InstanceType<typeof RecaptchaVerifier> | undefined;
  try {
    try {
      verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      await verifier.render();
    } catch (error) {
      throw new PhoneAuthError('recaptcha', codeOf(error));
    }
    const confirmation = await signInWithPhoneNumber(auth, phoneE164, verifier);
    return confirmation.verificationId;
  } catch (error) {
    throw toPhoneAuthError(error, 'send');
  } finally {
    verifier?.clear();
    container.remove();
  }
}

async function confirm(verificationId: string, code: string): Promise<string> {
  if (!verificationId) throw new PhoneAuthError('missing-verification');
  try {
    const auth = await loadAuth();
    const { PhoneAuthProvider, signInWithCredential, signOut } = await import('firebase/auth');
    const credential = PhoneAuthProvider.credential(verificationId, code);
    const { user } = await signInWithCredential(auth, credential);
    const idToken = await user.getIdToken();
    // The site keeps no Firebase session: the token is all the flows need.
    await signOut(auth);
    return idToken;
  } catch (error) {
    throw toPhoneAuthError(error, 'confirm');
  }
}

export const phoneAuth: PhoneAuth = { sendCode, confirm };
