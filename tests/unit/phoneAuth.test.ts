import { afterEach, describe, expect, test, vi } from 'vitest';
import { config } from '../../src/services/config';
import { identityToolkitUrl, phoneAuth } from '../../src/services/phoneAuth';
import { rejectionOf } from '../helpers/failures';

// The network under the code check: records each request and answers as told.
function network(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  });
  return requests;
}

// Identity Toolkit's refusal, as Google words it.
const refusal = (status: number, message: string) =>
  Response.json({ error: { code: status, message, errors: [{ message }] } }, { status });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('phoneAuth.confirm', () => {
  test('checks the code in one call and resolves with the ID token', async () => {
    const requests = network(() => Response.json({ idToken: 'token-1', localId: 'u1' }));
    await expect(phoneAuth.confirm('session-1', '123456')).resolves.toBe('token-1');
    // One call: no account lookup after it, no session kept.
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(identityToolkitUrl('signInWithPhoneNumber'));
    expect(await request.json()).toEqual({ sessionInfo: 'session-1', code: '123456' });
  });

  test("is addressed to the emulator's copy of Identity Toolkit in development", () => {
    expect(config.authEmulatorUrl).toBeTruthy();
    expect(identityToolkitUrl('signInWithPhoneNumber')).toBe(
      `${config.authEmulatorUrl?.replace(/\/$/, '')}/identitytoolkit.googleapis.com/v1/` +
        `accounts:signInWithPhoneNumber?key=${config.firebase.apiKey}`,
    );
  });

  test.each([
    ['INVALID_CODE', 400, { kind: 'auth', reason: 'invalid-code' }],
    [
      'INVALID_CODE : The verification code is wrong.',
      400,
      { kind: 'auth', reason: 'invalid-code' },
    ],
    ['MISSING_CODE', 400, { kind: 'auth', reason: 'invalid-code' }],
    ['SESSION_EXPIRED', 400, { kind: 'auth', reason: 'code-expired' }],
    ['INVALID_SESSION_INFO', 400, { kind: 'auth', reason: 'missing-verification' }],
    ['MISSING_SESSION_INFO', 400, { kind: 'auth', reason: 'missing-verification' }],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 400, { kind: 'auth', reason: 'too-many-requests' }],
    ['QUOTA_EXCEEDED', 400, { kind: 'auth', reason: 'too-many-requests' }],
    ['INTERNAL_ERROR', 500, { kind: 'auth', reason: 'verify-failed' }],
    ['UNAVAILABLE', 503, { kind: 'auth', reason: 'verify-failed' }],
  ])('refused with %s (%i): the failure the owner is told of', async (message, status, failure) => {
    network(() => refusal(status, message));
    expect(await rejectionOf(phoneAuth.confirm('session-1', '123456'))).toEqual(failure);
  });

  test('an answer that is not Identity Toolkit’s is the step’s own failure', async () => {
    network(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await rejectionOf(phoneAuth.confirm('session-1', '123456'))).toEqual({
      kind: 'auth',
      reason: 'verify-failed',
    });
    network(() => Response.json({ localId: 'u1' }));
    expect(await rejectionOf(phoneAuth.confirm('session-1', '123456'))).toEqual({
      kind: 'auth',
      reason: 'verify-failed',
    });
  });

  test('no network is a network failure, and no answer a timeout', async () => {
    network(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejectionOf(phoneAuth.confirm('session-1', '123456'))).toEqual({
      kind: 'network',
    });
    vi.useFakeTimers();
    network(() => new Promise<Response>(() => {}));
    const pending = rejectionOf(phoneAuth.confirm('session-1', '123456'));
    await vi.advanceTimersByTimeAsync(config.apiTimeoutMs);
    expect(await pending).toEqual({ kind: 'timeout' });
  });

  test('without a verification id nothing is sent', async () => {
    const requests = network(() => Response.json({ idToken: 'token-1' }));
    expect(await rejectionOf(phoneAuth.confirm('', '123456'))).toEqual({
      kind: 'auth',
      reason: 'missing-verification',
    });
    expect(requests).toHaveLength(0);
  });
});
