import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, registerInit, registerPayload } from './helpers/fixtures';
import { createTestApp, JWT_SECRET, proofToken, type TestApp } from './helpers/testApp';

const SESSION_ENDED = 'Your session has ended. Please login again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registeredOwner() {
  const owner = registerPayload();
  const created = await t.app.request(
    '/auth/register',
    registerInit(owner, proofToken(owner.mobileNumber)),
  );
  expect(created.status).toBe(201);
  return owner;
}

async function loginToken(username: string, password: string): Promise<string> {
  const response = await t.app.request('/auth/login', jsonInit('POST', { username, password }));
  expect(response.status).toBe(200);
  return (await response.json()).token;
}

const me = (token?: string) =>
  t.app.request('/auth/me', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

const resetPassword = (phone: string, newPassword: string) =>
  t.app.request(
    `/auth/users/${encodeURIComponent(phone)}/password/reset`,
    jsonInit('PUT', { newPassword, otp: proofToken(phone) }),
  );

async function expectEnded(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ message: SESSION_ENDED });
}

describe('GET /auth/me', () => {
  it('answers the user of a valid login token, never cached', async () => {
    const owner = await registeredOwner();
    const response = await me(await loginToken(owner.mobileNumber, owner.password));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { password: _p, ...expected } = owner;
    expect(await response.json()).toEqual({ ...expected, id: expect.any(Number) });
  });

  it('refuses a request without a token', async () => {
    await expectEnded(await me());
  });

  it('refuses tokens this API did not sign', async () => {
    const owner = await registeredOwner();
    const genuine = await loginToken(owner.mobileNumber, owner.password);
    const { sub, ver } = JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString());
    const otherSecret = new TextEncoder().encode('another-secret-another-secret-another!');
    const forged = await new SignJWT({ ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(otherSecret);
    const unsigned = new UnsecuredJWT({ ver }).setSubject(sub).setExpirationTime('1h').encode();
    const [head, , signature] = genuine.split('.');
    const tampered = [
      head,
      Buffer.from(JSON.stringify({ sub: '1', ver })).toString('base64url'),
      signature,
    ].join('.');
    for (const token of [forged, unsigned, tampered, 'garbage']) await expectEnded(await me(token));
  });

  it('refuses an expired token', async () => {
    const owner = await registeredOwner();
    const genuine = await loginToken(owner.mobileNumber, owner.password);
    const { sub, ver } = JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString());
    const expired = await new SignJWT({ ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(JWT_SECRET);
    await expectEnded(await me(expired));
  });

  it('ends every earlier login of a user once the password is reset', async () => {
    const owner = await registeredOwner();
    const first = await loginToken(owner.mobileNumber, owner.password);
    const second = await loginToken(owner.mobileNumber, owner.password);
    expect((await me(first)).status).toBe(200);
    expect((await resetPassword(owner.mobileNumber, 'brand-new')).status).toBe(200);
    await expectEnded(await me(first));
    await expectEnded(await me(second));
    const after = await loginToken(owner.mobileNumber, 'brand-new');
    expect((await me(after)).status).toBe(200);
  });

  it("leaves other owners' sessions alone when one resets", async () => {
    const a = await registeredOwner();
    const b = await registeredOwner();
    const tokenB = await loginToken(b.mobileNumber, b.password);
    expect((await resetPassword(a.mobileNumber, 'brand-new')).status).toBe(200);
    expect((await me(tokenB)).status).toBe(200);
  });
});
