// Two API processes on one PostgreSQL database, as when the API runs on several machines:
// limits, one-account-per-phone and stored messages must hold across them. Needs a server in
// TEST_DATABASE_URL (`npm run test:api:pg` starts a throwaway one).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_ID,
  startApi,
  startAuthEmulator,
  type Api,
  type AuthEmulator,
} from '../../scripts/lib/stack';
import { jsonInit, registerPayload, uniquePhone } from '../api/helpers/fixtures';
import { phoneIdToken } from '../api/helpers/phoneSignIn';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  throw new Error('These tests need a PostgreSQL server: run them with npm run test:api:pg.');
}
const SITE_ORIGIN = 'http://localhost:5173';
// Every instance signs and accepts the same login tokens.
const JWT_SECRET = 'two-instances-share-this-secret-0123456789';

let emulator: AuthEmulator;
let db: pg.Client;

async function emptyTables(): Promise<void> {
  await db.query(
    'TRUNCATE users, contact_messages, used_phone_tokens, rate_limits RESTART IDENTITY',
  );
}

/** Two API processes on the test database; the first one to start applies the migrations. */
async function startPair(rateLimitMax: number): Promise<[Api, Api]> {
  const start = () =>
    startApi({
      databaseUrl,
      siteOrigin: SITE_ORIGIN,
      authEmulatorHost: emulator.host,
      projectId: DEFAULT_PROJECT_ID,
      env: { SCRYPT_LOG2_N: '10', RATE_LIMIT_MAX: String(rateLimitMax), JWT_SECRET },
    });
  const first = await start();
  try {
    return [first, await start()];
  } catch (error) {
    await first.stop();
    throw error;
  }
}

describe('two API processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    emulator = await startAuthEmulator({ projectId: DEFAULT_PROJECT_ID });
  });
  afterAll(async () => {
    await emulator?.stop();
    await db?.end();
  });

  describe('with a limit of 3 attempts', () => {
    let a: Api;
    let b: Api;
    beforeAll(async () => {
      [a, b] = await startPair(3);
      await emptyTables();
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    it('shares rate limits: failures on one instance count on the other', async () => {
      const phone = uniquePhone(); // no account
      const attempt = async (api: Api) => {
        const response = await fetch(
          `${api.url}/auth/login`,
          jsonInit('POST', { username: phone, password: 'wrong-pass' }),
        );
        await response.body?.cancel();
        return { status: response.status, retryAfter: response.headers.get('Retry-After') };
      };
      for (const api of [a, b, a]) expect((await attempt(api)).status).toBe(401);
      for (const api of [b, a]) {
        const refused = await attempt(api);
        expect(refused.status, `after 3 failures, ${api.url} still accepts attempts`).toBe(429);
        expect(refused.retryAfter).toMatch(/^\d+$/);
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      }
    });
  });

  // Every request below comes from 127.0.0.1 and registration is limited per IP and per
  // phone: a low limit would refuse most of the race with 429 before it reached the
  // database, so these instances allow far more attempts than the tests make.
  describe('with room for every request', () => {
    let a: Api;
    let b: Api;
    beforeAll(async () => {
      [a, b] = await startPair(1000);
      await emptyTables();
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    it('creates one account for one phone when both instances race to register it', async () => {
      const phone = uniquePhone();
      const idToken = await phoneIdToken(emulator, phone);
      const attempts = Array.from({ length: 20 }, (_, i) => {
        const api = i % 2 === 0 ? a : b;
        const payload = registerPayload({
          mobileNumber: phone,
          email: `race${i}.${phone.slice(1)}@example.com`,
        });
        return fetch(
          `${api.url}/auth/register`,
          jsonInit('POST', payload, { Authorization: `Bearer ${idToken}` }),
        ).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { email?: string; message?: string },
        }));
      });
      const answers = await Promise.all(attempts);
      const statuses = answers.map((answer) => answer.status);
      const created = answers.filter((answer) => answer.status === 201);
      expect(created, `statuses: ${statuses.join(', ')}`).toHaveLength(1);
      for (const answer of answers.filter((x) => x.status !== 201)) {
        expect([401, 409, 429], JSON.stringify(answer)).toContain(answer.status);
      }
      const rows = await db.query<{ email: string }>(
        'SELECT email FROM users WHERE mobile_number = $1',
        [phone],
      );
      expect(rows.rows).toEqual([{ email: created[0].body.email }]);
    });

    it('keeps every acknowledged contact message, whichever instance took it', async () => {
      const email = `sender.${uniquePhone().slice(1)}@example.com`;
      const messages = Array.from({ length: 12 }, (_, i) => `Message ${i} sent to both instances`);
      const answers = await Promise.all(
        messages.map((message, i) =>
          fetch(
            `${(i % 2 === 0 ? a : b).url}/contact`,
            jsonInit('POST', { fullname: 'Mona Adel', email, message }),
          ),
        ),
      );
      const statuses = await Promise.all(
        answers.map(async (response) => {
          await response.body?.cancel();
          return response.status;
        }),
      );
      expect(statuses).toEqual(messages.map(() => 200));
      // Stopped instances hold nothing back: what they acknowledged is in the table.
      await Promise.all([a.stop(), b.stop()]);
      const rows = await db.query<{ message: string }>(
        'SELECT message FROM contact_messages WHERE email = $1',
        [email],
      );
      expect(rows.rows.map((row) => row.message).sort()).toEqual([...messages].sort());
    });
  });
});
