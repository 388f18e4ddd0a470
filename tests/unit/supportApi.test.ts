import { describe, expect, test } from 'vitest';
import { normaliseReference } from '../../src/app/support/reference';
import { ApiError, api } from '../../src/services/api';
import { createSupportApi } from '../../src/services/supportApi';

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
  v: 1,
  reference: 'ABCD-EFGH',
  entries: [{ machine: 'signup', event: 'xstate.init', from: '', to: 'editing.idle', t: 0 }],
};

describe('supportApi', () => {
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
    const error = await support.login('a@b.example', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Wrong email or password.', status: 401 });
  });

  test('lists the recent traces with the bearer token', async () => {
    const traces = [{ reference: 'ABCD-EFGH', uploadedAt: 'x', entryCount: 3, contactAt: 'y' }];
    const { support, requests } = fakeFetch(() => Response.json({ traces }));
    await expect(support.listTraces('staff')).resolves.toEqual(traces);
    const [request] = requests as [Request];
    expect(request.url).toBe('https://api.example/support/traces?limit=50');
    expect(request.headers.get('Authorization')).toBe('Bearer staff');
  });

  test('reads one trace, checked against the trace schema', async () => {
    const { support, requests } = fakeFetch(() =>
      Response.json({ reference: 'ABCD-EFGH', uploadedAt: 'x', trace }),
    );
    await expect(support.getTrace('staff', 'ABCD-EFGH')).resolves.toMatchObject({ trace });
    expect(requests[0]?.url).toBe('https://api.example/support/traces/ABCD-EFGH');
    const bad = fakeFetch(() =>
      Response.json({ reference: 'ABCD-EFGH', uploadedAt: 'x', trace: { ...trace, v: 2 } }),
    );
    await expect(bad.support.getTrace('staff', 'ABCD-EFGH')).rejects.toBeInstanceOf(ApiError);
  });

  test('an unknown reference rejects with 404', async () => {
    const { support } = fakeFetch(() =>
      Response.json({ message: 'No trace with this reference.' }, { status: 404 }),
    );
    await expect(support.getTrace('staff', 'ABCD-EFGH')).rejects.toMatchObject({
      status: 404,
      message: 'No trace with this reference.',
    });
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
