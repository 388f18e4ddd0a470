import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTraceCaseStore } from '../../server/support/caseStore';
import { jsonInit, registerInit, registerPayload, tracePayload } from './helpers/fixtures';
import { createTestApp, proofToken, SITE_ORIGIN, type TestApp } from './helpers/testApp';

const NOT_VERIFIED = 'Phone verification failed. Please request a new code and try again.';
const NO_ACCOUNT = 'No account uses this phone number.';
const REFUSED_LOGIN = 'Incorrect phone number or password.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testRoutes: true });
});
afterAll(() => t.close());

type Payload = ReturnType<typeof registerPayload>;

async function registered(overrides: Record<string, unknown> = {}): Promise<Payload> {
  const owner = registerPayload(overrides);
  const response = await t.app.request(
    '/auth/register',
    registerInit(owner, proofToken(owner.mobileNumber)),
  );
  expect(response.status).toBe(201);
  return owner;
}

const withProof = (method: string, token?: string) =>
  t.app.request('/auth/account', {
    method,
    headers: { Origin: SITE_ORIGIN, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
const ask = (token?: string) => withProof('GET', token);
const remove = (token?: string) => withProof('DELETE', token);

async function expectMessage(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ message });
}

const login = (owner: Payload, password = owner.password) =>
  t.app.request('/auth/login', jsonInit('POST', { username: owner.mobileNumber, password }));

// A message sent through the contact form with a trace uploaded for it, as the site sends it.
async function messageWithTrace(email: string) {
  const trace = tracePayload();
  const upload = await t.app.request('/flow-traces', jsonInit('POST', trace));
  expect(upload.status).toBe(201);
  const { uploadToken } = (await upload.json()) as { uploadToken: string };
  const sent = await t.app.request(
    '/contact',
    jsonInit('POST', {
      fullname: 'Sara Adel',
      email,
      message: 'The code never came.',
      traceReference: trace.reference,
      traceToken: uploadToken,
    }),
  );
  expect(sent.status).toBe(200);
  return trace.reference;
}

async function countRows(sql: string, values: unknown[]) {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::integer AS n ${sql}`, values);
  return row?.n;
}

describe('GET /auth/account: is there an account for the proven phone?', () => {
  it('answers 204 for an account and 404 for none, only to a proof of that phone', async () => {
    const owner = await registered();
    const token = proofToken(owner.mobileNumber);
    expect((await ask(token)).status).toBe(204);
    // Asking does not spend the proof: the deletion still takes it.
    expect((await ask(token)).status).toBe(204);
    await expectMessage(await ask(proofToken('+201099999901')), 404, NO_ACCOUNT);
  });

  it('tells a stranger nothing: no proof gets 401, and naming a number picks no account', async () => {
    const owner = await registered();
    for (const token of [undefined, 'not-a-token', 'test-proof||'])
      await expectMessage(await ask(token), 401, NOT_VERIFIED);
    // The stranger's own proof is about the stranger's phone, whatever the request names.
    const named = await t.app.request(
      `/auth/account?phone=${encodeURIComponent(owner.mobileNumber)}`,
      { headers: { Origin: SITE_ORIGIN, Authorization: `Bearer ${proofToken('+201099999902')}` } },
    );
    await expectMessage(named, 404, NO_ACCOUNT);
  });
});

describe('DELETE /auth/account', () => {
  let owner: Payload;
  beforeEach(async () => {
    owner = await registered();
  });

  it('is refused without a proof, and nothing is deleted', async () => {
    await expectMessage(await remove(), 401, NOT_VERIFIED);
    await expectMessage(await remove('forged'), 401, NOT_VERIFIED);
    expect((await login(owner)).status).toBe(200);
  });

  it("deletes only the proof's own phone's account: another phone's proof deletes that one", async () => {
    const other = await registered();
    expect((await remove(proofToken(other.mobileNumber))).status).toBe(204);
    expect((await login(owner)).status).toBe(200);
    await expectMessage(await login(other), 401, REFUSED_LOGIN);
  });

  it('answers 204, then 404 to a new proof of the same phone, and refuses a used proof', async () => {
    const token = proofToken(owner.mobileNumber);
    const answer = await remove(token);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The same proof again is spent, whatever is left to delete.
    await expectMessage(await remove(token), 401, NOT_VERIFIED);
    await expectMessage(await remove(proofToken(owner.mobileNumber)), 404, NO_ACCOUNT);
    await expectMessage(await ask(proofToken(owner.mobileNumber)), 404, NO_ACCOUNT);
  });

  it('ends every login token, refuses the old password, and lets the phone register anew', async () => {
    const session = (await (await login(owner)).json()) as { token: string };
    expect((await remove(proofToken(owner.mobileNumber))).status).toBe(204);
    const me = await t.app.request('/auth/me', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(401);
    await expectMessage(await login(owner), 401, REFUSED_LOGIN);

    const again = await registered({ mobileNumber: owner.mobileNumber, email: owner.email });
    expect((await login(again)).status).toBe(200);
    // The new account is not the old one: the old session stays ended.
    const stillEnded = await t.app.request('/auth/me', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(stillEnded.status).toBe(401);
  });

  it("deletes the messages sent with the account's email, their traces, case status and notes", async () => {
    const mine = await messageWithTrace(owner.email.toUpperCase());
    const stranger = await messageWithTrace('someone.else@example.com');
    const [{ id: staff } = { id: 0 }] = await t.db.query<{ id: number }>(
      `INSERT INTO support_accounts (email, password_hash) VALUES ('staff@example.com', 'x')
       RETURNING id`,
    );
    const cases = createTraceCaseStore(t.db);
    for (const reference of [mine, stranger]) {
      expect(await cases.setStatus(reference, 'in-progress', staff)).toBe(true);
      expect(await cases.addNote(reference, 'Called back.', staff)).toMatchObject({});
    }

    expect((await remove(proofToken(owner.mobileNumber))).status).toBe(204);

    expect(
      await countRows('FROM contact_messages WHERE lower(email) = lower($1)', [owner.email]),
    ).toBe(0);
    for (const table of ['flow_traces', 'trace_cases', 'trace_notes'])
      expect(await countRows(`FROM ${table} WHERE reference = $1`, [mine]), table).toBe(0);
    // Another sender's message, trace and notes stay.
    expect(await countRows('FROM contact_messages WHERE trace_reference = $1', [stranger])).toBe(1);
    expect(await countRows('FROM trace_notes WHERE reference = $1', [stranger])).toBe(1);
    await t.db.query('DELETE FROM support_audit');
    await t.db.query('DELETE FROM trace_notes');
    await t.db.query('DELETE FROM support_accounts');
  });

  it('keeps one audit row holding no personal value: a keyed hash of the phone and the day', async () => {
    const email = owner.email;
    await messageWithTrace(email);
    expect((await remove(proofToken(owner.mobileNumber))).status).toBe(204);
    const today = new Date().toISOString().slice(0, 10);
    expect(await t.accountDeletions.deletedOn(owner.mobileNumber)).toEqual([today]);
    const rows = await t.db.query('SELECT * FROM account_deletions');
    const written = JSON.stringify(rows);
    const digits = owner.mobileNumber.replace(/\D/g, '');
    for (const planted of [owner.mobileNumber, digits, digits.slice(-9), email, owner.firstName])
      expect(written).not.toContain(planted);
  });

  it('deletes nothing and keeps the proof when the database fails, so a retry works', async () => {
    const token = proofToken(owner.mobileNumber);
    await t.db.query('ALTER TABLE account_deletions RENAME TO account_deletions_away');
    try {
      expect((await remove(token)).status).toBe(500);
    } finally {
      await t.db.query('ALTER TABLE account_deletions_away RENAME TO account_deletions');
    }
    expect((await login(owner)).status).toBe(200);
    expect((await remove(token)).status).toBe(204);
  });

  it('is rate-limited per client address, before any proof is checked', async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await limited.app.request('/auth/account', {
              method: 'DELETE',
              headers: { Origin: SITE_ORIGIN, Authorization: 'Bearer forged' },
            })
          ).status,
        );
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
