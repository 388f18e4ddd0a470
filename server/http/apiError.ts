import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is meant for the user; answered as `{ message }` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}
