import { Hono } from 'hono';
import manifest from '../../src/schemas/flowManifest.gen.json';
import history from '../../src/schemas/flowManifest.history.json';
import {
  TRACE_MAX_BYTES,
  TRACE_MAX_ENTRIES,
  checkTrace,
  type FlowManifest,
  type ManifestHistory,
} from '../../src/schemas/flowTrace';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJson } from '../http/body';
import { limitBody } from '../http/limitBody';
import { siteOriginOnly } from '../http/siteOrigin';

export const FLOW_TRACES_PATH = '/flow-traces';

const flowManifest: FlowManifest = manifest;
// A trace a machine's earlier version recorded is read against that version's lists.
const manifestHistory: ManifestHistory = history;

// The header a tab sends its upload token in, to upload its own trace again.
export const UPLOAD_TOKEN_HEADER = 'Trace-Upload-Token';

const REFUSALS = {
  taken: () => new ApiError(409, 'This trace reference is already taken.'),
  quota: () =>
    new ApiError(429, 'Too many traces from this address. Please try again later.', {
      'Retry-After': '3600',
    }),
  // Until the hourly sweep has made room, asking again sooner will not help.
  full: () =>
    new ApiError(503, 'Traces cannot be taken right now. Please try again later.', {
      'Retry-After': '3600',
    }),
};

// What a refused upload is told: where the first problem is (entries.3.phone), never the
// value found there.
const PROBLEMS = {
  format: 'The trace does not fit the trace format',
  flows: "The trace does not fit the site's flows",
};

function tooManyEntries(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || !('entries' in input)) return false;
  return Array.isArray(input.entries) && input.entries.length > TRACE_MAX_ENTRIES;
}

export function flowTraceRoutes({ traces, limits, clientIp, siteOrigins }: AppDeps) {
  return new Hono().post(
    FLOW_TRACES_PATH,
    siteOriginOnly(siteOrigins),
    async (c, next) => {
      // Counted before the body is read, so a flood of large bodies costs little to refuse.
      await limits.traces.attempt({ ip: clientIp(c) });
      await next();
    },
    limitBody(TRACE_MAX_BYTES),
    async (c) => {
      const input = await readJson(c);
      if (tooManyEntries(input)) {
        throw new ApiError(413, `A trace holds at most ${TRACE_MAX_ENTRIES} entries.`);
      }
      const checked = checkTrace(input, flowManifest, manifestHistory);
      if (!checked.success) {
        const at = checked.at ? ` at ${checked.at}` : '';
        throw new ApiError(400, `${PROBLEMS[checked.problem]}${at}.`);
      }
      const uploadToken = c.req.header(UPLOAD_TOKEN_HEADER) || undefined;
      const result = await traces.add(checked.trace, { ip: clientIp(c), uploadToken });
      if (!result.stored) throw REFUSALS[result.refused]();
      return c.json({ reference: checked.trace.reference, uploadToken: result.uploadToken }, 201);
    },
  );
}
