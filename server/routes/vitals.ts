import { Hono } from 'hono';
import { VITALS_MAX_BYTES, checkVitals } from '../../src/schemas/vitals';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJson } from '../http/body';
import { limitBody } from '../http/limitBody';
import { siteOriginOnly, tallyRefusals } from '../http/siteOrigin';

export const VITALS_PATH = '/vitals';

/**
 * Field vitals from real visits, batched per page visit and sent as a beacon (text/plain
 * JSON, see readJson). Public, like trace uploads: only from the site's own pages,
 * rate-limited per client address before the body is read, capped in size, checked against
 * the closed lists of src/schemas/vitals.ts (all or nothing), stored without the address and
 * only within its address's share of the day. A refusal names where, never the value.
 */
export function vitalsRoutes({ vitals, beacons, limits, clientIp, siteOrigins }: AppDeps) {
  return new Hono().post(
    VITALS_PATH,
    tallyRefusals(beacons, 'vitals'),
    siteOriginOnly(siteOrigins),
    async (c, next) => {
      await limits.vitals.attempt({ ip: clientIp(c) });
      await next();
    },
    limitBody(VITALS_MAX_BYTES),
    async (c) => {
      const checked = checkVitals(await readJson(c, { plainText: true }));
      if (!checked.success) {
        const at = checked.at ? ` at ${checked.at}` : '';
        throw new ApiError(400, `The report does not fit the vitals format${at}.`);
      }
      // Past its address's share for the day, a report is answered but not counted.
      const { reports } = checked.batch;
      const counted = await beacons.take('vitals', clientIp(c), reports.length);
      await vitals.add(reports.slice(0, counted));
      return c.body(null, 204);
    },
  );
}
