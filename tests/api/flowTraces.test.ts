import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACE_MAX_BYTES, TRACE_MAX_ENTRIES } from '../../src/schemas/flowTrace';
import { startTraceRetention } from '../../server/traceRetention';
import history from '../../src/schemas/flowManifest.history.json';
import { FITTING_ENTRIES, PLANTED, SMUGGLED, TODAY_VERSIONS } from '../helpers/smuggledTraces';
import { jsonInit, tracePayload } from './helpers/fixtures';
import { createTestApp, type TestApp, SITE_ORIGIN } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (body: unknown, app = t) => app.app.request('/flow-traces', jsonInit('POST', body));

// Sends a contact message naming the trace, with the token its upload answered with.
async function linkMessage(app: TestApp, traceReference: string, traceToken: string) {
  const message = { fullname: 'Mona', email: 'mona@example.com', message: 'Help' };
  const response = await app.app.request(
    '/contact',
    jsonInit('POST', { ...message, traceReference, traceToken }),
  );
  expect(response.status).toBe(200);
}

async function storedRows(reference: string) {
  return t.db.query<{ entries: unknown; entry_count: number; bytes: number }>(
    'SELECT entries, entry_count, bytes FROM flow_traces WHERE reference = $1 ORDER BY id',
    [reference],
  );
}

async function expectRefused(response: Response, status: number, message: RegExp | string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = await response.json();
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toMatch(message);
}

describe('POST /flow-traces', () => {
  it('stores a trace that fits the flows and answers its reference, never cached', async () => {
    const trace = tracePayload();
    const response = await upload(trace);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({ reference: trace.reference, uploadToken: expect.any(String) });
    expect(body.uploadToken).toMatch(/^[\w-]{43}$/);
    const [row] = await storedRows(trace.reference);
    expect(row.entries).toEqual(trace.entries);
    expect(row.entry_count).toBe(3);
    expect(row.bytes).toBe(Buffer.byteLength(JSON.stringify(trace.entries)));
  });

  it('stores exactly the allow-listed fields of each entry', async () => {
    const trace = tracePayload();
    expect((await upload(trace)).status).toBe(201);
    const [row] = await storedRows(trace.reference);
    const allowed = ['machine', 'event', 'from', 'to', 't', 'outcome', 'invalid'];
    for (const entry of row.entries as Record<string, unknown>[]) {
      expect(Object.keys(entry).every((key) => allowed.includes(key))).toBe(true);
    }
    expect(row.entries).toEqual(trace.entries);
  });

  it('lets the first upload of a reference own it: another is refused (409) and changes nothing', async () => {
    const trace = tracePayload();
    expect((await upload(trace)).status).toBe(201);
    const swap = { ...trace, entries: trace.entries.slice(0, 1) };
    await expectRefused(await upload(swap), 409, 'This trace reference is already taken.');
    const forged = await t.app.request(
      '/flow-traces',
      jsonInit('POST', swap, { 'Trace-Upload-Token': 'x'.repeat(43) }),
    );
    await expectRefused(forged, 409, 'This trace reference is already taken.');
    expect((await storedRows(trace.reference)).map((row) => row.entry_count)).toEqual([3]);
    expect((await t.traces.find(trace.reference))?.trace.entries).toEqual(trace.entries);
  });

  it("takes the same tab's trace again with its upload token, keeping the token", async () => {
    const trace = tracePayload();
    const { uploadToken } = await (await upload(trace)).json();
    const longer = { ...trace, entries: [...trace.entries, { ...trace.entries[0], t: 9 }] };
    const again = await t.app.request(
      '/flow-traces',
      jsonInit('POST', longer, { 'Trace-Upload-Token': uploadToken }),
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ reference: trace.reference, uploadToken });
    expect((await storedRows(trace.reference)).map((row) => row.entry_count)).toEqual([4]);
  });

  it('keeps neither the upload token nor the address, only their hashes', async () => {
    const proxied = await createTestApp({ trustedProxyHeader: 'X-Forwarded-For' });
    try {
      const trace = tracePayload();
      const response = await proxied.app.request('/flow-traces', {
        ...jsonInit('POST', trace),
        headers: {
          'Content-Type': 'application/json',
          Origin: SITE_ORIGIN,
          'X-Forwarded-For': '203.0.113.9',
        },
      });
      const { uploadToken } = await response.json();
      const [row] = await proxied.db.query<Record<string, unknown>>(
        'SELECT * FROM flow_traces WHERE reference = $1',
        [trace.reference],
      );
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(uploadToken);
      expect(stored).not.toContain('203.0.113');
      expect(row?.uploader).toMatch(/^[\w-]{43}$/);
    } finally {
      await proxied.close();
    }
  });

  it('stores the language the owner read, and gives it back with the trace', async () => {
    const trace = tracePayload({ locale: 'ar', entries: FITTING_ENTRIES });
    expect((await upload(trace)).status).toBe(201);
    expect((await t.traces.find(trace.reference))?.trace).toEqual({
      v: 3,
      reference: trace.reference,
      locale: 'ar',
      versions: TODAY_VERSIONS,
      entries: FITTING_ENTRIES,
    });
  });

  it('takes a trace an earlier version of a machine recorded, and gives its versions back', async () => {
    const [earlier] = history.machines.signup;
    expect(earlier?.version).not.toBe(TODAY_VERSIONS.signup);
    const versions = { ...TODAY_VERSIONS, signup: earlier?.version };
    const trace = tracePayload({ versions });
    expect((await upload(trace)).status).toBe(201);
    expect((await t.traces.find(trace.reference))?.trace.versions).toEqual(versions);
    const [row] = await t.db.query<{ machine_versions: unknown }>(
      'SELECT machine_versions FROM flow_traces WHERE reference = $1',
      [trace.reference],
    );
    expect(row?.machine_versions).toEqual(versions);
  });

  it.each([
    ['a version no release had', { signup: 'ffffffffffff' }, "site's flows at versions.signup."],
    [
      'no version of a machine it speaks of',
      { signup: undefined },
      "site's flows at versions.signup.",
    ],
    ['a version that is not a hash', { signup: PLANTED.name }, 'trace format at versions.signup.'],
  ])('refuses %s (400) and stores nothing', async (_name, changed, message) => {
    const trace = tracePayload({ versions: { ...TODAY_VERSIONS, ...changed } });
    const response = await upload(trace);
    expect(await response.clone().text()).not.toContain(PLANTED.name);
    await expectRefused(response, 400, `The trace does not fit the ${message}`);
    expect(await storedRows(trace.reference)).toEqual([]);
  });

  it('still takes format 2 from a tab that began its trace before versions were named', async () => {
    const { versions: _, ...unversioned } = tracePayload({ v: 2 });
    expect((await upload(unversioned)).status).toBe(201);
    const stored = await t.traces.find(unversioned.reference);
    expect(stored?.trace).toMatchObject({ v: 2, reference: unversioned.reference });
    expect(stored?.trace).not.toHaveProperty('versions');
    const linked = await t.traces.listStored(500);
    expect(linked.map((s) => s.reference)).toContain(unversioned.reference);
  });

  it('reads a trace stored in the first format as none: its outcomes meant other things', async () => {
    const { reference } = tracePayload();
    await t.db.query(
      `INSERT INTO flow_traces (reference, entries, entry_count, bytes)
       VALUES ($1, '[]'::jsonb, 0, 2)`,
      [reference],
    );
    expect(await t.traces.find(reference)).toBeUndefined();
  });

  // The same cases the site's own check refuses before upload (tests/unit/flowTrace.test.ts).
  it.each(SMUGGLED)(
    'refuses %s (400), names where, and stores nothing',
    async (_name, replaced, at) => {
      const trace = tracePayload(replaced);
      const response = await upload(trace);
      const text = await response.clone().text();
      await expectRefused(response, 400, `at ${at}.`);
      for (const value of Object.values(PLANTED)) expect(text).not.toContain(value);
      expect(await storedRows(trace.reference)).toEqual([]);
    },
  );

  const first = tracePayload().entries[0];
  it.each([
    ['an unknown machine', { ...first, machine: 'checkout' }, 'trace format at entries.0.machine.'],
    ['an unknown event', { ...first, event: 'card.swipe' }, "site's flows at entries.0.event."],
    ['an unknown state', { ...first, to: 'paying' }, "site's flows at entries.0.to."],
  ])('refuses %s (400) and stores nothing', async (_name, entry, message) => {
    const trace = tracePayload({ entries: [entry] });
    await expectRefused(await upload(trace), 400, `The trace does not fit the ${message}`);
    expect(await storedRows(trace.reference)).toEqual([]);
  });

  it.each([
    ['a bad reference', { reference: 'k7qm-2xda' }, /at reference/],
    ['the first version, whose outcomes meant other things', { v: 1 }, /at v/],
    ['no locale', { locale: undefined }, /at locale/],
    ['no entries', { entries: [] }, /at entries/],
  ])('refuses %s (400)', async (_name, override, message) => {
    await expectRefused(await upload(tracePayload(override)), 400, message);
  });

  it('takes no upload from another site’s page, nor one that names no page (403)', async () => {
    const trace = tracePayload();
    const foreign = await t.app.request(
      '/flow-traces',
      jsonInit('POST', trace, { Origin: 'https://evil.example' }),
    );
    await expectRefused(foreign, 403, "Only the site's own pages may send this.");
    const { Origin: _, ...bare } = jsonInit('POST', trace).headers;
    const unnamed = await t.app.request('/flow-traces', {
      ...jsonInit('POST', trace),
      headers: bare,
    });
    await expectRefused(unnamed, 403, "Only the site's own pages may send this.");
    expect(await storedRows(trace.reference)).toEqual([]);
  });

  it('refuses a body that is not JSON (415)', async () => {
    const response = await t.app.request('/flow-traces', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN },
      body: 'hello',
    });
    await expectRefused(response, 415, 'Send the request body as JSON.');
  });

  it('refuses a body over the trace size limit (413) before reading it as a trace', async () => {
    const trace = tracePayload({ padding: 'x'.repeat(TRACE_MAX_BYTES) });
    const response = await upload(trace);
    await expectRefused(response, 413, 'The request body is too large.');
    expect(await storedRows(trace.reference)).toEqual([]);
  });

  it('refuses an over-size body by its Content-Length too (413)', async () => {
    const body = JSON.stringify(tracePayload({ padding: 'x'.repeat(TRACE_MAX_BYTES) }));
    const response = await t.app.request('/flow-traces', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: SITE_ORIGIN,
        'Content-Length': String(body.length),
      },
      body,
    });
    await expectRefused(response, 413, 'The request body is too large.');
  });

  it('takes a trace larger than the general body limit but within its own', async () => {
    const entries = Array.from({ length: TRACE_MAX_ENTRIES }, (_, i) => ({
      ...tracePayload().entries[0],
      t: i,
    }));
    const trace = tracePayload({ entries });
    expect(JSON.stringify(trace).length).toBeGreaterThan(16 * 1024);
    expect((await upload(trace)).status).toBe(201);
  });

  it('refuses too many entries (413)', async () => {
    const entries = Array.from({ length: TRACE_MAX_ENTRIES + 1 }, (_, i) => ({
      ...tracePayload().entries[0],
      t: i,
    }));
    const trace = tracePayload({ entries });
    await expectRefused(await upload(trace), 413, `at most ${TRACE_MAX_ENTRIES} entries`);
    expect(await storedRows(trace.reference)).toEqual([]);
  });
});

describe('flow trace limits', () => {
  it('counts every upload per client address and answers 429 past the limit', async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      expect((await upload(tracePayload(), limited)).status).toBe(201);
      expect((await upload({ v: 1 }, limited)).status).toBe(400);
      const refused = await upload(tracePayload(), limited);
      await expectRefused(refused, 429, 'Too many attempts. Please wait a minute and try again.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('checks the rate limit before the body: an over-size upload past the limit is a 429', async () => {
    const limited = await createTestApp({ rateLimitMax: 1 });
    try {
      expect((await upload(tracePayload(), limited)).status).toBe(201);
      const huge = tracePayload({ padding: 'x'.repeat(TRACE_MAX_BYTES) });
      expect((await upload(huge, limited)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('makes room by dropping the oldest trace no message links, and refuses (503) only when all are linked', async () => {
    const small = await createTestApp({ traceMaxRows: 2 });
    try {
      const [a, b, c] = [tracePayload(), tracePayload(), tracePayload()];
      const tokenOf = async (trace: typeof a) =>
        (await (await upload(trace, small)).json()).uploadToken;
      const tokenA = await tokenOf(a);
      await tokenOf(b);
      await linkMessage(small, a.reference, tokenA);
      expect((await upload(c, small)).status).toBe(201);
      // b was the oldest unlinked: a, linked, stays.
      expect(await small.traces.find(b.reference)).toBeUndefined();
      expect(await small.traces.find(a.reference)).toBeDefined();
      // A message with c's reference but not its token links nothing: d pushes c out.
      await linkMessage(small, c.reference, 'x'.repeat(43));
      const d = tracePayload();
      const tokenD = await tokenOf(d);
      expect(await small.traces.find(c.reference)).toBeUndefined();
      await linkMessage(small, d.reference, tokenD);
      const refused = await upload(tracePayload(), small);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await refused.json()).toEqual({
        message: 'Traces cannot be taken right now. Please try again later.',
      });
    } finally {
      await small.close();
    }
  });

  it("keeps at most its quota from one address, dropping that address's oldest unlinked first", async () => {
    const small = await createTestApp({ traceMaxPerAddress: 2 });
    try {
      const [oldest, ...rest] = [tracePayload(), tracePayload(), tracePayload()];
      for (const trace of [oldest, ...rest]) expect((await upload(trace, small)).status).toBe(201);
      expect(await small.db.query('SELECT count(*)::integer AS held FROM flow_traces')).toEqual([
        { held: 2 },
      ]);
      expect(await small.traces.find(oldest.reference)).toBeUndefined();
    } finally {
      await small.close();
    }
  });

  it('counts an IPv6 client by its /64: a flood from many addresses of one /64 cannot block an owner', async () => {
    const app = await createTestApp({
      trustedProxyHeader: 'X-Forwarded-For',
      rateLimitMax: 5,
      traceMaxRows: 10,
      traceMaxPerAddress: 3,
    });
    const from = (address: string, body: unknown, token?: string) =>
      app.app.request('/flow-traces', {
        ...jsonInit('POST', body),
        headers: {
          'Content-Type': 'application/json',
          Origin: SITE_ORIGIN,
          'X-Forwarded-For': address,
          ...(token ? { 'Trace-Upload-Token': token } : {}),
        },
      });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 40; i++) {
        statuses.push((await from(`2001:db8:bad:1::${i.toString(16)}`, tracePayload())).status);
      }
      // Five uploads in the window from the whole /64, then refusals.
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
      // And of those five, the /64 keeps only its quota.
      expect(await app.db.query('SELECT count(*)::integer AS n FROM flow_traces')).toEqual([
        { n: 3 },
      ]);
      // An owner elsewhere uploads and writes in, linked.
      const owner = tracePayload();
      const answer = await from('2001:db8:600d::7', owner);
      expect(answer.status).toBe(201);
      const { uploadToken } = await answer.json();
      await linkMessage(app, owner.reference, uploadToken);
      expect((await app.contacts.list())[0]?.traceReference).toBe(owner.reference);
    } finally {
      await app.close();
    }
  });
});
describe('flow trace retention', () => {
  it('sweeps traces older than the retention period and keeps the rest', async () => {
    const old = tracePayload();
    const recent = tracePayload();
    expect((await upload(old)).status).toBe(201);
    expect((await upload(recent)).status).toBe(201);
    await t.db.query(
      "UPDATE flow_traces SET created_at = now() - interval '31 days' WHERE reference = $1",
      [old.reference],
    );
    expect(await t.traces.sweep(new Date())).toBe(1);
    expect(await storedRows(old.reference)).toEqual([]);
    expect(await storedRows(recent.reference)).toHaveLength(1);
  });

  it('measures the period from the clock it is given', async () => {
    const trace = tracePayload();
    expect((await upload(trace)).status).toBe(201);
    const in29Days = new Date(Date.now() + 29 * 24 * 3600 * 1000);
    const in31Days = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    await t.traces.sweep(in29Days);
    expect(await storedRows(trace.reference)).toHaveLength(1);
    await t.traces.sweep(in31Days);
    expect(await storedRows(trace.reference)).toEqual([]);
  });

  it('sweeps at start and then on every tick of its timer', async () => {
    const sweeps: Date[] = [];
    const clock = new Date('2026-11-23T12:00:00Z');
    const stop = startTraceRetention(
      {
        sweep: async (now) => {
          sweeps.push(now);
          return 0;
        },
      },
      { log: () => {}, everyMs: 5, now: () => clock },
    );
    await expect.poll(() => sweeps.length).toBeGreaterThanOrEqual(3);
    stop();
    expect(sweeps.every((now) => now === clock)).toBe(true);
  });
});
