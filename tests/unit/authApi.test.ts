import { describe, expect, test } from 'vitest';
import { failureText } from '../../src/content/failures';
import { m } from '../../src/paraglide/messages.js';
import { getLocale, overwriteGetLocale } from '../../src/paraglide/runtime.js';
import { api } from '../../src/services/api';
import { createAuthApi, type RegisterPayload } from '../../src/services/authApi';
import { rejectionOf } from '../helpers/failures';
import { testPhone } from '../helpers/phones';

const ownerPhone = testPhone().international;

// A stand-in for the network under the app's own ky instance (its headers, timeout and
// retry rules): records each request and answers as told.
function fakeFetch(answer: () => Response | Promise<Response>, timeout?: number) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  };
  const client = api.extend({
    prefixUrl: 'https://api.example',
    fetch,
    ...(timeout && { timeout }),
  });
  return { auth: createAuthApi(client), requests };
}

const payload: RegisterPayload = {
  firstName: 'Mona',
  lastName: 'Adel',
  location: { longitude: 31.2357, latitude: 30.0444 },
  email: 'mona@nile.example',
  mobileNumber: ownerPhone,
  password: 'secret1',
  roles: ['Business Owner'],
  businessName: 'Nile Yoga',
  businessTypeIds: [2],
  websiteUrl: '',
};

describe('authApi.register', () => {
  test('posts the payload unchanged, with the ID token as a bearer token', async () => {
    const { auth, requests } = fakeFetch(() => Response.json({ id: 1 }, { status: 201 }));
    await auth.register(payload, 'firebase-id-token');
    expect(requests).toHaveLength(1);
    const [request] = requests as [Request];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example/auth/register');
    expect(request.headers.get('Authorization')).toBe('Bearer firebase-id-token');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept-Language')).toBe('en');
    expect(await request.json()).toEqual(payload);
  });

  test('a refusal rejects with the status and the server message, and is not retried', async () => {
    const message =
      'An account with these details may already exist. Login or reset your password.';
    const { auth, requests } = fakeFetch(() => Response.json({ message }, { status: 409 }));
    expect(await rejectionOf(auth.register(payload, 'token'))).toEqual({
      kind: 'http',
      status: 409,
      said: message,
    });
    expect(requests).toHaveLength(1);
  });

  test('a failure with no words in a JSON message rejects with its status alone', async () => {
    const { auth } = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    expect(await rejectionOf(auth.register(payload, 'token'))).toEqual({
      kind: 'http',
      status: 502,
    });
    const blank = fakeFetch(() => Response.json({ message: '  ' }, { status: 400 }));
    expect(await rejectionOf(blank.auth.register(payload, 'token'))).toEqual({
      kind: 'http',
      status: 400,
    });
  });

  test('no answer rejects as a network failure, a late one as a timeout', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejectionOf(offline.auth.register(payload, 'token'))).toEqual({
      kind: 'network',
    });
    const slow = fakeFetch(() => new Promise<Response>(() => {}), 20);
    expect(await rejectionOf(slow.auth.register(payload, 'token'))).toEqual({ kind: 'timeout' });
  });
});

describe('authApi.me', () => {
  test('asks for the account with the login token as a bearer token', async () => {
    const account = { id: 7, firstName: 'Mona', mobileNumber: ownerPhone };
    const { auth, requests } = fakeFetch(() => Response.json(account));
    expect(await auth.me('login-jwt')).toEqual(account);
    const [request] = requests as [Request];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.example/auth/me');
    expect(request.headers.get('Authorization')).toBe('Bearer login-jwt');
  });

  test('an ended session rejects with 401 and the server message', async () => {
    const message = 'Your session has ended. Please login again.';
    const { auth, requests } = fakeFetch(() => Response.json({ message }, { status: 401 }));
    expect(await rejectionOf(auth.me('old-jwt'))).toEqual({
      kind: 'http',
      status: 401,
      said: message,
    });
    expect(requests).toHaveLength(1);
  });

  test('the login call itself carries no Authorization header', async () => {
    const { auth, requests } = fakeFetch(() => Response.json({ token: 'jwt' }));
    await auth.login({ username: ownerPhone, password: 'secret1' });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('an answer not in the shape agreed', () => {
  test('rejects as unexpected, whatever it holds', async () => {
    const noToken = fakeFetch(() => Response.json({ firstName: 'Mona' }));
    expect(await rejectionOf(noToken.auth.login({ username: ownerPhone, password: 'x' }))).toEqual({
      kind: 'unexpected',
    });
    const notAnAccount = fakeFetch(() => Response.json({ firstName: 7 }));
    expect(await rejectionOf(notAnAccount.auth.me('jwt'))).toEqual({ kind: 'unexpected' });
  });
});

describe('on a page in another language than the API answers in', () => {
  // The service keeps what the server said whatever the page's language; the page decides
  // whether to show it (src/content/failures.ts).
  test('a refusal keeps its status and words; the page says it in its own', async () => {
    const pageLocale = getLocale;
    overwriteGetLocale(() => 'ar');
    try {
      const message = 'Incorrect phone number or password.';
      const { auth } = fakeFetch(() => Response.json({ message }, { status: 401 }));
      const failure = await rejectionOf(auth.login({ username: ownerPhone, password: 'wrong1' }));
      expect(failure).toEqual({ kind: 'http', status: 401, said: message });
      const shown = failureText({ failure, place: 'login' });
      expect(shown).toBe(m.flow_login_refused({}, { locale: 'ar' }));
      expect(shown).not.toContain(message);
      const silent = fakeFetch(() => new Response(null, { status: 401 }));
      expect(await rejectionOf(silent.auth.me('old-jwt'))).toEqual({ kind: 'http', status: 401 });
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });
});
