import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/**
 * Lets browser tests check what the contact form stored. Mounted only when
 * ENABLE_TEST_ROUTES=1; a normal start exposes no way to read messages back.
 */
export function testSupportRoutes({ contacts }: AppDeps) {
  return new Hono().get('/__test/contact-messages', async (c) => {
    const email = c.req.query('email') || undefined;
    return c.json({ messages: await contacts.list({ email }) });
  });
}
