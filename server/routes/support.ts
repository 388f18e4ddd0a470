import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { REFERENCE_PATTERN } from '../../src/schemas/flowTrace';
import { TRACE_LIST_MAX_OFFSET } from '../../src/schemas/traceList';
import type { SupportAccount } from '../db/supportAccountStore';
import type { AppDeps } from '../deps';
import { checkPassword } from '../auth/checkPassword';
import { ApiError } from '../http/apiError';
import { bearerToken, parseOr400, readJson } from '../http/body';
import { SupportLoginSchema } from '../validation/schemas';

// One answer for an unknown email and a wrong password, so accounts cannot be discovered.
const REFUSED = 'Wrong email or password.';
const SIGN_IN = 'Sign in to the support console.';
const NOT_SUPPORT = 'This account cannot use the support console.';
const LIST_DEFAULT = 50;
const LIST_MAX = 100;

/**
 * Lets through only support tokens this API signed, unexpired, whose account still exists and
 * has not changed password since. A valid owner token is told apart (403): signed in, but not
 * as support.
 */
export function requireSupport({
  tokens,
  supportAccounts,
}: Pick<AppDeps, 'tokens' | 'supportAccounts'>) {
  return createMiddleware<{ Variables: { supportAccount: SupportAccount } }>(async (c, next) => {
    const token = bearerToken(c);
    const claims = token ? await tokens.verifySupport(token) : undefined;
    const found = claims ? await supportAccounts.findById(claims.supportAccountId) : undefined;
    if (!claims || !found || found.tokenVersion !== claims.version) {
      if (token && (await tokens.verify(token))) throw new ApiError(403, NOT_SUPPORT);
      throw new ApiError(401, SIGN_IN, { 'WWW-Authenticate': 'Bearer' });
    }
    c.set('supportAccount', found);
    await next();
  });
}

function listLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return LIST_DEFAULT;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new ApiError(400, `The limit must be a whole number from 1 to ${LIST_MAX}.`);
  }
  return Math.min(limit, LIST_MAX);
}

function listOffset(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > TRACE_LIST_MAX_OFFSET) {
    throw new ApiError(
      400,
      `The offset must be a whole number from 0 to ${TRACE_LIST_MAX_OFFSET}.`,
    );
  }
  return offset;
}

export function supportRoutes(deps: AppDeps) {
  const { supportAccounts, passwords, tokens, limits, clientIp, traces, supportAudit } = deps;
  const app = new Hono<{ Variables: { supportAccount: SupportAccount } }>();
  app.post('/support/login', async (c) => {
    const { email, password } = parseOr400(SupportLoginSchema, await readJson(c));
    const attempt = await limits.supportLogin.attempt({
      ip: clientIp(c),
      email: email.trim().toLowerCase(),
    });
    const found = await checkPassword(
      attempt,
      passwords,
      () => supportAccounts.findByEmail(email.trim()),
      password,
      REFUSED,
    );
    return c.json(await tokens.issueSupport(found.id, found.tokenVersion));
  });
  app.use('/support/*', requireSupport(deps));
  app.get('/support/traces', async (c) => {
    const limit = listLimit(c.req.query('limit'));
    const offset = listOffset(c.req.query('offset'));
    return c.json({ traces: await traces.listLinked(limit, offset) });
  });
  app.get('/support/traces/:reference', async (c) => {
    const reference = c.req.param('reference');
    if (!REFERENCE_PATTERN.test(reference)) {
      throw new ApiError(400, 'A reference is 8 letters and digits, like K7QM-2XDA.');
    }
    const stored = await traces.newest(reference);
    if (!stored) throw new ApiError(404, 'No trace with this reference.');
    await supportAudit.recordView(c.get('supportAccount').id, reference);
    return c.json(stored);
  });
  return app;
}
