import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses a body over `maxSize` bytes with 413, by its Content-Length when it has one and by
 * the bytes actually read otherwise, before any handler parses it.
 */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    // The rest of an oversized body is not worth reading: end the connection with the answer.
    onError: (c) =>
      c.json({ message: 'The request body is too large.' }, 413, { Connection: 'close' }),
  });
