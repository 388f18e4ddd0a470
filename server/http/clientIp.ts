import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The peer address of the connection (no proxy headers are trusted). */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'local';
}
