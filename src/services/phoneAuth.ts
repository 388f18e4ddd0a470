import type { FirebaseApp } from 'firebase/app';
import type { Auth, RecaptchaVerifier } from 'firebase/auth';
import * as v from 'valibot';
import { FailureError, type Failure } from '../schemas/failure';
import { config } from './config';

export interface PhoneAuth {
  // Sends an SMS code to an E.164 number; resolves with the verification id.
  sendCode(phoneE164: string): Promise<string>;
  // Checks the code; resolves with a Firebase ID token proving the phone was verified.
  confirm(verificationId: string, code: string): Promise<string>;
  // Gets firebase and the reCAPTCHA ready before the owner sends (they reached for a form),
  // so Send does not wait for them; never fails.
  prepare?(): Promise<void>;
}

// Firebase's codes as the flows' failures; any other code is the step's own failure.
const SHARED: Record<string, Failure> = {
  'auth/too-many-requests': { kind: 'auth', reason: 'too-many-requests' },
  'auth/quota-exceeded': { kind: 'auth', reason: 'too-many-requests' },
  'auth/network-request-failed': { kind: 'network' },
  'auth/missing-verification-id': { kind: 'auth', reason: 'missing-verification' },
  'auth/invalid-verification-id': { kind: 'auth', reason: 'missing-verification' },
  'auth/session-expired': { kind: 'auth', reason: 'missing-verification' },
  'auth/code-expired': { kind: 'auth', reason: 'code-expired' },
};
const ON_SEND: Record<string, Failure> = {
  ...SHARED,
  'auth/invalid-phone-number': { kind: 'auth', reason: 'invalid-phone' },
  'auth/missing-phone-number': { kind: 'auth', reason: 'invalid-phone' },
  'auth/captcha-check-failed': { kind: 'auth', reason: 'recaptcha' },
  'auth/invalid-app-credential': { kind: 'auth', reason: 'recaptcha' },
};
const ON_CONFIRM: Record<string, Failure> = {
  ...SHARED,
  'auth/invalid-verification-code': { kind: 'auth', reason: 'invalid-code' },
  'auth/missing-verification-code': { kind: 'auth', reason: 'invalid-code' },
};
const STEP_FAILED: Record<'send' | 'confirm', Failure> = {
  send: { kind: 'auth', reason: 'send-failed' },
  confirm: { kind: 'auth', reason: 'verify-failed' },
};

/** A Firebase error (or any other) met at a step, as the failure the step rejects with. */
export function toPhoneAuthFailure(error: unknown, step: 'send' | 'confirm'): FailureError {
  if (error instanceof FailureError) return error;
  // Firebase errors carry their code as a string property; nothing else of them is read.
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
      ? error.code
      : '';
  const table = step === 'send' ? ON_SEND : ON_CONFIRM;
  return new FailureError(table[code] ?? STEP_FAILED[step]);
}

// Firebase waits 30 s for an answer before it gives up. Each call gets the API's limit
// instead, so an owner whose code request hangs hears so as soon as for any other call.
export function withinLimit<T>(work: Promise<T>, ms = config.apiTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new FailureError({ kind: 'timeout' })), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

let authPromise: Promise<Auth> | undefined;

// Firebase is downloaded the first time a flow needs it, never with the marketing pages.
function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const { initializeApp, getApps, initializeAuth, inMemoryPersistence, connectAuthEmulator } =
      await import('./firebaseAuth');
    const app: FirebaseApp = getApps()[0] ?? initializeApp(config.firebase);
    // The site keeps no Firebase session (confirm checks the code without signing in), so the
    // auth state lives in memory only: nothing of it is written to the browser's storage,
    // and getAuth's stored-state and sign-in-popup code is never downloaded.
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    auth.languageCode = 'en';
    // Must happen before any verifier exists; the emulator also mocks the reCAPTCHA.
    if (config.authEmulatorUrl)
      connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  })();
  authPromise.catch(() => (authPromise = undefined));
  return authPromise;
}

interface RenderedVerifier {
  verifier: RecaptchaVerifier;
  container: HTMLElement;
}

// A fresh element per attempt: a verifier cannot render twice into the same element.
async function renderVerifier(auth: Auth): Promise<RenderedVerifier> {
  const { RecaptchaVerifier: Verifier } = await import('./firebaseAuth');
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  let verifier: RecaptchaVerifier | undefined;
  try {
    verifier = new Verifier(auth, container, { size: 'invisible' });
    await verifier.render();
    return { verifier, container };
  } catch {
    verifier?.clear();
    container.remove();
    throw new FailureError({ kind: 'auth', reason: 'recaptcha' });
  }
}

// The verifier `prepare` rendered, taken by the next send.
let prepared: Promise<RenderedVerifier> | undefined;

async function prepare(): Promise<void> {
  try {
    prepared ??= loadAuth().then(renderVerifier);
    await prepared;
  } catch {
    // The send tries again, and says what failed.
    prepared = undefined;
  }
}

async function sendCode(phoneE164: string): Promise<string> {
  const auth = await loadAuth().catch((e: unknown) =>
    Promise.reject(toPhoneAuthFailure(e, 'send')),
  );
  const { signInWithPhoneNumber } = await import('./firebaseAuth');
  const ready = prepared?.catch(() => undefined);
  prepared = undefined;
  let rendered: RenderedVerifier | undefined;
  try {
    rendered = (await ready) ?? (await renderVerifier(auth));
    const confirmation = await withinLimit(
      signInWithPhoneNumber(auth, phoneE164, rendered.verifier),
    );
    return confirmation.verificationId;
  } catch (error) {
    throw toPhoneAuthFailure(error, 'send');
  } finally {
    rendered?.verifier.clear();
    rendered?.container.remove();
  }
}

// Identity Toolkit's refusals, by the code Firebase's own client gives each (the rest are the
// step's own failure).
const SERVER_CODES: Record<string, string> = {
  INVALID_CODE: 'auth/invalid-verification-code',
  MISSING_CODE: 'auth/missing-verification-code',
  INVALID_SESSION_INFO: 'auth/invalid-verification-id',
  MISSING_SESSION_INFO: 'auth/missing-verification-id',
  SESSION_EXPIRED: 'auth/code-expired',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  QUOTA_EXCEEDED: 'auth/quota-exceeded',
};

// An error carrying a Firebase code, as toPhoneAuthFailure reads Firebase's own.
const refused = (code: string) => Object.assign(new Error(code || 'refused'), { code });

const CodeChecked = v.object({ idToken: v.pipe(v.string(), v.minLength(1)) });
const Refusal = v.object({ error: v.object({ message: v.string() }) });

/** Where Identity Toolkit's `accounts:<method>` is: Google's, or the emulator's copy of it. */
export function identityToolkitUrl(method: string): string {
  const host = 'identitytoolkit.googleapis.com/v1';
  const base = config.authEmulatorUrl
    ? `${config.authEmulatorUrl.replace(/\/$/, '')}/${host}`
    : `https://${host}`;
  return `${base}/accounts:${method}?key=${encodeURIComponent(config.firebase.apiKey)}`;
}

// The one call that checks the code, made directly: signInWithCredential makes the same call,
// then a second (the account's details, through another CORS preflight) that the flows do
// not need, and keeps a session they would sign out of at once. On a slow link that was a
// fifth of the time from the last digit to the account. It also means a code restored after
// a reload is checked without downloading firebase.
async function confirm(verificationId: string, code: string): Promise<string> {
  if (!verificationId) throw new FailureError({ kind: 'auth', reason: 'missing-verification' });
  try {
    return await withinLimit(
      (async () => {
        const response = await fetch(identityToolkitUrl('signInWithPhoneNumber'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sessionInfo: verificationId, code }),
        }).catch(() => Promise.reject(refused('auth/network-request-failed')));
        const body: unknown = await response.json().catch(() => undefined);
        if (response.ok && v.is(CodeChecked, body)) return body.idToken;
        // Google's message is "CODE" or "CODE : detail"; only the code is read.
        const said = v.is(Refusal, body) ? body.error.message.split(' : ')[0].trim() : '';
        throw refused(SERVER_CODES[said] ?? '');
      })(),
    );
  } catch (error) {
    throw toPhoneAuthFailure(error, 'confirm');
  }
}

export const phoneAuth: PhoneAuth = { sendCode, confirm, prepare };
