import { Hono } from 'hono';
import manifest from '../../src/schemas/flowManifest.gen.json';
import transitions from '../../src/schemas/flowTransitions.gen.json';
import { SUMMARY_MAX_BYTES, checkSummaries } from '../../src/schemas/flowSummary';
import type { FlowManifest, FlowTransitions } from '../../src/schemas/flowTrace';
import type { AppDeps } from '../deps';
import { dayOf } from '../db/vitalsStore';
import { ApiError } from '../http/apiError';
import { readJson } from '../http/body';
import { limitBody } from '../http/limitBody';
import { siteOriginOnly, tallyRefusals } from '../http/siteOrigin';

export const FLOW_SUMMARIES_PATH = '/flow-summaries';

/**
 * Value-free summaries of flow visits, sent as a beacon (text/plain JSON, see readJson).
 * Public, like vitals: only from the site's own pages, rate-limited per client address
 * before the body is read, capped in size, checked against the closed lists and today's
 * machines, each summary one visit its machine could have made (src/schemas/flowSummary.ts,
 * all or nothing), dated today or yesterday, counted without the address and only within
 * its address's share of the day. A refusal names where, never the value.
 */
export function flowSummaryRoutes({ summaries, beacons, limits, clientIp, siteOrigins }: AppDeps) {
  return new Hono().post(
    FLOW_SUMMARIES_PATH,
    tallyRefusals(beacons, 'visits'),
    siteOriginOnly(siteOrigins),
    async (c, next) => {
      await limits.summaries.attempt({ ip: clientIp(c) });
      await next();
    },
    limitBody(SUMMARY_MAX_BYTES),
    async (c) => {
      const checked = checkSummaries(
        await readJson(c, { plainText: true }),
        manifest as FlowManifest,
        transitions as FlowTransitions,
      );
      if (!checked.success) {
        const at = checked.at ? ` at ${checked.at}` : '';
        throw new ApiError(400, `The summary does not fit the flows${at}.`);
      }
      // A visit ends today, or yesterday for a beacon sent across midnight (UTC).
      const now = new Date();
      const days = [dayOf(now), dayOf(now, 1)];
      const late = checked.batch.summaries.findIndex(({ day }) => !days.includes(day));
      if (late !== -1)
        throw new ApiError(400, `The summary is not of today at summaries.${late}.day.`);
      // Past its address's share for the day, a visit is answered but not counted.
      const counted = await beacons.take('visits', clientIp(c), checked.batch.summaries.length);
      await summaries.add(checked.batch.summaries.slice(0, counted));
      return c.body(null, 204);
    },
  );
}
