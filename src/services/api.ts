import ky, { HTTPError, TimeoutError } from 'ky';
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './apiMessages';
import { config } from './config';

// What every failed call turns into. `message` is the server's own text when its JSON
// answer carries one, a clear sentence for network trouble, and empty otherwise so the
// caller can fall back to the catalogue message of its screen.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export { NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './apiMessages';

export const api = ky.create({
  prefixUrl: config.apiBaseUrl,
  headers: {
    Accept: '*/*',
    'Accept-Language': 'en',
    'Content-Type': 'application/json',
  },
  timeout: config.apiTimeoutMs,
  // Only reads are safe to repeat: a retried POST could register a business twice.
  retry: { limit: 2, methods: ['get'] },
});

/** The `message` of an HTTP error's JSON body, or '' when there is none. */
export async function serverMessage(error: HTTPError): Promise<string> {
  try {
    const body: unknown = await error.response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON: the caller's fallback message is the better text.
  }
  return '';
}

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError)
    return new ApiError(await serverMessage(error), error.response.status);
  if (error instanceof TimeoutError) return new ApiError(TIMEOUT_MESSAGE);
  return new ApiError(NETWORK_MESSAGE);
}

// Runs a call and rethrows any failure as an ApiError.
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toApiError(error);
  }
}
