// `npm run build`: the client build, then the server build that prerenders every indexed
// page and the not-found page with the router's own server rendering, then what the host
// needs beside them: sitemap.xml, robots.txt and firebase.json (headers, rewrites, CSP).
//   tsx scripts/build.ts [--outDir dist]
import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Manifest } from '@tanstack/react-router';
import { build, type LogLevel } from 'vite';
import type * as ServerModule from '../src/entry-server';
import { hostingConfig, SHELL } from './lib/hosting';

type ServerEntry = typeof ServerModule;

interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteChunk>;

const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, quiet: { type: 'boolean' } },
});
const outDir = resolve(values.outDir ?? 'dist');
const logLevel: LogLevel = values.quiet ? 'error' : 'info';

// The app (the shell's entry, src/main.tsx) and the script prerendered pages load it with.
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/boot.ts';

// The files a chunk needs before it runs: itself and its static imports, with their CSS.
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

// Tells the router which built files each route needs. A prerendered page links every
// stylesheet it needs (render-blocking, so it paints styled) and one script, the small boot
// entry; the app (src/main.tsx) and the route's own chunk are requested by
// that script after the first paint, so nothing else is preloaded: a preload would share
// the slow link with the HTML, stylesheet and font the first paint waits for.
function routerManifest(vite: ViteManifest): Manifest {
  const url = (file: string) => `/${file}`;
  const bootFile = vite[BOOT_ENTRY]?.file;
  const appFile = vite[APP_ENTRY]?.file;
  if (!bootFile || !appFile) throw new Error('the client build lacks the boot or app entry');
  const rootKeys = new Set([...closure(vite, BOOT_ENTRY), ...closure(vite, APP_ENTRY)]);
  const rootCss = new Set([...rootKeys].flatMap((key) => vite[key]?.css ?? []));
  const routes: Manifest['routes'] = {
    __root__: {
      css: [...rootCss].map(url),
      scripts: [{ attrs: { type: 'module', src: url(bootFile), 'data-app': url(appFile) } }],
    },
  };
  for (const key of Object.keys(vite)) {
    const match = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
    if (!match?.[1]) continue;
    const routeId = `/${match[1]}`.replace(/\/index$/, '/');
    const keys = [...closure(vite, key)];
    routes[routeId] = {
      css: [...new Set(keys.flatMap((k) => vite[k]?.css ?? []))]
        .filter((file) => !rootCss.has(file))
        .map(url),
    };
  }
  return { routes };
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

// Hashes of the scripts the browser would run inline (JSON-LD is data, not script).
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs ?? ''))
    .map(([, , body]) =>
      createHash('sha256')
        .update(body ?? '')
        .digest('base64'),
    );
}

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

async function main(): Promise<void> {
  await build({ logLevel, build: { outDir, emptyOutDir: true } });
  // Inside the project, so the server build finds its dependencies in node_modules.
  const ssrDir = resolve(`node_modules/.tmp/ssr-${process.pid}`);
  try {
    await build({
      logLevel,
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
    });
    const server = (await import(
      pathToFileURL(join(ssrDir, 'entry-server.js')).href
    )) as ServerEntry;
    const vite = JSON.parse(
      await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as ViteManifest;
    const manifest = routerManifest(vite);

    // The bare page the browser renders flow, account and support pages into.
    await rename(join(outDir, 'index.html'), join(outDir, SHELL.slice(1)));

    const hashes: string[] = [];
    const pages = [
      ...server.prerenderedPaths.map((path) => ({ path, file: fileFor(path), status: 200 })),
      { path: server.NOT_FOUND_PATH, file: '404.html', status: 404 },
    ];
    for (const page of pages) {
      const { status, html } = await server.render(page.path, manifest);
      if (status !== page.status)
        throw new Error(`${page.path} rendered ${status}, not ${page.status}`);
      hashes.push(...inlineScriptHashes(html));
      await writeFile(join(outDir, page.file), html);
    }

    const prerendered = new Set(server.prerenderedPaths);
    const clientRoutes = server.routePaths().filter((path) => !prerendered.has(path));
    await writeFile(join(outDir, 'sitemap.xml'), server.sitemapXml());
    await writeFile(join(outDir, 'robots.txt'), server.robotsTxt(clientRoutes));
    await writeFile(
      join(outDir, 'firebase.json'),
      `${JSON.stringify(
        {
          hosting: hostingConfig({
            clientRoutes,
            scriptHashes: hashes,
            origins: server.clientOrigins,
          }),
        },
        null,
        2,
      )}\n`,
    );
    if (!values.quiet)
      console.log(
        `prerendered ${pages.length} pages, ${clientRoutes.length} client routes → ${SHELL}`,
      );
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

await main();
