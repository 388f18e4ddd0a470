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
  // As a real host serves the build: gzip for text, and the configured cache rules (what a
  // speed benchmark must see). Off: everything uncompressed and never cached.
  hostLike?: boolean;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

interface HostingRules {
  rewrites: { source: string; destination: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

// The build's own hosting configuration (dist/firebase.json, scripts/lib/hosting.ts), so
// this server answers as Firebase Hosting would: clean URLs, the shell for client-rendered
// routes, 404.html for the rest, and the configured headers.
function hostingRules(root: string): HostingRules {
  const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting: {
      rewrites: { source: string; destination: string }[];
      headers: HostingRules['headers'];
    };
  };
  return {
    rewrites: hosting.rewrites,
    headers: hosting.headers,
  };
}

// The host's globs: `**` matches any part of a path, `*` one segment's characters.
const globMatches = (glob: string, path: string) =>
  new RegExp(
    `^${glob
      .split(/(\*\*|\*)/)
      .map((part) =>
        part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  ).test(path);

function resolveFile(root: string, rules: HostingRules, urlPath: string) {
  const direct = urlPath.endsWith('/') ? undefined : fileAt(root, urlPath);
  if (direct && !direct.endsWith('firebase.json')) return { file: direct, status: 200 };
  const clean = fileAt(root, urlPath === '/' ? '/index.html' : `${urlPath}.html`);
  if (clean) return { file: clean, status: 200 };
  // In order, the first match wins, as on the host.
  const rewrite = rules.rewrites.find(
    ({ source }) => source === urlPath || globMatches(source, urlPath),
  );
  if (rewrite) return { file: join(root, rewrite.destination), status: 200 };
  return { file: join(root, '404.html'), status: 404 };
}

// Serves the production build like its static host (see hostingRules). `hostLike` adds what
// a real host adds on the wire: gzip.
export async function serveStatic(
  root: string,
  port: number,
  { hostLike = false }: StaticServerOptions = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  let rules: HostingRules | undefined;
  const server = createServer((req, res) => {
    // Read on first request: tests start the server before the build has written it.
    rules ??= hostingRules(root);
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const { file, status } = resolveFile(root, rules, urlPath);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type };
    for (const rule of rules.headers)
      if (globMatches(rule.source, urlPath))
        for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
    if (!hostLike) headers['cache-control'] = 'no-store';
    const gzip =
      hostLike &&
      COMPRESSIBLE.has(extname(file)) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (!gzip) {
      res.writeHead(status, headers);
      createReadStream(file).pipe(res);
      return;
    }
    let body = gzipped.get(file);
    if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file), { level: 9 })));
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
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
