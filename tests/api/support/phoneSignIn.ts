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

/**
 * Signs in with a phone number through the emulator's REST API, reading the SMS code the
 * emulator "sent", as the site does through the Firebase SDK. Answers the Firebase ID token.
 */
export async function phoneIdToken(emulator: AuthEmulator, phoneNumber: string): Promise<string> {
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
