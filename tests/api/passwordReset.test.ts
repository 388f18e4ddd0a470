import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startApi,
  startAuthEmulator,
  type Api,
  type AuthEmulator,
} from '../../scripts/lib/stack';
import { jsonInit, registerPayload, uniquePhone } from './support/fixtures';
import { phoneIdToken } from './support/phoneSignIn';
import { SITE_ORIGIN } from './support/testApp';

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
      env: { SCRYPT_LOG2_N: '10' },
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

async function registeredOwner() {
  const owner = registerPayload();
  const response = await call('/auth/register', jsonInit('POST', owner));
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

describe('PUT /auth/users/:phone/password/reset', () => {
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
