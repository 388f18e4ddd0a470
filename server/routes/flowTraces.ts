import { Hono } from 'hono';
import manifest from '../../src/schemas/flowManifest.gen.json';
import {
  TRACE_MAX_BYTES,
  TRACE_MAX_ENTRIES,
  checkTrace,
  type FlowManifest,
} from '../../src/schemas/flowTrace';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJson } from '../http/body';
import { limitBody } from '../http/limitBody';

export const FLOW_TRACES_PATH = '/flow-traces';

const flowManifest: FlowManifest = manifest;

// Until the hourly sweep has made room, asking again sooner will not help.
const full = () =>
  new ApiError(503, 'Traces cannot be taken right now. Please try again later.', {
    'Retry-After': '3600',
  });

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

export function flowTraceRoutes({ traces, limits, clientIp }: AppDeps) {
  return new Hono().post(
    FLOW_TRACES_PATH,
    async (c, next) => {
      // Counted before the body is read, so a flood of large bodies costs little to refuse.
      await limits.traces.attempt({ ip: clientIp(c) });
      if (await traces.isFull()) throw full();
      await next();
    },
    limitBody(TRACE_MAX_BYTES),
    async (c) => {
      const input = await readJson(c);
      if (tooManyEntries(input)) {
        throw new ApiError(413, `A trace holds at most ${TRACE_MAX_ENTRIES} entries.`);
      }
      const checked = checkTrace(input, flowManifest);
      if (!checked.success) {
        const at = checked.at ? ` at ${checked.at}` : '';
        throw new ApiError(400, `${PROBLEMS[checked.problem]}${at}.`);
      }
      await traces.add(checked.trace);
      return c.json({ reference: checked.trace.reference }, 201);
    },
  );
}
