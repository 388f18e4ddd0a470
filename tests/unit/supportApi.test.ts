import { describe, expect, test } from 'vitest';
import { normaliseReference } from '../../src/features/support/traces/reference';
import { TRACE_VERSION, UnknownFlowError } from '../../src/schemas/flowTrace';
import { api } from '../../src/services/api';
import { createSupportApi } from '../../src/features/support/api';
import { rejectionOf } from '../helpers/failures';

function fakeFetch(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  };
  const client = api.extend({ prefixUrl: 'https://api.example', fetch, retry: 0 });
  return { support: createSupportApi(client), requests };
}

const trace = {
  v: TRACE_VERSION,
  reference: 'ABCD-EFGH',
  locale: 'en',
  entries: [{ machine: 'signup', event: 'xstate.init', from: '', to: 'editing.idle', t: 0 }],
};

describe('supportApi', () => {
  test('refuses a stored trace that names a machine the registry lacks, naming it', async () => {
    const entry = { ...trace.entries[0], machine: 'changePhone' };
    const { support } = fakeFetch(() =>
      Response.json({
        reference: 'ABCD-EFGH',
        uploadedAt: '2026-11-20T10:00:00Z',
        trace: { ...trace, entries: [trace.entries[0], entry] },
      }),
    );
    const refused = await support.getTrace('staff', 'ABCD-EFGH').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnknownFlowError);
    expect(refused).toMatchObject({ machine: 'changePhone' });
    // A name that does not read as one is not repeated.
    expect(new UnknownFlowError('<b>x</b>').machine).toBeUndefined();
  });

  test('signs in with email and password and answers the token', async () => {
    const { support, requests } = fakeFetch(() =>
      Response.json({ token: 'staff', expiresAt: 1_900_000_000_000 }),
    );
    await expect(support.login('staff@tamreen.example', 'pw')).resolves.toEqual({
      token: 'staff',
      expiresAt: 1_900_000_000_000,
    });
    const [request] = requests as [Request];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example/support/login');
    expect(await request.json()).toEqual({ email: 'staff@tamreen.example', password: 'pw' });
  });

  test('a wrong password rejects with the server’s message and status', async () => {
    const { support } = fakeFetch(() =>
      Response.json({ message: 'Wrong email or password.' }, { status: 401 }),
    );
    expect(await rejectionOf(support.login('a@b.example', 'x'))).toEqual({
      kind: 'http',
      status: 401,
      said: 'Wrong email or password.',
    });
  });

  test('signs out by posting the bearer token, and says so when the API refuses', async () => {
    const { support, requests } = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(support.logout('staff')).resolves.toBeUndefined();
    const [request] = requests as [Request];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example/support/logout');
    expect(request.headers.get('Authorization')).toBe('Bearer staff');
    const refused = fakeFetch(() =>
      Response.json({ message: 'Sign in to the support console.' }, { status: 401 }),
    );
    expect(await rejectionOf(refused.support.logout('staff'))).toEqual({
      kind: 'http',
      status: 401,
      said: 'Sign in to the support console.',
    });
  });

  test('lists the recent traces with the bearer token', async () => {
    const traces = [
      {
        reference: 'ABCD-EFGH',
        uploadedAt: 'x',
        entryCount: 3,
        contactAt: 'y',
        locale: 'ar',
        status: 'in-progress',
      },
    ];
    const { support, requests } = fakeFetch(() => Response.json({ traces }));
    await expect(support.listTraces('staff')).resolves.toEqual(traces);
    const [request] = requests as [Request];
    expect(request.url).toBe('https://api.example/support/traces?limit=50');
    expect(request.headers.get('Authorization')).toBe('Bearer staff');
    // A filter goes as query parameters, its empty values left out.
    await support.listTraces('staff', 51, 50, { failure: 'auth/invalid-code', state: '' });
    expect(requests[1]?.url).toBe(
      'https://api.example/support/traces?limit=51&offset=50&failure=auth%2Finvalid-code',
    );
  });

  test('reads one trace, checked against the trace schema', async () => {
    const { support, requests } = fakeFetch(() =>
      Response.json({ reference: 'ABCD-EFGH', uploadedAt: 'x', trace }),
    );
    await expect(support.getTrace('staff', 'ABCD-EFGH')).resolves.toMatchObject({ trace });
    expect(requests[0]?.url).toBe('https://api.example/support/traces/ABCD-EFGH');
    const bad = fakeFetch(() =>
      Response.json({
        reference: 'ABCD-EFGH',
        uploadedAt: 'x',
        trace: { ...trace, v: TRACE_VERSION + 1 },
      }),
    );
    expect(await rejectionOf(bad.support.getTrace('staff', 'ABCD-EFGH'))).toEqual({
      kind: 'unexpected',
    });
  });

  test('an unknown reference rejects with 404', async () => {
    const { support } = fakeFetch(() =>
      Response.json({ message: 'No trace with this reference.' }, { status: 404 }),
    );
    expect(await rejectionOf(support.getTrace('staff', 'ABCD-EFGH'))).toEqual({
      kind: 'http',
      status: 404,
      said: 'No trace with this reference.',
    });
  });

  test('reads the field vitals of a period with the bearer token, and refuses a malformed answer', async () => {
    const summary = {
      days: 28,
      since: '2026-10-28',
      routes: [
        {
          route: '/_flows/register',
          metric: 'INP',
          p75: 375,
          good: 2,
          needsImprovement: 1,
          poor: 1,
        },
      ],
      events: [
        { event: 'login.submit', metric: 'INP', p75: 412, good: 1, needsImprovement: 2, poor: 0 },
      ],
      locales: [{ locale: 'ar', metric: 'LCP', p75: 2600, good: 0, needsImprovement: 5, poor: 0 }],
    };
    const { support, requests } = fakeFetch(() => Response.json(summary));
    await expect(support.vitals('staff', 28)).resolves.toEqual(summary);
    const [request] = requests as [Request];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.example/support/vitals?days=28');
    expect(request.headers.get('Authorization')).toBe('Bearer staff');
    const bad = fakeFetch(() =>
      Response.json({ ...summary, routes: [{ ...summary.routes[0], route: '/register?x=1' }] }),
    );
    expect(await rejectionOf(bad.support.vitals('staff', 7))).toEqual({ kind: 'unexpected' });
  });
});

describe('normaliseReference', () => {
  test.each([
    ['abcd-efgh', 'ABCD-EFGH'],
    ['abcdefgh', 'ABCD-EFGH'],
    [' WXYZ k7mn ', 'WXYZ-K7MN'],
    // Read out over the phone to staff typing on an Arabic keyboard.
    ['k٧qm ٢xda', 'K7QM-2XDA'],
  ])('%s → %s', (input, expected) => expect(normaliseReference(input)).toBe(expected));

  test.each(['abc', 'abcd-efghj', 'ABCD-EFG0', 'ILOU-ABCD'])('refuses %s', (input) =>
    expect(normaliseReference(input)).toBeUndefined(),
  );
});
