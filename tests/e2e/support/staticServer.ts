import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function fileAt(root: string, urlPath: string): string | undefined {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

export interface StaticServerOptions {
  // As a real host serves the build: gzip for text, hashed assets cached for a year and
  // HTML revalidated (what a speed benchmark must see). Off: everything uncompressed and
  // never cached, for tests that reload builds.
  hostLike?: boolean;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

// Serves the production build like a static host with an SPA fallback: any path that is not
// a file gets index.html, so deep links and the not-found route work as they would deployed.
export async function serveStatic(
  root: string,
  port: number,
  { hostLike = false }: StaticServerOptions = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = fileAt(root, urlPath) ?? join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (!hostLike) {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      createReadStream(file).pipe(res);
      return;
    }
    const cache = urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const gzip =
      COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (!gzip) {
      res.writeHead(200, { 'content-type': type, 'cache-control': cache });
      createReadStream(file).pipe(res);
      return;
    }
    let body = gzipped.get(file);
    if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file), { level: 9 })));
    res.writeHead(200, {
      'content-type': type,
      'cache-control': cache,
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
