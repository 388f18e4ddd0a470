import { Hono } from 'hono';
import { VITALS_MAX_BYTES, checkVitals } from '../../src/schemas/vitals';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJson } from '../http/body';
import { limitBody } from '../http/limitBody';
import { siteOriginOnly } from '../http/siteOrigin';

export const VITALS_PATH = '/vitals';

/**
 * Field vitals from real visits, batched per page visit and sent as a beacon (text/plain
 * JSON, see readJson). Public, like trace uploads: rate-limited per client address before
 * the body is read, capped in size, checked against the closed lists of src/schemas/vitals.ts
 * (all or nothing), stored without the address. A refusal names where, never the value.
 */
export function vitalsRoutes({ vitals, limits, clientIp, siteOrigins }: AppDeps) {
  return new Hono().post(
    VITALS_PATH,
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
      await vitals.add(checked.batch.reports);
      return c.body(null, 204);
    },
  );
}
