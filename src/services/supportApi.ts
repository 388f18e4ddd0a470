import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { FlowTraceSchema, type FlowTrace } from '../schemas/flowTrace';
import { ApiError, api, call } from './api';

// The support console's own API: staff sign in with their own account (never an owner's
// token) and read the traces owners sent with a contact message.

export interface SupportToken {
  token: string;
  // Epoch milliseconds.
  expiresAt: number;
}

export interface TraceSummary {
  reference: string;
  uploadedAt: string;
  entryCount: number;
  contactAt: string;
}

export interface StoredTrace {
  reference: string;
  uploadedAt: string;
  trace: FlowTrace;
}

export interface SupportApi {
  login(email: string, password: string): Promise<SupportToken>;
  listTraces(token: string, limit?: number): Promise<TraceSummary[]>;
  // Rejects with status 404 when no trace has this reference.
  getTrace(token: string, reference: string): Promise<StoredTrace>;
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
    }),
  ),
});

const StoredTraceSchema = v.object({
  reference: v.string(),
  uploadedAt: v.string(),
  trace: FlowTraceSchema,
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function parsed<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new ApiError('');
  return result.output;
}

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
    listTraces: (token, limit = 50) =>
      call(async () => {
        const body = await client
          .get('support/traces', { searchParams: { limit }, headers: bearer(token) })
          .json();
        return parsed(TraceListSchema, body).traces;
      }),
    getTrace: (token, reference) =>
      call(async () =>
        parsed(
          StoredTraceSchema,
          await client
            .get(`support/traces/${encodeURIComponent(reference)}`, { headers: bearer(token) })
            .json(),
        ),
      ),
  };
}

export const supportApi: SupportApi = createSupportApi();
