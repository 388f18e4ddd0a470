import { Hono } from 'hono';
import * as v from 'valibot';
import manifest from '../../src/schemas/flowManifest.gen.json';
import {
  FlowTraceSchema,
  TRACE_MAX_BYTES,
  TRACE_MAX_ENTRIES,
  traceMisfit,
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

/** Where the upload breaks the trace format, as the keys leading there (entries.3.phone). */
function formatProblem(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): string {
  const path = issues[0].path?.map((item) => String(item.key)).join('.');
  return `The trace does not fit the trace format${path ? ` at ${path}` : ''}.`;
}

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
      const parsed = v.safeParse(FlowTraceSchema, input);
      if (!parsed.success) throw new ApiError(400, formatProblem(parsed.issues));
      const misfit = traceMisfit(parsed.output, flowManifest);
      if (misfit) throw new ApiError(400, `The trace does not fit the site's flows: ${misfit}.`);
      await traces.add(parsed.output);
      return c.json({ reference: parsed.output.reference }, 201);
    },
  );
}
