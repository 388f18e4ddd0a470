import * as v from 'valibot';
import { FlowTraceSchema, type FlowTrace } from '../../src/schemas/flowTrace';
import { TRACE_LIST_MAX_OFFSET } from '../../src/schemas/traceList';

// Every stored trace, read page by page through the API's support export
// (GET /support/traces/export, docs/api.md) with a support token.

// The API's largest page.
const PAGE = 100;

const ExportPageSchema = v.object({
  traces: v.array(v.object({ reference: v.string(), uploadedAt: v.string(), trace: v.unknown() })),
});

export interface ExportedTraces {
  traces: { reference: string; trace: FlowTrace }[];
  // Stored traces this tool cannot read (another format), by reference.
  unreadable: string[];
  // The API pages no further than TRACE_LIST_MAX_OFFSET: older traces stay out of reach.
  truncated: boolean;
}

export class ExportRefused extends Error {}

export async function fetchExportedTraces(
  baseUrl: string,
  token: string,
  fetchImpl: (url: URL, init: RequestInit) => Promise<Response> = fetch,
): Promise<ExportedTraces> {
  const result: ExportedTraces = { traces: [], unreadable: [], truncated: false };
  for (let offset = 0; ; offset += PAGE) {
    const url = new URL('support/traces/export', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.search = new URLSearchParams({ limit: String(PAGE), offset: String(offset) }).toString();
    const response = await fetchImpl(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) {
      const said = await response.text().catch(() => '');
      throw new ExportRefused(`${url.origin}${url.pathname} answered ${response.status} ${said}`);
    }
    const page = v.parse(ExportPageSchema, await response.json());
    for (const { reference, trace } of page.traces) {
      const parsed = v.safeParse(FlowTraceSchema, trace);
      if (parsed.success) result.traces.push({ reference, trace: parsed.output });
      else result.unreadable.push(reference);
    }
    if (page.traces.length < PAGE) return result;
    if (offset + PAGE > TRACE_LIST_MAX_OFFSET) return { ...result, truncated: true };
  }
}
