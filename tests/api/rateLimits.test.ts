import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitTable } from '../../server/db/rateLimitTable';
import { createLimit } from '../../server/http/limit';
import { createMemoryRateLimitStore } from '../../server/http/rateLimitStore';
import { jsonInit, registerInit, registerPayload, uniquePhone } from './helpers/fixtures';
import { createTestApp, proofToken, type TestApp } from './helpers/testApp';

/** What @hono/node-server passes as env: the connection, whose peer address is the client. */
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
let nextIp = 0;
const freshIp = () => `10.9.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

describe('the memory counters', () => {
  it('counts per window and starts afresh when the window ends', async () => {
    let time = 0;
    const store = createMemoryRateLimitStore({ windowMs: 1000, maxKeys: 10, now: () => time });
    expect(await store.hit('a')).toEqual({ points: 1, resetInMs: 1000 });
    time = 400;
    expect(await store.hit('a')).toEqual({ points: 2, resetInMs: 600 });
    time = 1000;
    expect(await store.hit('a')).toEqual({ points: 1, resetInMs: 1000 });
  });

  it('takes back a point and forgets a key on request', async () => {
    const store = createMemoryRateLimitStore({ windowMs: 1000, maxKeys: 10 });
    await store.hit('a');
    await store.hit('a');
    await store.refund('a');
    expect((await store.hit('a')).points).toBe(2);
    await store.reset('a');
    expect((await store.hit('a')).points).toBe(1);
  });

  it('holds at most its cap of keys, dropping the oldest, however many arrive', async () => {
    let time = 0;
    const store = createMemoryRateLimitStore({ windowMs: 60_000, maxKeys: 1000, now: () => time });
    for (let i = 0; i < 100_000; i += 1) {
      time = i;
      await store.hit(`phone:${i}`);
    }
    expect(store.size()).toBe(1000);
    // The newest keys are still counted; the oldest went first.
    expect((await store.hit('phone:99999')).points).toBe(2);
    expect((await store.hit('phone:0')).points).toBe(1);
  });

  it('drops ended windows as new hits arrive', async () => {
    let time = 0;
    const store = createMemoryRateLimitStore({ windowMs: 100, maxKeys: 1000, now: () => time });
    for (let i = 0; i < 50; i += 1) await store.hit(`k${i}`);
    time = 200;
    await store.hit('late');
    expect(store.size()).toBe(1);
  });
});

describe('the shared counters table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts concurrent hits exactly, one atomic upsert each', async () => {
    const store = createRateLimitTable(t.db, { name: 'atomic', windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 40 }, () => store.hit('k')));
    expect(results.map((r) => r.points).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const { resetInMs } of results) {
      expect(resetInMs).toBeGreaterThan(0);
      expect(resetInMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('keeps limits of different names apart, refunds and forgets', async () => {
    const login = createRateLimitTable(t.db, { name: 'login-x', windowMs: 60_000 });
    const contact = createRateLimitTable(t.db, { name: 'contact-x', windowMs: 60_000 });
    await login.hit('ip:1');
    await login.hit('ip:1');
    expect((await contact.hit('ip:1')).points).toBe(1);
    await login.refund('ip:1');
    expect((await login.hit('ip:1')).points).toBe(2);
    await login.reset('ip:1');
    expect((await login.hit('ip:1')).points).toBe(1);
  });

  it('starts a new window once the old one has ended', async () => {
    const store = createRateLimitTable(t.db, { name: 'short', windowMs: 30 });
    await store.hit('k');
    await store.hit('k');
    await expect
      .poll(async () => (await store.hit('k')).points, { interval: 20, timeout: 5000 })
      .toBe(1);
  });

  it('gives the limit the real wait in Retry-After', async () => {
    const store = createRateLimitTable(t.db, { name: 'retry', windowMs: 10_000 });
    const limit = createLimit(store, { max: 1, failuresOnly: false });
    await limit.attempt({ ip: 'a' });
    const refusal = await limit.attempt({ ip: 'a' }).catch((error: unknown) => error);
    const seconds = Number((refusal as { headers: Record<string, string> }).headers['Retry-After']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(10);
  });
});

describe('login limits that protect the owner', () => {
  let t: TestApp;
  const owner = registerPayload();
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 3 });
    const created = await t.app.request(
      '/auth/register',
      registerInit(owner, proofToken(owner.mobileNumber)),
      from(freshIp()),
    );
    expect(created.status).toBe(201);
  });
  afterAll(() => t.close());

  const login = (ip: string, username: string, password: string) =>
    t.app.request('/auth/login', jsonInit('POST', { username, password }), from(ip));

  it("does not let a blocked address go on counting against the owner's phone", async () => {
    const attacker = freshIp();
    // The attacker's address is used up on other numbers first…
    for (let i = 0; i < 3; i += 1) {
      expect((await login(attacker, uniquePhone(), 'guess-guess')).status).toBe(401);
    }
    // …so its guesses at the owner's number are refused without touching that number.
    for (let i = 0; i < 20; i += 1) {
      const refused = await login(attacker, owner.mobileNumber, 'guess-guess');
      expect(refused.status).toBe(429);
    }
    expect((await login(freshIp(), owner.mobileNumber, owner.password)).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(ip, owner.mobileNumber, owner.password)).status).toBe(200);
    }
  });

  it("starts the phone's count afresh after a success", async () => {
    const phoneFailures = () => login(freshIp(), owner.mobileNumber, 'wrong-password');
    expect((await phoneFailures()).status).toBe(401);
    expect((await phoneFailures()).status).toBe(401);
    expect((await login(freshIp(), owner.mobileNumber, owner.password)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await phoneFailures()).status).toBe(401);
    const refused = await phoneFailures();
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('counts every spelling of one number on the same phone', async () => {
    const phone = uniquePhone();
    const spellings = [
      phone,
      `${phone.slice(0, 3)} ${phone.slice(3)}`,
      `${phone.slice(0, 6)}-${phone.slice(6)}`,
    ];
    const statuses = [];
    for (const spelling of [...spellings, phone]) {
      statuses.push((await login(freshIp(), spelling, 'wrong-password')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.request(
        '/auth/login',
        jsonInit(
          'POST',
          { username: uniquePhone(), password: 'wrong-password' },
          {
            'X-Forwarded-For': `203.0.113.${i}`,
          },
        ),
        from(ip),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 2, trustedProxyHeader: 'x-forwarded-for' });
  });
  afterAll(() => t.close());

  const viaProxy = (forwardedFor: string) =>
    t.app.request(
      '/auth/login',
      jsonInit(
        'POST',
        { username: uniquePhone(), password: 'wrong-password' },
        {
          'X-Forwarded-For': forwardedFor,
        },
      ),
      from('10.0.0.254'),
    );

  it("counts each client by the address the proxy added, not the proxy's own", async () => {
    expect((await viaProxy('198.51.100.1')).status).toBe(401);
    expect((await viaProxy('198.51.100.1')).status).toBe(401);
    expect((await viaProxy('198.51.100.1')).status).toBe(429);
    expect((await viaProxy('198.51.100.2')).status).toBe(401);
  });

  it('takes the right-most address, so a client cannot pick its own', async () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; the proxy appended the real address.
    expect((await viaProxy('1.1.1.1, 198.51.100.3')).status).toBe(401);
    expect((await viaProxy('2.2.2.2, 198.51.100.3')).status).toBe(401);
    expect((await viaProxy('3.3.3.3, 198.51.100.3')).status).toBe(429);
  });
});

describe('registration limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 2 });
  });
  afterAll(() => t.close());

  const register = (ip: string, payload = registerPayload()) =>
    t.app.request(
      '/auth/register',
      registerInit(payload, proofToken(payload.mobileNumber)),
      from(ip),
    );

  it('limits registrations per address, before any proof is checked', async () => {
    const ip = freshIp();
    expect((await register(ip)).status).toBe(201);
    expect((await register(ip)).status).toBe(201);
    const refused = await register(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits registrations per phone across addresses', async () => {
    const phone = uniquePhone();
    const attempt = () =>
      register(
        freshIp(),
        registerPayload({ mobileNumber: phone, email: `${Math.random()}@example.com` }),
      );
    expect((await attempt()).status).toBe(201);
    expect((await attempt()).status).toBe(409);
    expect((await attempt()).status).toBe(429);
  });
});
