import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, registerPayload, uniquePhone } from './helpers/fixtures';
import { createTestApp, SITE_ORIGIN, type TestApp } from './helpers/testApp';

// Cross-cutting behaviour: health, CORS, security headers, body limits, rate limits.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 3, bodyLimitBytes: 1024 });
});
afterAll(() => t.close());

/** What @hono/node-server passes as env: the connection, whose peer address is the client. */
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

describe('health and errors', () => {
  it('answers GET /health', async () => {
    const response = await t.app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown paths with a JSON message', async () => {
    const response = await t.app.request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('sends security headers', async () => {
    const { headers } = await t.app.request('/health');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('CORS', () => {
  it('allows the site origin with the methods and headers the site uses', async () => {
    const response = await t.app.request('/auth/login', {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type,accept-language',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET,POST,PUT,DELETE,OPTIONS',
    );
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Content-Type,Accept,Accept-Language,Authorization,Trace-Upload-Token',
    );
  });

  it('grants nothing to another origin', async () => {
    const response = await t.app.request('/health', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request bodies', () => {
  it('answers 413 to a body over the limit', async () => {
    const big = registerPayload({ businessName: 'x'.repeat(2000) });
    const response = await t.app.request('/auth/register', jsonInit('POST', big));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await t.app.request('/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await t.app.request('/auth/login', { method: 'POST', body: 'username=x' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Send the request body as JSON.' });
  });
});

describe('rate limits (3 per window in this suite)', () => {
  const attempt = (ip: string, username: string) =>
    t.app.request('/auth/login', jsonInit('POST', { username, password: 'nope-nope' }), from(ip));

  it('stops a client after too many login attempts', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('10.0.0.1', uniquePhone())).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await attempt('10.0.0.1', uniquePhone());
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect((await attempt('10.0.0.2', uniquePhone())).status).toBe(401);
  });

  it('stops attempts on one phone coming from many clients', async () => {
    const phone = uniquePhone();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(`10.1.0.${i}`, phone)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits password resets and contact messages too', async () => {
    const reset = () =>
      t.app.request(
        `/auth/users/${encodeURIComponent(uniquePhone())}/password/reset`,
        jsonInit('PUT', { newPassword: 'secret2', otp: 'x' }),
        from('10.2.0.1'),
      );
    const contact = () =>
      t.app.request(
        '/contact',
        jsonInit('POST', { fullname: 'A', email: 'a@b.co', message: 'm' }),
        from('10.2.0.1'),
      );
    // The account check before the reset counts on the reset's limit, before any token check.
    const accountCheck = () =>
      t.app.request(
        `/auth/users/${encodeURIComponent(uniquePhone())}/password/reset`,
        { headers: { Authorization: 'Bearer x' } },
        from('10.2.0.2'),
      );
    for (const send of [reset, accountCheck, contact]) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await send()).status);
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    }
  });
});
