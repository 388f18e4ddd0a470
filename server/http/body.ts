import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './apiError';

export function isJson(c: Context): boolean {
  return /^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '');
}

/** The JSON body, or a 415/400 ApiError for a body that is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJson(c)) throw new ApiError(415, 'Send the request body as JSON.');
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}

/** Validated output, or a 400 ApiError carrying the first problem's message. */
export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(400, result.issues[0].message);
  return result.output;
}
