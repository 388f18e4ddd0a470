import type { Context } from 'hono';
import { ApiError } from './apiError';
import { clientIp } from './clientIp';
import type { RateLimiter } from './rateLimiter';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/** Counts the request against the client's IP and, when given, the phone it targets. */
export function enforceLimit(limiter: RateLimiter, c: Context, phone?: string): void {
  const ipAllowed = limiter.take(`ip:${clientIp(c)}`);
  const phoneAllowed = phone === undefined || limiter.take(`phone:${phone}`);
  if (!ipAllowed || !phoneAllowed) {
    c.header('Retry-After', '60');
    throw new ApiError(429, TOO_MANY);
  }
}
