import { describe, expect, test } from 'vitest';
import { ApiError, api } from '../../src/services/api';
import { getLocale, overwriteGetLocale } from '../../src/paraglide/runtime.js';
import { createAuthApi, type RegisterPayload } from '../../src/services/authApi';
import { testPhone } from '../support/phones';

const ownerPhone = testPhone().international;

// A stand-in for the network under the app's own ky instance (its headers, timeout and
// retry rules): records each request and answers as told.
function fakeFetch(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  };
  const client = api.extend({ prefixUrl: 'https://api.example', fetch });
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
    await expect(auth.register(payload, 'token')).rejects.toEqual(new ApiError(message, 409));
    await expect(auth.register(payload, 'token')).rejects.toMatchObject({ status: 409 });
    expect(requests).toHaveLength(2);
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
    await expect(auth.me('old-jwt')).rejects.toEqual(new ApiError(message, 401));
    expect(requests).toHaveLength(1);
  });

  test('the login call itself carries no Authorization header', async () => {
    const { auth, requests } = fakeFetch(() => Response.json({ token: 'jwt' }));
    await auth.login({ username: ownerPhone, password: 'secret1' });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('on a page in another language than the API answers in', () => {
  test('a refusal keeps its status but not the English words, and says it had some', async () => {
    const pageLocale = getLocale;
    overwriteGetLocale(() => 'ar');
    try {
      const message = 'Incorrect phone number or password.';
      const { auth } = fakeFetch(() => Response.json({ message }, { status: 401 }));
      const login = auth.login({ username: ownerPhone, password: 'wrong1' });
      await expect(login).rejects.toMatchObject({ message: '', status: 401, withheld: true });
      const silent = fakeFetch(() => new Response(null, { status: 401 }));
      await expect(silent.auth.me('old-jwt')).rejects.toMatchObject({ withheld: false });
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });
});
