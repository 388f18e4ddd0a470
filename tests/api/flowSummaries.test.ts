import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/password';
import { readConfig } from '../../server/config';
import { dayOf } from '../../server/db/vitalsStore';
import { addSupportAccount } from '../../server/support/addAccount';
import manifest from '../../src/schemas/flowManifest.gen.json';
import {
  SUMMARY_MAX_BYTES,
  SUMMARY_MAX_MOVES,
  type FlowSummary,
} from '../../src/schemas/flowSummary';
import { jsonInit, registerInit, registerPayload } from './helpers/fixtures';
import { createTestApp, proofToken, type TestApp, SITE_ORIGIN } from './helpers/testApp';

// POST /flow-summaries takes value-free visit summaries from any page (a beacon, so text/plain
// JSON), checks them against the closed lists and today's machines, keeps them a week and
// counts them per day; GET /support/insight reads the counts back, to support only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => dayOf(new Date());
const PASSWORD = 'Flow-insight-2026';

// A sign-up that sent its code and was left at the code step, after a second press of Send
// while the first code went out.
const summary = (overrides: Partial<Record<keyof FlowSummary, unknown>> = {}): FlowSummary =>
  ({
    v: 1,
    machine: 'signup',
    version: manifest.machines.signup.version,
    locale: 'en',
    day: today(),
    resumed: false,
    states: [
      { state: 'editing.idle', time: '30s-2m' },
      { state: 'verifyingPhone.sending', time: '1-5s' },
      { state: 'verifyingPhone.waiting', time: '>2m' },
    ],
    transitions: [
      { from: '', event: 'xstate.init', to: 'editing.idle', n: 1 },
      { from: 'editing.idle', event: 'form.submit', to: 'verifyingPhone.sending', n: 1 },
      {
        from: 'verifyingPhone.sending',
        event: 'phoneCode.sent',
        to: 'verifyingPhone.waiting',
        n: 1,
      },
    ],
    failures: [],
    refused: [{ state: 'verifyingPhone.sending', event: 'form.submit', n: 1 }],
    end: 'abandoned',
    at: 'verifyingPhone.waiting',
    ...overrides,
  }) as FlowSummary;

const beacon = (body: unknown, app = t, headers: Record<string, string> = {}) =>
  app.app.request('/flow-summaries', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectRefused(response: Response, status: number, message: RegExp | string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toMatch(message);
  return body.message as string;
}

const countOf = async (app: TestApp, kind: string, state: string, detail = '') =>
  (await app.summaries.counts({ machine: 'signup', from: today(), to: today() })).find(
    (row) => row.kind === kind && row.state === state && row.detail === detail,
  )?.n ?? 0;

describe('POST /flow-summaries', () => {
  it('counts a valid batch under its day, answering 204', async () => {
    const app = await createTestApp();
    try {
      const response = await beacon({ summaries: [summary()] }, app);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      const counts = await app.summaries.counts({ machine: 'signup', from: today(), to: today() });
      expect(counts).toEqual(
        expect.arrayContaining([
          { kind: 'visit', state: '', detail: 'new', n: 1 },
          { kind: 'reached', state: 'verifyingPhone.waiting', detail: '', n: 1 },
          { kind: 'time', state: 'verifyingPhone.waiting', detail: '>2m', n: 1 },
          { kind: 'end', state: 'verifyingPhone.waiting', detail: 'abandoned', n: 1 },
          {
            kind: 'transition',
            state: 'editing.idle',
            detail: 'form.submit verifyingPhone.sending',
            n: 1,
          },
          { kind: 'refused', state: 'verifyingPhone.sending', detail: 'form.submit', n: 1 },
        ]),
      );
      expect(counts).toHaveLength(3 + 3 + 1 + 1 + 3 + 1);
    } finally {
      await app.close();
    }
  });

  it('adds visits up: the day’s counts grow with each summary, per state and language', async () => {
    const app = await createTestApp();
    try {
      const done = summary({
        states: [
          { state: 'verifyingPhone.waiting', time: '5-30s' },
          { state: 'registering.submitting', time: '<1s' },
          { state: 'editing.idle', time: '<1s' },
        ],
        transitions: [
          {
            from: 'verifyingPhone.waiting',
            event: 'xstate.done.actor.phoneCode',
            to: 'registering.submitting',
            n: 1,
          },
          {
            from: 'registering.submitting',
            event: 'xstate.done.actor.register',
            to: 'editing.idle',
            n: 1,
          },
        ],
        failures: [],
        refused: [],
        resumed: true,
        end: 'done',
        at: 'editing.idle',
        locale: 'ar',
      });
      // The account refused twice by a failing server, then left.
      const failed = summary({
        states: [
          { state: 'registering.submitting', time: '1-5s' },
          { state: 'editing.idle', time: '5-30s' },
        ],
        transitions: [
          {
            from: 'registering.submitting',
            event: 'xstate.error.actor.register',
            to: 'editing.idle',
            n: 2,
          },
        ],
        failures: [{ state: 'registering.submitting', outcome: 'http-500', n: 2 }],
        refused: [],
        resumed: true,
        at: 'editing.idle',
      });
      expect((await beacon({ summaries: [summary()] }, app)).status).toBe(204);
      expect((await beacon({ summaries: [done] }, app)).status).toBe(204);
      expect((await beacon({ summaries: [summary()] }, app)).status).toBe(204);
      expect((await beacon({ summaries: [failed] }, app)).status).toBe(204);
      expect(await countOf(app, 'visit', '', 'new')).toBe(2);
      expect(await countOf(app, 'visit', '', 'resumed')).toBe(2);
      // The resumed visit began where an earlier one was left: reached by that one, not again.
      expect(await countOf(app, 'reached', 'verifyingPhone.waiting')).toBe(2);
      expect(await countOf(app, 'resumed', 'verifyingPhone.waiting')).toBe(1);
      expect(await countOf(app, 'reached', 'registering.submitting')).toBe(1);
      expect(await countOf(app, 'failure', 'registering.submitting', 'http-500')).toBe(2);
      expect(await countOf(app, 'end', 'verifyingPhone.waiting', 'abandoned')).toBe(2);
      expect(await countOf(app, 'end', 'editing.idle', 'done')).toBe(1);
      const arabic = await app.summaries.counts({
        machine: 'signup',
        from: today(),
        to: today(),
        locale: 'ar',
      });
      expect(arabic.find((row) => row.kind === 'visit')).toEqual({
        kind: 'visit',
        state: '',
        detail: 'resumed',
        n: 1,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses what does not fit the format or today’s machines, naming where but not what', async () => {
    const cases: [unknown, string][] = [
      [{ summaries: [] }, 'summaries'],
      [{ summaries: [summary({ machine: 'billing' })] }, 'summaries.0.machine'],
      [{ summaries: [{ ...summary(), email: 'planted@example.com' }] }, 'summaries.0'],
      [
        { summaries: [summary({ states: [{ state: 'Salma Adel', time: '<1s' }] })] },
        'summaries.0.states.0.state',
      ],
      [{ summaries: [summary({ version: 'a1b2c3d4e5f6' })] }, 'summaries.0.version'],
      [
        {
          summaries: [
            summary({ transitions: [{ from: '', event: '01012345678', to: 'restoring', n: 1 }] }),
          ],
        },
        'summaries.0.transitions.0.event',
      ],
      [
        {
          summaries: [summary({ failures: [{ state: 'restoring', outcome: 'ok', n: 1 }] })],
        },
        'summaries.0.failures.0.outcome',
      ],
      // Done is a claim the states must bear out.
      [{ summaries: [summary({ end: 'done' })] }, 'summaries.0.end'],
      [{ summaries: [summary({ day: '2020-01-01' })] }, 'summaries.0.day'],
      [{ summaries: [summary({ day: '2026-11-27T10:00:00Z' })] }, 'summaries.0.day'],
    ];
    // On PostgreSQL the suites' apps share one database: compare with what it held before.
    const before = await countOf(t, 'visit', '', 'new');
    for (const [body, at] of cases) {
      const message = await expectRefused(await beacon(body), 400, new RegExp(` at ${at}\\.$`));
      for (const planted of ['Salma', '01012345678', 'planted', 'billing', 'a1b2c3'])
        expect(message).not.toContain(planted);
    }
    await expectRefused(await beacon('not json'), 400, /JSON/);
    const huge = JSON.stringify({ summaries: [summary()], pad: 'x'.repeat(SUMMARY_MAX_BYTES) });
    expect((await beacon(huge)).status).toBe(413);
    expect(await countOf(t, 'visit', '', 'new')).toBe(before);
  });

  it('takes no beacon from another site’s page, nor one that names no page (403)', async () => {
    const before = await countOf(t, 'visit', '', 'new');
    const body = { summaries: [summary()] };
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5173.evil.example'])
      await expectRefused(
        await beacon(body, t, { Origin: origin }),
        403,
        "Only the site's own pages may send this.",
      );
    const bare = await t.app.request('/flow-summaries', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    await expectRefused(bare, 403, "Only the site's own pages may send this.");
    expect(await countOf(t, 'visit', '', 'new')).toBe(before);
  });

  it('takes only a visit the machine could have made, and counts nothing of a forgery', async () => {
    const base = summary();
    const sent = base.transitions[2] as FlowSummary['transitions'][number];
    const goal = {
      from: 'registering.submitting',
      event: 'xstate.done.actor.register',
      to: 'editing.idle',
      n: 1,
    };
    const forgeries: [string, unknown, string][] = [
      [
        'a move listed twice',
        { summaries: [summary({ transitions: [...base.transitions, sent] })] },
        'summaries.0.transitions.3',
      ],
      [
        'more moves than a trace holds',
        { summaries: [summary({ transitions: [{ ...sent, n: SUMMARY_MAX_MOVES + 1 }] })] },
        'summaries.0.transitions',
      ],
      [
        'a state listed twice',
        { summaries: [summary({ states: [...base.states, base.states[0]] })] },
        'summaries.0.states.3.state',
      ],
      [
        'a move the machine cannot make',
        {
          summaries: [
            summary({
              transitions: [
                ...base.transitions,
                {
                  from: 'editing.idle',
                  event: 'xstate.done.actor.register',
                  to: 'editing.idle',
                  n: 1,
                },
              ],
            }),
          ],
        },
        'summaries.0.transitions.3',
      ],
      [
        'a refused form with no state',
        {
          summaries: [
            summary({ transitions: [{ from: '', event: 'form.invalid', to: '', n: 1 }] }),
          ],
        },
        'summaries.0.transitions.0',
      ],
      ['two visits of one machine', { summaries: [summary(), summary()] }, 'summaries.1.machine'],
      [
        'done, with the goal not its last move',
        {
          summaries: [
            summary({
              states: [...base.states, { state: 'registering.submitting', time: '<1s' }],
              transitions: [goal, ...base.transitions],
              end: 'done',
            }),
          ],
        },
        'summaries.0.end',
      ],
      [
        'ending where no move went',
        { summaries: [summary({ at: 'askingPassword' })] },
        'summaries.0.at',
      ],
      [
        'a failure where no call failed',
        {
          summaries: [
            summary({
              failures: [{ state: 'verifyingPhone.waiting', outcome: 'auth/invalid-code', n: 1 }],
            }),
          ],
        },
        'summaries.0.failures.0.state',
      ],
      [
        'more refusals than a trace holds',
        {
          summaries: [
            summary({
              refused: [
                { state: 'verifyingPhone.sending', event: 'form.submit', n: SUMMARY_MAX_MOVES + 1 },
              ],
            }),
          ],
        },
        'summaries.0.refused',
      ],
    ];
    const counts = async () =>
      (await t.summaries.counts({ machine: 'signup', from: today(), to: today() }))
        .map((row) => JSON.stringify(row))
        .sort();
    const before = await counts();
    for (const [what, body, at] of forgeries)
      expect(
        await expectRefused(await beacon(body), 400, new RegExp(` at ${at}\\.$`)),
        what,
      ).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('counts every beacon per client address, before reading it, and answers 429 past the limit', async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      expect((await beacon({ summaries: [summary()] }, limited)).status).toBe(204);
      expect((await beacon('not json', limited)).status).toBe(400);
      await expectRefused(
        await beacon({ summaries: [summary()] }, limited),
        429,
        'Too many attempts. Please wait a minute and try again.',
      );
      expect(await countOf(limited, 'visit', '', 'new')).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('keeps no address and no summary, only the counts', async () => {
    const app = await createTestApp({ trustedProxyHeader: 'X-Forwarded-For' });
    try {
      for (const locale of ['en', 'ar', 'en'])
        expect(
          (
            await beacon({ summaries: [summary({ locale })] }, app, {
              'X-Forwarded-For': '203.0.113.77',
            })
          ).status,
        ).toBe(204);
      const counts = await app.db.query<Record<string, unknown>>('SELECT * FROM flow_counts');
      const shares = await app.db.query<Record<string, unknown>>('SELECT * FROM beacon_shares');
      for (const stored of [counts, shares])
        expect(JSON.stringify(stored)).not.toContain('203.0.113');
      expect(Object.keys(counts[0] ?? {})).toEqual([
        'day',
        'machine',
        'version',
        'locale',
        'kind',
        'state',
        'detail',
        'n',
      ]);
      const tables = await app.db.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'flow_summaries'",
      );
      expect(tables).toEqual([]);
      expect(await countOf(app, 'visit', '', 'new')).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('counts one address (an IPv6 /64) up to its share of the day, and says what went uncounted', async () => {
    const app = await createTestApp({ trustedProxyHeader: 'X-Forwarded-For', beaconVisits: 3 });
    try {
      const from = (address: string, body: unknown) =>
        beacon(body, app, { 'X-Forwarded-For': address });
      // One /64, many addresses: one share.
      for (let i = 1; i <= 5; i += 1)
        expect((await from(`2001:db8:1:2::${i}`, { summaries: [summary()] })).status).toBe(204);
      expect(await countOf(app, 'visit', '', 'new')).toBe(3);
      // Another address has its own share.
      expect((await from('203.0.113.5', { summaries: [summary()] })).status).toBe(204);
      expect(await countOf(app, 'visit', '', 'new')).toBe(4);
      // Refused beacons are tallied too.
      expect((await from('203.0.113.5', 'not json')).status).toBe(400);
      expect(await app.beacons.days(today(), today())).toEqual([
        { day: today(), kind: 'visits', refused: 1, uncounted: 2 },
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('flow summary retention', () => {
  it('keeps the counts for the retention period', async () => {
    const app = await createTestApp({ summaryRetentionDays: 30 });
    try {
      const now = new Date();
      for (const daysAgo of [0, 6, 7, 29, 30])
        await app.summaries.add([summary({ day: dayOf(now, daysAgo) })]);
      expect(await app.summaries.sweep(now)).toBeGreaterThan(0);
      const days = await app.db.query<{ day: string }>(
        'SELECT DISTINCT day::text AS day FROM flow_counts ORDER BY day DESC',
      );
      expect(days.map((row) => row.day)).toEqual([0, 6, 7, 29].map((d) => dayOf(now, d)));
      expect(await app.summaries.sweep(now)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('reads its settings: counts 90 days, and each address’s share of a day, unless told', () => {
    const base = { NODE_ENV: 'test', SITE_ORIGIN: 'http://localhost:5173' };
    expect(readConfig(base).summaries).toEqual({ retentionDays: 90 });
    expect(readConfig(base).beacons).toEqual({ visits: 200, vitals: 500, sources: 100_000 });
    expect(readConfig({ ...base, SUMMARY_RETENTION_DAYS: '400' }).summaries).toEqual({
      retentionDays: 400,
    });
    expect(
      readConfig({ ...base, BEACON_VISITS_PER_ADDRESS: '20', BEACON_VITALS_PER_ADDRESS: '50' })
        .beacons,
    ).toMatchObject({ visits: 20, vitals: 50 });
  });
});

describe('GET /support/insight', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    const email = `insight-staff-${Math.random().toString(36).slice(2)}@example.com`;
    const passwords = createPasswordHasher({ log2N: 10 });
    await addSupportAccount({ accounts: app.supportAccounts, passwords }, email, PASSWORD);
    const login = await app.app.request(
      '/support/login',
      jsonInit('POST', { email, password: PASSWORD }),
    );
    token = (await login.json()).token;
    const now = new Date();
    await app.summaries.add([summary(), summary({ locale: 'ar' })]);
    await app.summaries.add([summary({ day: dayOf(now, 10) })]);
  });
  afterAll(() => app.close());

  const get = (query: string, bearer: string | null = token) =>
    app.app.request(
      `/support/insight${query}`,
      bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
    );
  const visits = async (query: string) => {
    const response = await get(query);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { counts: { kind: string; n: number }[] };
    return body.counts.find((row) => row.kind === 'visit')?.n ?? 0;
  };

  it('answers, beside the counts, each day’s beacons refused and left uncounted', async () => {
    const foreign = await beacon({ summaries: [summary()] }, app, {
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const response = await get(`?from=${today()}&to=${today()}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { beacons: unknown[] };
    expect(body.beacons).toEqual([{ day: today(), kind: 'visits', refused: 1, uncounted: 0 }]);
  });

  it('is for support only: 401 without a token, 403 with a business owner’s', async () => {
    const response = await get('', null);
    expect(response.status).toBe(401);
    const owner = registerPayload();
    const created = await app.app.request(
      '/auth/register',
      registerInit(owner, proofToken(owner.mobileNumber)),
    );
    expect(created.status).toBe(201);
    const ownerLogin = await app.app.request(
      '/auth/login',
      jsonInit('POST', { username: owner.mobileNumber, password: owner.password }),
    );
    const { token: ownerToken } = await ownerLogin.json();
    expect((await get('', ownerToken)).status).toBe(403);
  });

  it('sums a machine’s counts over the days asked, in one language or both', async () => {
    const response = await get('?machine=signup');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ machine: 'signup', from: dayOf(new Date(), 6), to: today() });
    expect(await visits('?machine=signup')).toBe(2);
    expect(await visits('?machine=signup&locale=ar')).toBe(1);
    expect(await visits(`?machine=signup&from=${dayOf(new Date(), 20)}`)).toBe(3);
    expect(await visits('?machine=reset')).toBe(0);
  });

  it('refuses a machine, day, range or language it does not know (400)', async () => {
    for (const query of [
      '?machine=billing',
      '?from=yesterday',
      `?from=${today()}&to=${dayOf(new Date(), 3)}`,
      `?from=${dayOf(new Date(), 400)}`,
      '?locale=fr',
      // Days the pattern allows and PostgreSQL refuses: a 400, never a 500.
      '?from=2026-02-31',
      '?to=2026-02-30',
      '?to=2024-02-30&from=2024-02-01',
      '?from=0000-01-01',
    ])
      expect((await get(query)).status, query).toBe(400);
  });
});
