import type { MiddlewareHandler } from 'hono';
import type { BeaconKind, BeaconShares } from '../db/beaconShares';
import { ApiError } from './apiError';

/**
 * Beacons (flow summaries, vitals, trace uploads) are public, and any web page can make its
 * visitors' browsers send a `text/plain` POST with no preflight. Browsers always name the
 * page's origin on such a post, so only the site's own pages get past this: a foreign or
 * missing `Origin` is refused (403) before anything else is done.
 */
export function siteOriginOnly(siteOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(siteOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (!origin || !allowed.has(origin))
      throw new ApiError(403, "Only the site's own pages may send this.");
    await next();
  };
}

/**
 * Notes each beacon the route refuses (a foreign page, a flood past the rate limit, a body
 * that is not one visit) for the day's tally, so the console can tell a spike from a visit.
 */
export function tallyRefusals(beacons: BeaconShares, kind: BeaconKind): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 && c.res.status < 500) beacons.refused(kind);
  };
}
