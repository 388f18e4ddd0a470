import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { User } from '../db/userStore';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { bearerToken } from '../http/body';

const SESSION_ENDED = 'Your session has ended. Please login again.';

/**
 * Lets through only requests with a login token this API signed, unexpired, whose user still
 * exists and has not changed password since (the token's version is the user's current one).
 */
export function requireLogin({ tokens, users }: Pick<AppDeps, 'tokens' | 'users'>) {
  return createMiddleware<{ Variables: { user: User } }>(async (c, next) => {
    const token = bearerToken(c);
    const claims = token ? await tokens.verify(token) : undefined;
    const found = claims ? await users.findById(claims.userId) : undefined;
    if (!claims || !found || found.tokenVersion !== claims.version) {
      throw new ApiError(401, SESSION_ENDED, { 'WWW-Authenticate': 'Bearer' });
    }
    c.set('user', found.user);
    await next();
  });
}

export function meRoutes(deps: AppDeps) {
  return new Hono().get('/auth/me', requireLogin(deps), (c) => c.json(c.get('user')));
}
