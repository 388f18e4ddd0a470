import { describe, expect, it, vi } from 'vitest';
import { browserServices } from '../../src/app/services';

// The API client is fetched on first use; what the app holds until then forwards every call.
vi.mock('../../src/services/authApi', () => ({
  authApi: {
    prefix: 'token:',
    me(this: { prefix: string }, token: string) {
      return Promise.resolve({ seen: `${this.prefix}${token}` });
    },
  },
}));

describe('the lazy API client', () => {
  it('forwards a call to the client once it is in, as the client itself', async () => {
    const { auth } = browserServices();
    await expect(auth.me('abc')).resolves.toEqual({ seen: 'token:abc' });
  });

  it('is not taken for a promise when awaited', async () => {
    const { auth } = browserServices();
    expect(await Promise.resolve(auth)).toBe(auth);
  });
});
