import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundHasher } from '../../server/auth/boundedHasher';
import type { PasswordHasher } from '../../server/auth/password';
import { ApiError } from '../../server/http/apiError';
import { jsonInit, uniquePhone } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/testApp';

/** A hasher whose calls wait behind a gate until the test opens it, counting how many run. */
function gatedHasher() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let running = 0;
  let peak = 0;
  const held = async <T>(value: T) => {
    running += 1;
    peak = Math.max(peak, running);
    await gate;
    running -= 1;
    return value;
  };
  const hasher: PasswordHasher = {
    hash: () => held('scrypt$hash'),
    verify: () => held(false),
  };
  return { hasher, running: () => running, peak: () => peak, open };
}

describe('bounded password hashing', () => {
  it('runs at most the set number at once and refuses past the queue with 503', async () => {
    const held = gatedHasher();
    const bounded = boundHasher(held.hasher, { concurrency: 2, queueMax: 3 });
    const accepted = Array.from({ length: 5 }, () => bounded.hash('secret1'));
    await expect.poll(held.running).toBe(2);
    const refused = await bounded.verify('secret1', undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } });
    held.open();
    expect(await Promise.all(accepted)).toHaveLength(5);
    // The queue drained without ever running more than two at a time.
    expect(held.peak()).toBe(2);
  });

  describe('in the API', () => {
    const held = gatedHasher();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        passwords: boundHasher(held.hasher, { concurrency: 1, queueMax: 1 }),
      });
    });
    afterAll(() => t.close());

    it('answers a login past the queue with 503 and Retry-After at once', async () => {
      const login = () =>
        t.app.request(
          '/auth/login',
          jsonInit('POST', { username: uniquePhone(), password: 'secret1' }),
        );
      const first = login();
      const second = login();
      await expect.poll(held.running).toBe(1);
      const third = await login();
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('1');
      expect(await third.json()).toEqual({
        message: 'The server is busy. Please try again in a moment.',
      });
      held.open();
      expect((await first).status).toBe(401);
      expect((await second).status).toBe(401);
    });
  });

  describe('and the rate limits', () => {
    const held = gatedHasher();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        rateLimitMax: 2,
        passwords: boundHasher(held.hasher, { concurrency: 1, queueMax: 0 }),
      });
    });
    afterAll(() => t.close());

    it('does not count a login the server was too busy to check', async () => {
      const phone = uniquePhone();
      const login = () =>
        t.app.request('/auth/login', jsonInit('POST', { username: phone, password: 'secret1' }));
      const first = login();
      await expect.poll(held.running).toBe(1);
      for (let i = 0; i < 5; i += 1) expect((await login()).status).toBe(503);
      held.open();
      expect((await first).status).toBe(401);
      expect((await login()).status).toBe(401);
      expect((await login()).status).toBe(429);
    });
  });
});
