import type { AuthEmulator } from '../../../scripts/lib/stack';

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const lastToken = new Map<string, string>();

/**
 * Signs in with a phone number through the emulator's REST API, reading the SMS code the
 * emulator "sent", as the site does through the Firebase SDK. Answers the Firebase ID token.
 *
 * Two sign-ins of one phone within the same second get the very same token (its times are in
 * whole seconds), which the API rightly treats as one proof; a test that needs a second proof
 * signs in again until it gets a new one, as a person a moment later would.
 */
export async function phoneIdToken(emulator: AuthEmulator, phoneNumber: string): Promise<string> {
  for (;;) {
    const token = await signIn(emulator, phoneNumber);
    if (lastToken.get(phoneNumber) !== token) {
      lastToken.set(phoneNumber, token);
      return token;
    }
  }
}

async function signIn(emulator: AuthEmulator, phoneNumber: string): Promise<string> {
  const api = `${emulator.url}/identitytoolkit.googleapis.com/v1`;
  const { sessionInfo } = await post<{ sessionInfo: string }>(
    `${api}/accounts:sendVerificationCode?key=any`,
    { phoneNumber, recaptchaToken: 'ignored' },
  );
  const codes = await fetch(
    `${emulator.url}/emulator/v1/projects/${emulator.projectId}/verificationCodes`,
  );
  const { verificationCodes } = (await codes.json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const sent = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
  if (!sent) throw new Error(`no code was sent to ${phoneNumber}`);
  const { idToken } = await post<{ idToken: string }>(
    `${api}/accounts:signInWithPhoneNumber?key=any`,
    { sessionInfo, code: sent.code },
  );
  return idToken;
}
