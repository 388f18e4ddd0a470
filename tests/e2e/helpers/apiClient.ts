import type { TestPhone } from '../../helpers/phones';
import { PROJECT_ID } from './stackEnv';

export interface NewUser {
  phone: TestPhone;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
}

interface Answer {
  status: number;
  body: unknown;
}

async function send(url: string, method: string, body?: unknown, token?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: '*/*',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

// Talks to the reference API directly, for tests whose subject is not sign-up itself. Phone
// proofs come from the auth emulator's REST API, the way the site gets them through the SDK:
// ask for a code, read it from the emulator, sign in with it.
export function apiClient(apiUrl: string, emulatorUrl: string) {
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    send(`${apiUrl}${path}`, method, body, token);

  const identity = `${emulatorUrl}/identitytoolkit.googleapis.com/v1`;

  /** An SMS code sent to `phone` as the site asks for one: its session and the code itself. */
  async function sentCode(phone: TestPhone): Promise<{ sessionInfo: string; code: string }> {
    const { sessionInfo } = await ok<{ sessionInfo: string }>(
      send(`${identity}/accounts:sendVerificationCode?key=any`, 'POST', {
        phoneNumber: phone.international,
        recaptchaToken: 'ignored',
      }),
      `code for ${phone.international}`,
    );
    const { verificationCodes } = await ok<{
      verificationCodes: { sessionInfo: string; code: string }[];
    }>(
      send(`${emulatorUrl}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`, 'GET'),
      'emulator codes',
    );
    const sent = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
    if (!sent) throw new Error(`no code was sent to ${phone.international}`);
    return { sessionInfo, code: sent.code };
  }

  // The emulator's tokens carry no nonce: two sign-ins of one phone in the same second are the
  // same token, which the API refuses the second time as a proof already spent.
  const lastTokens = new Map<string, string>();

  /** A fresh Firebase ID token proving `phone`, as the code screen gets after the SMS code. */
  async function phoneIdToken(phone: TestPhone): Promise<string> {
    for (;;) {
      const { sessionInfo, code } = await sentCode(phone);
      const { idToken } = await ok<{ idToken: string }>(
        send(`${identity}/accounts:signInWithPhoneNumber?key=any`, 'POST', { sessionInfo, code }),
        `sign-in of ${phone.international}`,
      );
      if (lastTokens.get(phone.international) !== idToken) {
        lastTokens.set(phone.international, idToken);
        return idToken;
      }
      await new Promise((next) => setTimeout(next, 1000 - (Date.now() % 1000)));
    }
  }

  return {
    sentCode,
    phoneIdToken,
    /** Registers a business owner the way the sign-up screen does after verification. */
    async createUser(phone: TestPhone, password = 'secret123'): Promise<NewUser> {
      const user: NewUser = {
        phone,
        password,
        email: `owner${phone.local}@studio.example`,
        firstName: 'Nour',
        lastName: 'Hassan',
        businessName: `Studio ${phone.local.slice(-4)}`,
      };
      const payload = {
        firstName: user.firstName,
        lastName: user.lastName,
        location: { longitude: 0, latitude: 0 },
        email: user.email,
        mobileNumber: phone.international,
        password,
        roles: ['Business Owner'],
        businessName: user.businessName,
        businessTypeIds: [1],
        websiteUrl: '',
      };
      const proof = await phoneIdToken(phone);
      await ok(call('POST', '/auth/register', payload, proof), `register ${phone.international}`);
      return user;
    },
    /** Logs in without a browser; the status says whether the credentials are accepted. */
    login(username: string, password: string) {
      return call('POST', '/auth/login', { username, password });
    },
    /** The login answer (token and user fields), as the site stores it in `userData`. */
    loginAnswer(user: NewUser): Promise<{ token: string }> {
      return ok(
        call('POST', '/auth/login', {
          username: user.phone.international,
          password: user.password,
        }),
        'login',
      );
    },
    /** Whose session a login token is; 401 once it has ended. */
    me(token: string) {
      return call('GET', '/auth/me', undefined, token);
    },
    /** Resets a password from another device: a fresh phone proof, then the reset call. */
    async resetPassword(phone: TestPhone, newPassword: string): Promise<void> {
      const otp = await phoneIdToken(phone);
      const path = `/auth/users/${encodeURIComponent(phone.international)}/password/reset`;
      await ok(call('PUT', path, { newPassword, otp }), `reset ${phone.international}`);
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
