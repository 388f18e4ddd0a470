import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, registerInit, registerPayload, uniquePhone } from './helpers/fixtures';
import { testPhone } from '../helpers/phones';
import { createTestApp, JWT_SECRET, proofToken, type TestApp } from './helpers/testApp';

let t: TestApp;
const owner = registerPayload();
beforeAll(async () => {
  t = await createTestApp();
  const created = await t.app.request(
    '/auth/register',
    registerInit(owner, proofToken(owner.mobileNumber)),
  );
  expect(created.status).toBe(201);
});
afterAll(() => t.close());

const login = (body: unknown) => t.app.request('/auth/login', jsonInit('POST', body));

describe('POST /auth/login', () => {
  it('answers a signed, expiring token plus the user data', async () => {
    const response = await login({ username: owner.mobileNumber, password: owner.password });
    expect(response.status).toBe(200);
    const body = await response.json();
    const { password: _p, ...expectedUser } = owner;
    expect(body).toEqual({ ...expectedUser, id: expect.any(Number), token: expect.any(String) });
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const { payload } = await jwtVerify(body.token, JWT_SECRET);
    expect(payload.sub).toBe(String(body.id));
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.stringify(payload)).not.toContain(owner.password);
  });

  it('refuses a wrong password and an unknown phone with the same answer', async () => {
    const wrongPassword = await login({ username: owner.mobileNumber, password: 'wrong-one' });
    const unknownPhone = await login({ username: uniquePhone(), password: owner.password });
    const malformedPhone = await login({ username: '12', password: owner.password });
    const answers = await Promise.all(
      [wrongPassword, unknownPhone, malformedPhone].map(async (r) => [r.status, await r.json()]),
    );
    for (const answer of answers) {
      expect(answer).toEqual([401, { message: 'Incorrect phone number or password.' }]);
    }
  });

  it('treats SQL in the username and password as plain text', async () => {
    for (const body of [
      { username: "' OR '1'='1", password: "' OR '1'='1" },
      { username: `${owner.mobileNumber}' --`, password: 'x' },
      { username: owner.mobileNumber, password: "' OR 1=1 --" },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
    }
  });

  it('accepts the phone written with spaces', async () => {
    const spaced = `${owner.mobileNumber.slice(0, 3)} ${owner.mobileNumber.slice(3)}`;
    const response = await login({ username: spaced, password: owner.password });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ password: 'secret1' }, 'Phone number is required.'],
    [{ username: testPhone().international }, 'Password is required.'],
    [{ username: 201001234567, password: 'secret1' }, 'Phone number is required.'],
    [testPhone().international, 'Phone number and password are required.'],
  ])('answers 400 for %o', async (body, message) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });
});
