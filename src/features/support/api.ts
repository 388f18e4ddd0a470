import type { KyInstance } from 'ky';
import * as v from 'valibot';
import {
  FlowTraceSchema,
  UnknownFlowError,
  unknownMachineIn,
  type FlowTrace,
} from '../../schemas/flowTrace';
import {
  CaseStatusSchema,
  TraceCaseSchema,
  TraceNoteSchema,
  type CaseStatus,
  type TraceCase,
  type TraceNote,
} from '../../schemas/traceCase';
import type { listFilter } from '../../schemas/traceList';
import { InsightAnswerSchema, type InsightAnswer, type InsightQuery } from '../../schemas/insight';
import { VitalsSummarySchema, type VitalsPeriod, type VitalsSummary } from '../../schemas/vitals';
import { api, call, parsed } from '../../services/api';

// The support console's own API: staff sign in with their own account (never an owner's
// token) and read the traces owners sent with a contact message.

export interface SupportToken {
  token: string;
  // Epoch milliseconds.
  expiresAt: number;
  // Who signed in, as they typed it (kept by the console, not given by the API).
  email?: string;
}

export interface TraceSummary {
  reference: string;
  uploadedAt: string;
  entryCount: number;
  contactAt: string;
  locale: string;
  status: CaseStatus;
}

// What the list is narrowed to, as the address holds it: the API checks each value
// (src/schemas/traceFilter.ts) and says which one it refused.
export type TraceListFilter = ReturnType<typeof listFilter>;

export interface StoredTrace {
  reference: string;
  uploadedAt: string;
  trace: FlowTrace;
  // Where support stands with it, and what staff noted.
  case: TraceCase;
}

export interface SupportApi {
  login(email: string, password: string): Promise<SupportToken>;
  // Asks the API to refuse this token from now on (sign-out); resolves once it has.
  logout(token: string): Promise<void>;
  // `offset` skips that many of the newest (the list's later pages); `filter` narrows it.
  listTraces(
    token: string,
    limit?: number,
    offset?: number,
    filter?: TraceListFilter,
  ): Promise<TraceSummary[]>;
  // Rejects with status 404 when no trace has this reference.
  getTrace(token: string, reference: string): Promise<StoredTrace>;
  // Field vitals of the last `days` days: p75 and rating counts per route, event, language.
  vitals(token: string, days: VitalsPeriod): Promise<VitalsSummary>;
  // What the flow summaries counted for a machine over a range of days.
  insight(token: string, query: InsightQuery): Promise<InsightAnswer>;
  // Sets where support stands with a trace; resolves with the status stored.
  setCaseStatus(token: string, reference: string, status: CaseStatus): Promise<CaseStatus>;
  // Adds a note to a trace; resolves with it as stored (who wrote it, when).
  addCaseNote(token: string, reference: string, text: string): Promise<TraceNote>;
}

const SupportTokenSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.number(),
});

const TraceListSchema = v.object({
  traces: v.array(
    v.object({
      reference: v.string(),
      uploadedAt: v.string(),
      entryCount: v.number(),
      contactAt: v.string(),
      locale: v.string(),
      status: CaseStatusSchema,
    }),
  ),
});

const StoredTraceSchema = v.object({
  reference: v.string(),
  uploadedAt: v.string(),
  trace: FlowTraceSchema,
  case: v.optional(TraceCaseSchema, { status: 'new', notes: [] }),
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// `client` is the app's ky instance; tests hand in one extended with a fake fetch.
export function createSupportApi(client: KyInstance = api): SupportApi {
  return {
    login: (email, password) =>
      call(async () =>
        parsed(
          SupportTokenSchema,
          await client.post('support/login', { json: { email, password } }).json(),
        ),
      ),
    logout: (token) =>
      call(async () => {
        await client.post('support/logout', { headers: bearer(token) });
      }),
    listTraces: (token, limit = 50, offset = 0, filter = {}) =>
      call(async () => {
        const narrowed = Object.entries(filter).filter(([, value]) => !!value);
        const searchParams = {
          limit,
          ...(offset ? { offset } : {}),
          ...Object.fromEntries(narrowed),
        };
        const body = await client
          .get('support/traces', { searchParams, headers: bearer(token) })
          .json();
        return parsed(TraceListSchema, body).traces;
      }),
    getTrace: async (token, reference) => {
      const body: unknown = await call(() =>
        client
          .get(`support/traces/${encodeURIComponent(reference)}`, { headers: bearer(token) })
          .json(),
      );
      // A flow this console does not have is said as such, not as an answer it cannot read.
      const unknown =
        body && typeof body === 'object' && 'trace' in body
          ? unknownMachineIn(body.trace)
          : undefined;
      if (unknown !== undefined) throw new UnknownFlowError(unknown);
      return call(async () => parsed(StoredTraceSchema, body));
    },
    vitals: (token, days) =>
      call(async () =>
        parsed(
          VitalsSummarySchema,
          await client
            .get('support/vitals', { searchParams: { days }, headers: bearer(token) })
            .json(),
        ),
      ),
    setCaseStatus: (token, reference, status) =>
      call(
        async () =>
          parsed(
            v.object({ status: CaseStatusSchema }),
            await client
              .put(`support/traces/${encodeURIComponent(reference)}/status`, {
                json: { status },
                headers: bearer(token),
              })
              .json(),
          ).status,
      ),
    addCaseNote: (token, reference, text) =>
      call(async () =>
        parsed(
          TraceNoteSchema,
          await client
            .post(`support/traces/${encodeURIComponent(reference)}/notes`, {
              json: { text },
              headers: bearer(token),
            })
            .json(),
        ),
      ),
    insight: (token, query) =>
      call(async () =>
        parsed(
          InsightAnswerSchema,
          await client
            .get('support/insight', { searchParams: { ...query }, headers: bearer(token) })
            .json(),
        ),
      ),
  };
}

export const supportApi: SupportApi = createSupportApi();
