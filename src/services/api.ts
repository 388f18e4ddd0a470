import ky, { HTTPError, TimeoutError } from 'ky';
import { getLocale } from '../paraglide/runtime.js';
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './apiMessages';
import { config } from './config';

// The language the API answers in, asked for on every call. Its words are shown as they
// are on pages in that language only; a page in another language says things in its own.
const API_LANGUAGE = 'en';

// What every failed call turns into. `message` is the server's own text when its JSON
// answer carries one the page can show, a clear sentence for network trouble, and empty
// otherwise so the caller can fall back to the catalogue message of its screen.
// `withheld` says the server did give its reasons, in a language the page is not in.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly withheld = false,
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
    'Accept-Language': API_LANGUAGE,
    'Content-Type': 'application/json',
  },
  timeout: config.apiTimeoutMs,
  // Only reads are safe to repeat: a retried POST could register a business twice.
  retry: { limit: 2, methods: ['get'] },
});

/** The `message` of an HTTP error's JSON body, or '' when there is none. */
async function bodyMessage(error: HTTPError): Promise<string> {
  try {
    const body: unknown = await error.response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON: the caller's fallback message is the better text.
  }
  return '';
}

/** The server's words for a failed call when the page can show them, else ''. */
export async function serverMessage(error: HTTPError): Promise<string> {
  return getLocale() === API_LANGUAGE ? bodyMessage(error) : '';
}

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const words = await bodyMessage(error);
    const shown = getLocale() === API_LANGUAGE;
    return new ApiError(shown ? words : '', error.response.status, !shown && words !== '');
  }
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
