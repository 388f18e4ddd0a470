import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';
import { jsonInit, registerPayload, uniquePhone } from './support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: unknown) => t.app.request('/auth/register', jsonInit('POST', body));

describe('POST /auth/register', () => {
  it('creates a Business Owner and answers the user without any password', async () => {
    const payload = registerPayload();
    const response = await register(payload);
    expect(response.status).toBe(201);
    const user = await response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Sara',
      lastName: 'Adel',
      email: payload.email,
      mobileNumber: payload.mobileNumber,
      roles: ['Business Owner'],
      businessName: 'Nile Fitness',
      businessTypeIds: [3],
      websiteUrl: 'https://nilefitness.example.com',
      location: { longitude: 31.2357, latitude: 30.0444 },
    });
    expect(JSON.stringify(user)).not.toMatch(/secret1|scrypt|password/i);
  });

  it('stores only a salted scrypt hash of the password', async () => {
    const a = registerPayload();
    const b = registerPayload();
    await register(a);
    await register(b);
    const rows = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE mobile_number = ANY($1::text[])',
      [[a.mobileNumber, b.mobileNumber]],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
  });

  it('accepts an empty or missing website and a missing location', async () => {
    expect((await register(registerPayload({ websiteUrl: '' }))).status).toBe(201);
    const { websiteUrl: _w, location: _l, ...rest } = registerPayload();
    const response = await register(rest);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      websiteUrl: '',
      location: { longitude: 0, latitude: 0 },
    });
  });

  it('accepts bare domains and http(s) URLs as the website', async () => {
    for (const websiteUrl of ['gym.example.eg', 'http://gym.example.com/about', 'www.gym.io']) {
      expect((await register(registerPayload({ websiteUrl }))).status).toBe(201);
    }
  });

  it('refuses a second account with the same phone number', async () => {
    const first = registerPayload();
    await register(first);
    const response = await register(registerPayload({ mobileNumber: first.mobileNumber }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'An account with this phone number already exists.',
    });
  });

  it('refuses a second account with the same email in any case', async () => {
    const first = registerPayload();
    await register(first);
    const response = await register(registerPayload({ email: first.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'An account with this email already exists.',
    });
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required.'],
    [{ lastName: undefined }, 'Last name is required.'],
    [{ businessName: '' }, 'Business name is required.'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ password: '12345' }, 'Password must be at least 6 characters.'],
    [{ roles: ['Admin'] }, 'Only the Business Owner role can be registered.'],
    [{ roles: ['Business Owner', 'Admin'] }, 'Only the Business Owner role can be registered.'],
    [{ roles: [] }, 'Only the Business Owner role can be registered.'],
    [{ businessTypeIds: [] }, 'Choose your business type.'],
    [{ businessTypeIds: [0] }, 'Business types must be a list of type ids.'],
    [{ businessTypeIds: [1.5] }, 'Business types must be a list of type ids.'],
    [{ websiteUrl: 'not a url' }, 'Must be a valid domain or URL'],
    [{ websiteUrl: 'ftp://gym.example.com' }, 'Must be a valid domain or URL'],
    [{ websiteUrl: 'gym.c' }, 'Must be a valid domain or URL'],
    [{ location: { longitude: 'east', latitude: 30 } }, 'Location must be numbers.'],
    [{ location: { longitude: 31, latitude: 91 } }, 'Location is out of range.'],
    [{ mobileNumber: '' }, 'Phone number is required.'],
    [{ email: undefined }, 'Email is required.'],
    [{ password: undefined }, 'Password is required.'],
  ])('answers 400 with a message for %o', async (override, message) => {
    const response = await register(registerPayload(override));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it.each(['01001234567', '+2010012345', '+20223456789', '+201001234567x', '+2010abc12345'])(
    'refuses %j as a mobile number',
    async (mobileNumber) => {
      const response = await register(registerPayload({ mobileNumber }));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/valid mobile number in international/);
    },
  );

  it('stores the phone in international form', async () => {
    const phone = uniquePhone();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const response = await register(
      registerPayload({ mobileNumber: spaced, email: `spaced${phone.slice(1)}@example.com` }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).mobileNumber).toBe(phone);
  });
});
