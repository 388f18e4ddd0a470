import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../server/auth/password';
import { createPasswordHasher } from '../../server/auth/password';
import { jsonInit, registerInit, registerPayload, uniquePhone } from './helpers/fixtures';
import { createTestApp, proofToken, type TestApp } from './helpers/testApp';

const MAY_EXIST = 'An account with these details may already exist. Login or reset your password.';
const NOT_VERIFIED = 'Phone verification failed. Please request a new code and try again.';

// Counts the hashes made, to show which refusals come before the expensive work.
let hashes = 0;
const real = createPasswordHasher({ log2N: 10 });
const countingHasher: PasswordHasher = {
  hash: (password) => {
    hashes += 1;
    return real.hash(password);
  },
  verify: (password, stored) => real.verify(password, stored),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwords: countingHasher });
});
afterAll(() => t.close());

type Payload = ReturnType<typeof registerPayload>;
const phoneOf = (body: unknown) =>
  String((body as { mobileNumber?: unknown } | null)?.mobileNumber ?? '').replace(/[^\d+]/g, '');
/** Registers with a proof of the payload's own phone unless a token is given. */
const register = (body: unknown, token = proofToken(phoneOf(body))) =>
  t.app.request('/auth/register', registerInit(body as Record<string, unknown>, token));

describe('POST /auth/register', () => {
  it('creates a Business Owner and answers the user without any password', async () => {
    const payload = registerPayload();
    const response = await register(payload);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
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

  it('stores the phone in international form', async () => {
    const phone = uniquePhone();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const response = await register(
      registerPayload({ mobileNumber: spaced, email: `spaced${phone.slice(1)}@example.com` }),
      proofToken(phone),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).mobileNumber).toBe(phone);
  });
});

describe('phone proof', () => {
  it('refuses a registration without a token, before any work', async () => {
    const before = hashes;
    const payload = registerPayload();
    const response = await t.app.request('/auth/register', jsonInit('POST', payload));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_VERIFIED });
    expect(hashes).toBe(before);
    expect(
      await t.db.query('SELECT id FROM users WHERE mobile_number = $1', [phoneOf(payload)]),
    ).toHaveLength(0);
  });

  it.each([
    ['a token that proves nothing', 'not-a-firebase-token'],
    ['a malformed header', ''],
  ])('refuses %s with 401', async (_label, token) => {
    const response = await register(registerPayload(), token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_VERIFIED });
  });

  it('answers 403 to a token that proves another phone, and creates nothing', async () => {
    const payload = registerPayload();
    const response = await register(payload, proofToken(uniquePhone()));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/another phone number/);
    expect(
      await t.db.query('SELECT id FROM users WHERE mobile_number = $1', [phoneOf(payload)]),
    ).toHaveLength(0);
  });

  it('accepts a code confirmed up to 10 minutes ago, and no older', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = registerPayload();
    const stale = registerPayload();
    const recent = await register(fresh, proofToken(phoneOf(fresh), { authTime: now - 9 * 60 }));
    expect(recent.status).toBe(201);
    const old = await register(stale, proofToken(phoneOf(stale), { authTime: now - 11 * 60 }));
    expect(old.status).toBe(401);
  });

  it('spends a token on one registration only', async () => {
    const payload = registerPayload();
    const token = proofToken(payload.mobileNumber);
    expect((await register(payload, token)).status).toBe(201);
    const again = await register({ ...payload, email: `again.${payload.email}` }, token);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: NOT_VERIFIED });
  });

  it('spends the token of a refused registration too, so one code cannot probe many emails', async () => {
    const taken = registerPayload();
    await register(taken);
    const probe = registerPayload();
    const token = proofToken(probe.mobileNumber);
    expect((await register({ ...probe, email: taken.email }, token)).status).toBe(409);
    expect((await register(probe, token)).status).toBe(401);
  });
});

describe('duplicates', () => {
  it.each([
    [
      'the same phone number',
      (first: Payload) => registerPayload({ mobileNumber: first.mobileNumber }),
    ],
    [
      'the same email in any case',
      (first: Payload) => registerPayload({ email: first.email.toUpperCase() }),
    ],
  ])('answers one generic 409 for %s, before hashing', async (_label, second) => {
    const first = registerPayload();
    expect((await register(first)).status).toBe(201);
    const before = hashes;
    const response = await register(second(first));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: MAY_EXIST });
    expect(hashes).toBe(before);
  });

  it('gives exactly one account to 20 concurrent registrations of one phone', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register(
          registerPayload({ mobileNumber: phone, email: `race${i}.${phone.slice(1)}@example.com` }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await t.db.query('SELECT id FROM users WHERE mobile_number = $1', [phone])).toHaveLength(
      1,
    );
  });
});

describe('validation', () => {
  it.each([
    [{ firstName: '  ' }, 'First name is required.'],
    [{ lastName: undefined }, 'Last name is required.'],
    [{ businessName: '' }, 'Business name is required.'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ password: '12345' }, 'Password must be at least 6 characters.'],
    [{ roles: ['Admin'] }, 'Only the Business Owner role can be registered.'],
    [{ roles: ['Business Owner', 'Admin'] }, 'Only the Business Owner role can be registered.'],
    [{ roles: [] }, 'Only the Business Owner role can be registered.'],
    [{ roles: [7] }, 'Only the Business Owner role can be registered.'],
    [{ businessTypeIds: [] }, 'Choose your business type.'],
    [{ businessTypeIds: [0] }, 'Business types must be a list of type ids.'],
    [{ businessTypeIds: [1.5] }, 'Business types must be a list of type ids.'],
    [{ businessTypeIds: [2 ** 31] }, 'Business types must be a list of type ids.'],
    [{ businessTypeIds: [1e300] }, 'Business types must be a list of type ids.'],
    [{ websiteUrl: 'not a url' }, 'Must be a valid domain or URL'],
    [{ websiteUrl: 'ftp://gym.example.com' }, 'Must be a valid domain or URL'],
    [{ websiteUrl: 'gym.c' }, 'Must be a valid domain or URL'],
    [{ location: { longitude: 'east', latitude: 30 } }, 'Location must be numbers.'],
    [{ location: { longitude: 31, latitude: 91 } }, 'Location is out of range.'],
    [{ mobileNumber: '' }, 'Phone number is required.'],
    [{ email: undefined }, 'Email is required.'],
    [{ password: undefined }, 'Password is required.'],
    [{ firstName: 'Sa\u0000ra' }, 'First name contains characters that are not allowed.'],
    [{ lastName: 'Adel\u0007' }, 'Last name contains characters that are not allowed.'],
    [{ businessName: 'Nile\tFitness' }, 'Business name contains characters that are not allowed.'],
    [{ businessName: 'Nile\nFitness' }, 'Business name contains characters that are not allowed.'],
    [{ firstName: 'Sara\ud800' }, 'First name contains characters that are not allowed.'],
    [{ firstName: 'S'.repeat(101) }, 'First name must be at most 100 characters.'],
    [{ password: 'p'.repeat(129) }, 'Password must be at most 128 characters.'],
    [{ password: 'secret\u0000' }, 'Password contains characters that are not allowed.'],
  ])('answers 400 with a message for %o', async (override, message) => {
    const response = await register(registerPayload(override));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('stores SQL in a field as plain text', async () => {
    const businessName = "Nile'); DROP TABLE users; --";
    const response = await register(registerPayload({ businessName }));
    expect(response.status).toBe(201);
    expect((await response.json()).businessName).toBe(businessName);
    expect((await t.db.query('SELECT count(*)::int AS n FROM users'))[0]).toMatchObject({
      n: expect.any(Number),
    });
  });

  it('keeps letters of every script, accents and emoji', async () => {
    const payload = registerPayload({
      firstName: 'سارة',
      lastName: 'Adél',
      businessName: 'Nile Fitness 💪',
    });
    const response = await register(payload);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      firstName: 'سارة',
      businessName: 'Nile Fitness 💪',
    });
  });

  it.each(['01001234567', '+2010012345', '+20223456789', '+201001234567x', '+2010abc12345'])(
    'refuses %j as a mobile number',
    async (mobileNumber) => {
      const response = await register(registerPayload({ mobileNumber }));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/valid mobile number in international/);
    },
  );

  it('refuses a body that is not UTF-8', async () => {
    const json = Buffer.from(JSON.stringify(registerPayload({ firstName: 'XX' })));
    const broken = Buffer.from(json.toString('latin1').replace('XX', '\u00ff\u00fe'), 'latin1');
    const response = await t.app.request('/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: broken,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid UTF-8 text.' });
  });

  // Whatever the shape, the answer is a sentence meant for a person, never a validator's
  // internal wording and never a server error.
  const shapes: unknown[] = [null, 0, 'text', true, [], {}, [1], { nested: { deep: true } }];
  const fields = Object.keys(registerPayload());
  it.each(fields)('answers a plain 400 for any wrong shape of %s', async (field) => {
    for (const value of shapes) {
      const response = await register({ ...registerPayload(), [field]: value });
      if (response.status === 201) continue; // e.g. an empty location object is no location
      expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      const { message } = await response.json();
      expect(message).not.toMatch(/invalid (type|key|length)|expected|received|undefined/i);
      expect(message).toMatch(/^[A-Z].*[.]?$/);
    }
  });

  it.each([[null], ['text'], [42], [[]]])(
    'answers a plain 400 for a whole body of %j',
    async (body) => {
      const response = await register(body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).not.toMatch(/expected|received/i);
    },
  );
});
