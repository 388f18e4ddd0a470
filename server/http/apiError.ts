import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is meant for the user; answered as `{ message }` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers, e.g. `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
