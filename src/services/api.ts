import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { FailureError, SERVER_LANGUAGE, type Failure } from '../schemas/failure';
import { config } from './config';

export const api = ky.create({
  prefixUrl: config.apiBaseUrl,
  headers: {
    Accept: '*/*',
    // Its words ride on a failure as `said`, shown only on pages in that language.
    'Accept-Language': SERVER_LANGUAGE,
    'Content-Type': 'application/json',
  },
  timeout: config.apiTimeoutMs,
  // Only reads are safe to repeat: a retried POST could register a business twice.
  retry: { limit: 2, methods: ['get'] },
});

/** The `message` of an HTTP error's JSON body, when it has one. */
async function bodyMessage(error: HTTPError): Promise<string | undefined> {
  try {
    const body: unknown = await error.response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message.trim() || undefined;
  } catch {
    // Not JSON: nothing the server said for the page to show.
  }
  return undefined;
}

/** What a failed call of any client (the API's, the contact service's) turns into. */
export async function failureOfCall(error: unknown): Promise<Failure> {
  if (error instanceof FailureError) return error.failure;
  if (error instanceof HTTPError) {
    const said = await bodyMessage(error);
    return { kind: 'http', status: error.response.status, ...(said ? { said } : {}) };
  }
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  // fetch rejects with a TypeError when the request never got an answer.
  return { kind: 'network' };
}

// Runs a call and rethrows any failure as a FailureError.
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new FailureError(await failureOfCall(error));
  }
}

/** An answer checked against the shape agreed; any other shape is an `unexpected` failure. */
export function parsed<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new FailureError({ kind: 'unexpected' });
  return result.output;
}
