import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { isJson, parseOr400, readJson } from '../http/body';
import { ContactSchema } from '../validation/schemas';
import { thankYouPage } from './thankYouPage';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The contact form arrives as a plain form post (urlencoded or multipart) or as JSON. */
async function readContactBody(c: Context): Promise<unknown> {
  if (isJson(c)) return readJson(c);
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'Send the form as a form post or as JSON.');
  }
  try {
    return await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'The form could not be read.');
  }
}

export function contactRoutes({ contacts, limits, clientIp }: AppDeps) {
  return new Hono().post('/contact', async (c) => {
    await limits.contact.attempt({ ip: clientIp(c) });
    const { traceReference, traceToken, ...message } = parseOr400(
      ContactSchema,
      await readContactBody(c),
    );
    const trace =
      traceReference && traceToken ? { reference: traceReference, token: traceToken } : undefined;
    const input = { ...message, ...(trace ? { trace } : {}) };
    await contacts.add(input);
    return c.html(thankYouPage(input.fullname));
  });
}
