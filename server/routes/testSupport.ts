import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/**
 * Lets browser tests check what the contact form and the trace upload stored. Mounted only
 * when ENABLE_TEST_ROUTES=1; a normal start exposes no way to read either back.
 */
export function testSupportRoutes({ contacts, traces }: AppDeps) {
  return new Hono()
    .get('/__test/contact-messages', async (c) => {
      const email = c.req.query('email') || undefined;
      return c.json({ messages: await contacts.list({ email }) });
    })
    .get('/__test/flow-traces/:reference', async (c) => {
      const stored = await traces.find(c.req.param('reference'));
      return stored ? c.json(stored) : c.json({ message: 'No trace with this reference.' }, 404);
    });
}
