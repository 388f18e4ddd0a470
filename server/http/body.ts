import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './apiError';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function isJson(c: Context): boolean {
  return /^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '');
}

// What navigator.sendBeacon sends a string as: a CORS-safelisted type, so a beacon to the
// API's origin needs no preflight (Chromium refuses to beacon application/json across origins).
const isPlainText = (c: Context) => /^text\/plain\b/i.test(c.req.header('content-type') ?? '');

/**
 * The JSON body, or a 415/400 ApiError for a body that is not JSON or not UTF-8 text.
 * `plainText` also reads JSON sent as text/plain (beacons).
 */
export async function readJson(c: Context, { plainText = false } = {}): Promise<unknown> {
  if (!isJson(c) && !(plainText && isPlainText(c))) {
    throw new ApiError(415, 'Send the request body as JSON.');
  }
  let text: string;
  try {
    // Decoded strictly: a lenient decoder would store U+FFFD in place of broken bytes.
    text = utf8.decode(await c.req.arrayBuffer());
  } catch {
    throw new ApiError(400, 'The request body is not valid UTF-8 text.');
  }
  try {
    return JSON.parse(text);
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

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}
