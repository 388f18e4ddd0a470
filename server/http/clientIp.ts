import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

export type ClientIp = (c: Context) => string;

const peerAddress = (c: Context) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ?? 'local';

/**
 * The client's address. By default the connection's peer: a header is only trusted when the
 * operator names the one their reverse proxy sets (TRUSTED_PROXY). Then the right-most address
 * in it counts, the one the proxy itself added, since anything to its left came from the client.
 */
export function clientIpResolver(trustedHeader?: string): ClientIp {
  if (!trustedHeader) return peerAddress;
  return (c) => {
    const entries = (c.req.header(trustedHeader) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return entries.at(-1) ?? peerAddress(c);
  };
}
