import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/password';
import { readConfig } from '../../server/config';
import { dayOf } from '../../server/db/vitalsStore';
import { addSupportAccount } from '../../server/support/addAccount';
import { startVitalsRetention } from '../../server/traceRetention';
import { VITALS_MAX_BYTES, VITALS_MAX_REPORTS, type VitalReport } from '../../src/schemas/vitals';
import { jsonInit } from './helpers/fixtures';
import { createTestApp, type TestApp, SITE_ORIGIN } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;
const PASSWORD = 'Field-vitals-2026';

const report = (overrides: Partial<Record<keyof VitalReport, unknown>> = {}): object => ({
  route: '/_flows/register',
  locale: 'en',
  metric: 'INP',
  value: 180,
  rating: 'good',
  event: 'login.submit',
  connection: '4g',
  ...overrides,
});

// A report as the route hands it to the store, checked.
const stored = (overrides: Partial<VitalReport> = {}) => report(overrides) as VitalReport;

// What a beacon sends: the batch as text/plain JSON.
const beacon = (body: unknown, app = t, headers: Record<string, string> = {}) =>
  app.app.request('/vitals', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rows = (app = t) =>
  app.db.query<Record<string, unknown>>(
    'SELECT day::text AS day, route, locale, metric, value, rating, event, connection FROM web_vitals ORDER BY id',
  );
const count = async (app = t) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM web_vitals'))[0]?.n;

async function expectRefused(response: Response, status: number, message: RegExp | string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toMatch(message);
  return body.message as string;
}

describe('POST /vitals', () => {
  it('stores a valid batch under today’s date, names and numbers only, and answers 204', async () => {
    const app = await createTestApp();
    try {
      const batch = {
        reports: [
          report(),
          report({ metric: 'LCP', value: 2600, rating: 'needs-improvement', event: undefined }),
          report({
            metric: 'CLS',
            value: 0.0312,
            rating: 'good',
            event: undefined,
            connection: undefined,
          }),
        ],
      };
      const response = await beacon(batch, app);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      const today = new Date().toISOString().slice(0, 10);
      expect(await rows(app)).toEqual([
        {
          day: today,
          route: '/_flows/register',
          locale: 'en',
          metric: 'INP',
          value: 180,
          rating: 'good',
          event: 'login.submit',
          connection: '4g',
        },
        {
          day: today,
          route: '/_flows/register',
          locale: 'en',
          metric: 'LCP',
          value: 2600,
          rating: 'needs-improvement',
          event: null,
          connection: '4g',
        },
        {
          day: today,
          route: '/_flows/register',
          locale: 'en',
          metric: 'CLS',
          value: 0.0312,
          rating: 'good',
          event: null,
          connection: null,
        },
      ]);
    } finally {
      await app.close();
    }
  });

  it('takes no report from another site’s page, nor one that names no page (403)', async () => {
    const before = await count();
    const foreign = await beacon({ reports: [report()] }, t, { Origin: 'https://evil.example' });
    await expectRefused(foreign, 403, "Only the site's own pages may send this.");
    const unnamed = await t.app.request('/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ reports: [report()] }),
    });
    await expectRefused(unnamed, 403, "Only the site's own pages may send this.");
    expect(await count()).toBe(before);
  });

  it('takes the same batch as application/json', async () => {
    const before = await count();
    const response = await t.app.request('/vitals', jsonInit('POST', { reports: [report()] }));
    expect(response.status).toBe(204);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('keeps the table to its columns: a day, names from closed lists, a number', async () => {
    const columns = await t.db.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_name = 'web_vitals' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => `${c.column_name}:${c.data_type}`)).toEqual([
      'id:bigint',
      'day:date',
      'route:text',
      'locale:text',
      'metric:text',
      'value:double precision',
      'rating:text',
      'event:text',
      'connection:text',
      'rank:double precision',
    ]);
  });

  // Each is refused as a whole: the valid report beside it is not stored either.
  const EMAIL = 'mona.hassan@example.com';
  const refusals: [string, unknown, string][] = [
    ['an unknown route', { reports: [report(), report({ route: '/admin' })] }, 'reports.1.route'],
    [
      'a URL as the route',
      { reports: [report({ route: 'https://evil.example/x' })] },
      'reports.0.route',
    ],
    [
      'a route with a query',
      { reports: [report({ route: '/_flows/register?mode=login' })] },
      'reports.0.route',
    ],
    ['an address as the route', { reports: [report({ route: '/register' })] }, 'reports.0.route'],
    ['an unknown metric', { reports: [report({ metric: 'FID' })] }, 'reports.0.metric'],
    ['an unknown event', { reports: [report({ event: 'form.typed' })] }, 'reports.0.event'],
    ['XState’s own event', { reports: [report({ event: 'xstate.init' })] }, 'reports.0.event'],
    ['an unknown locale', { reports: [report({ locale: 'fr' })] }, 'reports.0.locale'],
    ['an unknown rating', { reports: [report({ rating: 'fine' })] }, 'reports.0.rating'],
    [
      'an unknown connection',
      { reports: [report({ connection: 'wifi' })] },
      'reports.0.connection',
    ],
    ['a value as text', { reports: [report({ value: '180' })] }, 'reports.0.value'],
    ['a negative value', { reports: [report({ value: -1 })] }, 'reports.0.value'],
    [
      'a value over its bound',
      { reports: [report({ value: 60_001, rating: 'poor' })] },
      'reports.0.value',
    ],
    ['a rating its value does not have', { reports: [report({ value: 900 })] }, 'reports.0.rating'],
    ['an event on LCP', { reports: [report({ metric: 'LCP', value: 900 })] }, 'reports.0.event'],
    ['a missing metric', { reports: [report({ metric: undefined })] }, 'reports.0.metric'],
    ['an extra property', { reports: [{ ...report(), url: '/register?mode=login' }] }, 'reports.0'],
    ['an identifier', { reports: [{ ...report(), id: 'v5-1732000000000-123' }] }, 'reports.0'],
    ['a time', { reports: [{ ...report(), at: Date.now() }] }, 'reports.0'],
    ['an extra property beside the reports', { reports: [report()], page: '/x?y=z' }, ''],
    ['no reports', { reports: [] }, 'reports'],
    [
      'too many reports',
      { reports: Array.from({ length: VITALS_MAX_REPORTS + 1 }, () => report()) },
      'reports',
    ],
    ['not a batch', [report()], 'reports'],
    ...(['route', 'locale', 'metric', 'rating', 'event', 'connection', 'value'] as const).map(
      (field): [string, unknown, string] => [
        `an email planted in ${field}`,
        { reports: [report({ [field]: EMAIL })] },
        `reports.0.${field}`,
      ],
    ),
    [
      'an email planted as a property name',
      { reports: [{ ...report(), [EMAIL]: 1 }] },
      'reports.0',
    ],
  ];

  it.each(refusals)('refuses %s with 400, says where, stores nothing', async (_name, body, at) => {
    const before = await count();
    const message = await expectRefused(await beacon(body), 400, 'does not fit the vitals format');
    expect(message).toBe(`The report does not fit the vitals format${at ? ` at ${at}` : ''}.`);
    for (const planted of [EMAIL, 'evil', 'mode=login', 'FID', 'form.typed', 'wifi', 'v5-17']) {
      expect(message).not.toContain(planted);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a body that is neither JSON nor text (415), and text that is not JSON (400)', async () => {
    const form = await t.app.request('/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE_ORIGIN },
      body: 'route=%2F',
    });
    await expectRefused(form, 415, 'Send the request body as JSON.');
    await expectRefused(await beacon('route=/'), 400, 'The request body is not valid JSON.');
  });

  it('refuses a body over its size limit (413) before reading it', async () => {
    const before = await count();
    const huge = JSON.stringify({ reports: [report()], pad: 'x'.repeat(VITALS_MAX_BYTES) });
    const response = await beacon(huge);
    await expectRefused(response, 413, 'The request body is too large.');
    expect(await count()).toBe(before);
  });
});

describe('vitals limits', () => {
  it('counts every batch per client address, before the body, and answers 429 past the limit', async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      expect((await beacon({ reports: [report()] }, limited)).status).toBe(204);
      expect((await beacon({ reports: [] }, limited)).status).toBe(400);
      const refused = await beacon({ reports: [report()] }, limited);
      await expectRefused(refused, 429, 'Too many attempts. Please wait a minute and try again.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const huge = JSON.stringify({ pad: 'x'.repeat(VITALS_MAX_BYTES * 2) });
      expect((await beacon(huge, limited)).status).toBe(429);
      expect(await count(limited)).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('keeps each day to its share of the row bound: a flood today evicts no earlier day', async () => {
    // 56 rows over 28 days: two a day.
    const small = await createTestApp({ vitalsMaxRows: 56, vitalsRetentionDays: 28 });
    try {
      const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
      await small.vitals.add(
        [1, 2].map((i) => stored({ value: i })),
        yesterday,
      );
      for (let batch = 0; batch < 10; batch++) {
        const reports = [1, 2].map((i) => report({ value: 100 + batch * 10 + i }));
        expect((await beacon({ reports }, small)).status).toBe(204);
      }
      const kept = await rows(small);
      const of = (day: string) => kept.filter((row) => row.day === day).map((row) => row.value);
      expect(of(dayOf(yesterday))).toEqual([1, 2]);
      // Today's share, and the last batch, which the next one's statement trims.
      expect(of(dayOf(new Date())).length).toBeLessThanOrEqual(2 + 2);
    } finally {
      await small.close();
    }
  });

  it('keeps a uniform sample of a day past its share, not its first rows', async () => {
    const small = await createTestApp({ vitalsMaxRows: 280, vitalsRetentionDays: 28 });
    try {
      const now = new Date();
      for (let batch = 0; batch < 60; batch++)
        await small.vitals.add(
          [1, 2, 3, 4, 5].map((i) => stored({ value: batch * 10 + i })),
          now,
        );
      const kept = (await rows(small)).map((row) => Number(row.value));
      // The last batch stays until the next one's statement trims the day.
      const sampled = kept.filter((value) => value < 590);
      expect(sampled).toHaveLength(10);
      // Ten of the first 295 drawn at random: all ten among the first 20 is a (20/295)^10
      // chance; the first rows kept would be exactly those.
      expect(sampled.some((value) => value > 25)).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('stores no address: the client’s is nowhere in the rows', async () => {
    const proxied = await createTestApp({ trustedProxyHeader: 'X-Forwarded-For' });
    try {
      const response = await beacon(
        { reports: [report(), report({ metric: 'LCP', value: 1200, event: undefined })] },
        proxied,
        {
          'X-Forwarded-For': '203.0.113.77',
        },
      );
      expect(response.status).toBe(204);
      const all = await proxied.db.query<Record<string, unknown>>('SELECT * FROM web_vitals');
      expect(all).toHaveLength(2);
      const stored = JSON.stringify(all);
      expect(stored).not.toContain('203.0.113');
      // A day, and no time of it: midnight is what a date column reads as.
      expect(all.map((row) => row.day)).toEqual([expect.any(Date), expect.any(Date)]);
      expect(all.every((row) => (row.day as Date).toISOString().endsWith('T00:00:00.000Z'))).toBe(
        true,
      );
      expect(Object.keys(all[0] ?? {})).toEqual([
        'id',
        'day',
        'route',
        'locale',
        'metric',
        'value',
        'rating',
        'event',
        'connection',
        'rank',
      ]);
    } finally {
      await proxied.close();
    }
  });
});

describe('vitals retention', () => {
  it('sweeps the days past the retention period and keeps the rest', async () => {
    const app = await createTestApp({ vitalsRetentionDays: 28 });
    try {
      const now = new Date('2026-11-24T10:00:00Z');
      await app.vitals.add([stored({ value: 1 })], new Date(now.getTime() - 28 * DAY_MS));
      await app.vitals.add([stored({ value: 2 })], new Date(now.getTime() - 27 * DAY_MS));
      await app.vitals.add([stored({ value: 3 })], now);
      expect(await app.vitals.sweep(now)).toBe(1);
      expect((await rows(app)).map((row) => [row.day, row.value])).toEqual([
        ['2026-10-28', 2],
        ['2026-11-24', 3],
      ]);
      // The next day, the oldest kept day has had its 28 days.
      expect(await app.vitals.sweep(new Date(now.getTime() + DAY_MS))).toBe(1);
      expect(await app.vitals.sweep(new Date(now.getTime() + DAY_MS))).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('sweeps at start and then on every tick of its timer', async () => {
    const sweeps: Date[] = [];
    const clock = new Date('2026-11-23T12:00:00Z');
    const logged: string[] = [];
    const stop = startVitalsRetention(
      {
        sweep: async (now) => {
          sweeps.push(now);
          return 2;
        },
      },
      { log: (line) => logged.push(line), everyMs: 5, now: () => clock },
    );
    await expect.poll(() => sweeps.length).toBeGreaterThanOrEqual(3);
    stop();
    expect(sweeps.every((now) => now === clock)).toBe(true);
    expect(logged[0]).toBe('removed 2 expired field vitals');
  });

  it('reads its settings, 28 days and 500,000 rows unless told', () => {
    const local = { NODE_ENV: 'test' };
    expect(readConfig(local).vitals).toEqual({ retentionDays: 28, maxRows: 500_000 });
    expect(
      readConfig({ ...local, VITALS_RETENTION_DAYS: '7', VITALS_MAX_ROWS: '1000' }).vitals,
    ).toEqual({ retentionDays: 7, maxRows: 1000 });
    expect(() => readConfig({ ...local, VITALS_MAX_ROWS: '0' })).toThrow(/VITALS_MAX_ROWS/);
  });
});

describe('GET /support/vitals', () => {
  let app: TestApp;
  let token: string;
  const now = new Date();
  beforeAll(async () => {
    app = await createTestApp();
    const email = `vitals-staff-${Math.random().toString(36).slice(2)}@example.com`;
    const passwords = createPasswordHasher({ log2N: 10 });
    await addSupportAccount({ accounts: app.supportAccounts, passwords }, email, PASSWORD);
    const login = await app.app.request(
      '/support/login',
      jsonInit('POST', { email, password: PASSWORD }),
    );
    token = (await login.json()).token;

    const inp = (value: number, event: string | undefined, route = '/_flows/register') => {
      const rating = value <= 200 ? 'good' : value <= 500 ? 'needs-improvement' : 'poor';
      return report({ value, rating, event, route, connection: undefined }) as VitalReport;
    };
    // Today: four sign-in taps and one elsewhere; ten days ago: one more, outside 7 days.
    await app.vitals.add(
      [
        inp(100, 'login.submit'),
        inp(300, 'login.submit'),
        inp(600, 'login.submit'),
        inp(200, 'login.submit'),
        inp(50, undefined, '/'),
      ],
      now,
    );
    await app.vitals.add(
      [
        inp(900, 'form.submit'),
        report({
          metric: 'LCP',
          value: 5000,
          rating: 'poor',
          event: undefined,
          locale: 'ar',
          route: '/',
        }) as VitalReport,
        // A page measured by an earlier release only: the console's, now a page of its own.
        { ...inp(700, undefined), route: '/support' } as unknown as VitalReport,
      ],
      new Date(now.getTime() - 10 * DAY_MS),
    );
  });
  afterAll(() => app.close());

  const get = (query: string, bearer: string | null = token) =>
    app.app.request(
      `/support/vitals${query}`,
      bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
    );

  it('answers 401 without a support token or with one it did not sign', async () => {
    const response = await get('?days=7', null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Sign in to the support console.' });
    expect((await get('?days=7', 'not-a-token')).status).toBe(401);
  });

  it('gives p75 and rating counts per route, per event and per language, for the last 7 days', async () => {
    const response = await get('?days=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.days).toBe(7);
    expect(body.since).toBe(dayOf(now, 6));
    expect(body.routes).toEqual([
      { route: '/', metric: 'INP', p75: 50, good: 1, needsImprovement: 0, poor: 0 },
      // 100, 200, 300, 600: the 75th percentile lies a quarter of the way from 300 to 600.
      { route: '/_flows/register', metric: 'INP', p75: 375, good: 2, needsImprovement: 1, poor: 1 },
    ]);
    expect(body.events).toEqual([
      { event: 'login.submit', metric: 'INP', p75: 375, good: 2, needsImprovement: 1, poor: 1 },
    ]);
    expect(body.locales).toEqual([
      { locale: 'en', metric: 'INP', p75: 300, good: 3, needsImprovement: 1, poor: 1 },
    ]);
  });

  it('counts 28 days when asked, and refuses any other period', async () => {
    const body = await (await get('?days=28')).json();
    expect(body.days).toBe(28);
    // A page no longer measured is left out, rather than refused by the console's check.
    expect(body.routes.map((row: { route: string }) => row.route)).not.toContain('/support');
    expect(body.routes).toContainEqual({
      route: '/',
      metric: 'LCP',
      p75: 5000,
      good: 0,
      needsImprovement: 0,
      poor: 1,
    });
    expect(body.events).toContainEqual({
      event: 'form.submit',
      metric: 'INP',
      p75: 900,
      good: 0,
      needsImprovement: 0,
      poor: 1,
    });
    expect(body.locales.map((row: { locale: string }) => row.locale)).toEqual(['ar', 'en']);
    for (const days of ['30', '7.0', 'all', '-7']) {
      const refused = await get(`?days=${days}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: 'The days must be 7 or 28.' });
    }
    expect((await (await get('')).json()).days).toBe(7);
  });
});
