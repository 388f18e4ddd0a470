import { connect } from 'node:net';
import { UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startApi,
  startAuthEmulator,
  type Api,
  type AuthEmulator,
} from '../../scripts/lib/stack';
import { jsonInit, registerInit, registerPayload, uniquePhone } from './helpers/fixtures';
import { phoneIdToken } from './helpers/phoneSignIn';
import { SITE_ORIGIN } from './helpers/testApp';

// The whole path a user takes: the real API process, its firebase-admin check, and ID
// tokens minted by the Auth emulator exactly as phone sign-in in the site mints them.
let emulator: AuthEmulator | undefined;
let api: Api | undefined;

beforeAll(async () => {
  const emulatorPort = await freePort();
  const started = await Promise.allSettled([
    startAuthEmulator({ port: emulatorPort }),
    startApi({
      siteOrigin: SITE_ORIGIN,
      authEmulatorHost: `127.0.0.1:${emulatorPort}`,
      projectId: 'demo-tamreen',
      testRoutes: true,
      env: { SCRYPT_LOG2_N: '10', RATE_LIMIT_MAX: '1000' },
    }),
  ]);
  if (started[0].status === 'fulfilled') emulator = started[0].value;
  if (started[1].status === 'fulfilled') api = started[1].value;
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 240_000);

afterAll(async () => {
  await Promise.all([api?.stop(), emulator?.stop()]);
});

function call(path: string, init: RequestInit) {
  if (!api) throw new Error('API not started');
  return fetch(`${api.url}${path}`, init);
}

const register = (body: Record<string, unknown>, token: string) =>
  call('/auth/register', registerInit(body, token));

async function registeredOwner() {
  const owner = registerPayload();
  const response = await register(owner, await tokenFor(owner.mobileNumber));
  expect(response.status).toBe(201);
  return owner;
}

function reset(phone: string, body: unknown) {
  return call(`/auth/users/${encodeURIComponent(phone)}/password/reset`, jsonInit('PUT', body));
}

async function tokenFor(phone: string) {
  if (!emulator) throw new Error('emulator not started');
  return phoneIdToken(emulator, phone);
}

const login = (username: string, password: string) =>
  call('/auth/login', jsonInit('POST', { username, password }));

/** A token written by hand the way the emulator writes its own: unsigned. */
function handMadeToken(claims: { phone: string; uid?: string; authTime?: number }) {
  const now = Math.floor(Date.now() / 1000);
  const uid = claims.uid ?? 'madeUpUserId0000000000000000';
  return new UnsecuredJWT({
    phone_number: claims.phone,
    auth_time: claims.authTime ?? now,
    user_id: uid,
    firebase: { identities: { phone: [claims.phone] }, sign_in_provider: 'phone' },
  })
    .setIssuer('https://securetoken.google.com/demo-tamreen')
    .setAudience('demo-tamreen')
    .setSubject(uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .encode();
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    sub: string;
    auth_time: number;
  };

describe('POST /auth/register with emulator tokens', () => {
  it('creates the account when the token proves the phone, once', async () => {
    const owner = registerPayload();
    const token = await tokenFor(owner.mobileNumber);
    expect((await register(owner, token)).status).toBe(201);
    const again = await register({ ...owner, email: `again.${owner.email}` }, token);
    expect(again.status).toBe(401);
    expect((await login(owner.mobileNumber, owner.password)).status).toBe(200);
  });

  it('refuses a token for another phone with 403', async () => {
    const owner = registerPayload();
    const response = await register(owner, await tokenFor(uniquePhone()));
    expect(response.status).toBe(403);
    expect((await login(owner.mobileNumber, owner.password)).status).toBe(401);
  });

  it('refuses unsigned tokens the emulator never issued', async () => {
    const owner = registerPayload();
    const real = claimsOf(await tokenFor(owner.mobileNumber));
    const forgeries = [
      // Any phone, any user: what firebase-admin alone would accept in emulator mode.
      handMadeToken({ phone: owner.mobileNumber }),
      // A real user of the emulator, but a sign-in that never happened.
      handMadeToken({ phone: owner.mobileNumber, uid: real.sub, authTime: real.auth_time + 30 }),
      // A real user and sign-in, claimed for another phone.
      handMadeToken({ phone: uniquePhone(), uid: real.sub, authTime: real.auth_time }),
    ];
    for (const forged of forgeries) {
      const response = await register(owner, forged);
      expect(response.status).toBe(401);
    }
    expect((await login(owner.mobileNumber, owner.password)).status).toBe(401);
  });
});

function accountCheck(phone: string, token?: string) {
  return call(`/auth/users/${encodeURIComponent(phone)}/password/reset`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
}

describe('GET /auth/users/:phone/password/reset', () => {
  it('answers 204 for a proven phone with an account, and leaves the token to the reset', async () => {
    const owner = await registeredOwner();
    const token = await tokenFor(owner.mobileNumber);
    const checked = await accountCheck(owner.mobileNumber, token);
    expect(checked.status).toBe(204);
    expect(await checked.text()).toBe('');
    // Asking again spends nothing either.
    expect((await accountCheck(owner.mobileNumber, token)).status).toBe(204);
    const updated = await reset(owner.mobileNumber, { newPassword: 'brand-new', otp: token });
    expect(updated.status).toBe(200);
    // Once spent on the reset, the token proves nothing more.
    expect((await accountCheck(owner.mobileNumber, token)).status).toBe(401);
  });

  it('answers 404 for a proven phone that has no account', async () => {
    const phone = uniquePhone();
    const response = await accountCheck(phone, await tokenFor(phone));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No account uses this phone number.' });
  });

  it('tells nothing to a caller whose token does not prove the phone', async () => {
    const owner = await registeredOwner();
    const stranger = uniquePhone();
    const refusals = [
      await accountCheck(owner.mobileNumber),
      await accountCheck(owner.mobileNumber, 'placeholder-otp'),
      await accountCheck(owner.mobileNumber, handMadeToken({ phone: owner.mobileNumber })),
      await accountCheck(owner.mobileNumber, await tokenFor(uniquePhone())),
      // The same refusal for a number with no account: the answer cannot tell them apart.
      await accountCheck(stranger, await tokenFor(uniquePhone())),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Phone verification failed. Please request a new code and try again.',
      });
    }
  });
});

describe('PUT /auth/users/:phone/password/reset', () => {
  it('spends a token on one reset only', async () => {
    const owner = await registeredOwner();
    const token = await tokenFor(owner.mobileNumber);
    const statuses = [];
    for (const newPassword of ['first-new', 'second-new', 'third-new']) {
      statuses.push((await reset(owner.mobileNumber, { newPassword, otp: token })).status);
    }
    expect(statuses).toEqual([200, 401, 401]);
    expect((await login(owner.mobileNumber, 'first-new')).status).toBe(200);
  });

  it('ends the sessions that logged in before the reset', async () => {
    const owner = await registeredOwner();
    const before = await login(owner.mobileNumber, owner.password);
    const { token } = await before.json();
    const me = () => call('/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    const otp = await tokenFor(owner.mobileNumber);
    expect((await reset(owner.mobileNumber, { newPassword: 'brand-new', otp })).status).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it('updates the password when the token proves that phone', async () => {
    const owner = await registeredOwner();
    const response = await reset(owner.mobileNumber, {
      newPassword: 'brand-new',
      otp: await tokenFor(owner.mobileNumber),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'password has been updated' });
    expect((await login(owner.mobileNumber, 'brand-new')).status).toBe(200);
    expect((await login(owner.mobileNumber, owner.password)).status).toBe(401);
  });

  it.each([
    ['no otp', {}],
    ['an empty otp', { otp: '' }],
    ['a made-up otp', { otp: 'placeholder-otp' }],
  ])('refuses %s with 401', async (_label, extra) => {
    const owner = await registeredOwner();
    const response = await reset(owner.mobileNumber, { newPassword: 'brand-new', ...extra });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/verification failed/i);
    expect((await login(owner.mobileNumber, owner.password)).status).toBe(200);
  });

  it('refuses a token that proves another phone', async () => {
    const owner = await registeredOwner();
    const response = await reset(owner.mobileNumber, {
      newPassword: 'brand-new',
      otp: await tokenFor(uniquePhone()),
    });
    expect(response.status).toBe(401);
    expect((await login(owner.mobileNumber, owner.password)).status).toBe(200);
  });

  it('answers 404 for a verified phone that has no account', async () => {
    const phone = uniquePhone();
    const response = await reset(phone, { newPassword: 'brand-new', otp: await tokenFor(phone) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No account uses this phone number.' });
  });

  it('answers 400 for a short new password', async () => {
    const owner = await registeredOwner();
    const response = await reset(owner.mobileNumber, { newPassword: '12345', otp: 'whatever' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'New password must be at least 6 characters.',
    });
  });
});

describe('the started API', () => {
  it('answers 431 to request headers over the size limit', async () => {
    const response = await call('/health', { headers: { 'X-Padding': 'x'.repeat(20_000) } });
    expect(response.status).toBe(431);
  });

  it('answers an oversized body with 413 and closes the connection', async () => {
    const { hostname, port } = new URL(api?.url ?? '');
    const socket = connect({ host: hostname, port: Number(port) });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /auth/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000000\r\nConnection: keep-alive\r\n\r\n{"firstName": "',
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('serves health and the test routes it was asked for', async () => {
    expect(await (await call('/health', {})).json()).toEqual({ status: 'ok' });
    const email = 'started@example.com';
    const sent = await call(
      '/contact',
      jsonInit('POST', { fullname: 'Omar', email, message: 'Hello' }),
    );
    expect(sent.status).toBe(200);
    const listed = await call(`/__test/contact-messages?email=${email}`, {});
    expect((await listed.json()).messages).toHaveLength(1);
  });
});
