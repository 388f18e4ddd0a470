// `npm run build`: for each language a client build, the support console's (a page of its own),
// and a server build that prerenders every indexed page (and, in English, the not-found page)
// with the router's own server rendering, then what the host needs beside them: sitemap.xml,
// robots.txt and firebase.json (headers, rewrites, CSP). Each language's code carries its own
// messages only (scripts/lib/i18n.ts); code that does not differ builds to the same files.
//   tsx scripts/build.ts [--outDir dist]
// It imports the compiled messages itself, so they must exist before it starts: `npm run
// build` and the other npm scripts that build compile them first (npm run i18n:compile).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Manifest } from '@tanstack/react-router';
import { build, type LogLevel } from 'vite';
import type * as ServerModule from '../src/entry-server';
import { CONSOLE_SHELLS, hostingConfig, SHELLS } from './lib/hosting';
import { localizePath } from '../src/i18n/localePath';
import { LOCALES, localeBuild, type Locale } from './lib/i18n';

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

// At the end of the head: it reads the head's title and descriptions, and runs before the
// body paints.
function withHeadScript(html: string, script: string | undefined): string {
  if (!script) return html;
  if (!html.includes('</head>')) throw new Error('a prerendered page has no </head>');
  return html.replace('</head>', () => `<script>${script}</script></head>`);
}

// The bare page speaks its language from the first paint, and its body starts with the
// static frame (the app's script stays in the head).
async function fillShell(shell: string, locale: Locale, skeleton: string): Promise<void> {
  const file = join(outDir, shell);
  const html = await readFile(file, 'utf8');
  if (!html.includes('<body>') || !html.includes('<html lang="en" dir="ltr">'))
    throw new Error(`${shell} is not a page this build wrote`);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  await writeFile(
    file,
    html
      .replace('<html lang="en" dir="ltr">', () => `<html lang="${locale}" dir="${dir}">`)
      .replace('<body>', () => `<body>${skeleton}`),
  );
}

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

async function writePage(file: string, html: string): Promise<void> {
  await mkdir(dirname(join(outDir, file)), { recursive: true });
  await writeFile(join(outDir, file), html);
}

async function clientBuild(locale: Locale): Promise<void> {
  await build({
    logLevel,
    ...localeBuild(locale),
    build: { outDir, emptyOutDir: locale === 'en', manifest: `.vite/manifest.${locale}.json` },
  });
  // The bare page the browser renders flow, account and support pages into.
  await mkdir(dirname(join(outDir, SHELLS[locale])), { recursive: true });
  await rename(join(outDir, 'index.html'), join(outDir, SHELLS[locale]));
  await rename(join(outDir, 'bundle-report.json'), join(outDir, `bundle-report.${locale}.json`));
}

// The support console, a page of its own: built apart, so no owner's page shares a file
// with it but the stylesheets and libraries both build to the same bytes (vite.config.ts).
async function consoleBuild(locale: Locale): Promise<void> {
  await build({
    logLevel,
    mode: 'console',
    ...localeBuild(locale),
    build: { outDir, emptyOutDir: false, manifest: `.vite/manifest.console.${locale}.json` },
  });
  await rename(join(outDir, 'support.html'), join(outDir, CONSOLE_SHELLS[locale]));
  await rename(
    join(outDir, 'bundle-report.json'),
    join(outDir, `bundle-report.console.${locale}.json`),
  );
}

// Inside the project, so the server build finds its dependencies in node_modules.
async function serverBuild(locale: Locale, ssrDir: string): Promise<ServerEntry> {
  await build({
    logLevel,
    ...localeBuild(locale),
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
  });
  return (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
}

async function main(): Promise<void> {
  for (const locale of LOCALES) {
    await clientBuild(locale);
    await consoleBuild(locale);
  }
  const ssrRoot = resolve(`node_modules/.tmp/ssr-${process.pid}`);
  try {
    const hashes: string[] = [];
    const pageHashes: Record<string, string[]> = {};
    // The English server writes the site-wide files (sitemap, robots, hosting).
    let server: ServerEntry | undefined;
    let rendered = 0;
    for (const locale of LOCALES) {
      const localeServer = await serverBuild(locale, join(ssrRoot, locale));
      if (locale === 'en') server = localeServer;
      const vite = JSON.parse(
        await readFile(join(outDir, `.vite/manifest.${locale}.json`), 'utf8'),
      ) as ViteManifest;
      const manifest = routerManifest(vite);
      const pages = [...localeServer.prerenderedPaths, ...localeServer.flowEntryPaths].map(
        (path) => {
          const localized = localizePath(path, locale);
          return { path: localized, file: fileFor(localized), status: 200, script: path };
        },
      );
      // The host has one not-found page; an unknown Arabic address gets the Arabic shell.
      if (locale === 'en')
        pages.push({
          path: localeServer.NOT_FOUND_PATH,
          file: '404.html',
          status: 404,
          script: localeServer.NOT_FOUND_PATH,
        });
      for (const page of pages) {
        const rendered = await localeServer.render(page.path, manifest);
        const { status } = rendered;
        if (status !== page.status)
          throw new Error(`${page.path} rendered ${status}, not ${page.status}`);
        const html = withHeadScript(rendered.html, localeServer.headScript(page.script));
        if (page.status === 200) pageHashes[page.path] = inlineScriptHashes(html);
        else hashes.push(...inlineScriptHashes(html));
        await writePage(page.file, html);
      }
      rendered += pages.length;
      await fillShell(SHELLS[locale], locale, localeServer.shellSkeleton());
      await fillShell(CONSOLE_SHELLS[locale], locale, localeServer.consoleSkeleton());
    }
    if (!server) throw new Error('the English pages were not built');

    const prerendered = new Set([...server.prerenderedPaths, ...server.flowEntryPaths]);
    const clientRoutes = server.routePaths().filter((path) => !prerendered.has(path));
    const consoleRoutes = server.consoleRoutePaths();
    await writeFile(join(outDir, 'sitemap.xml'), server.sitemapXml());
    await writeFile(
      join(outDir, 'robots.txt'),
      server.robotsTxt([...server.flowEntryPaths, ...clientRoutes, ...consoleRoutes]),
    );
    await writeFile(
      join(outDir, 'firebase.json'),
      `${JSON.stringify(
        {
          hosting: hostingConfig({
            clientRoutes,
            consoleRoutes,
            scriptHashes: hashes,
            pageScriptHashes: pageHashes,
            origins: server.clientOrigins,
          }),
        },
        null,
        2,
      )}\n`,
    );
    if (!values.quiet)
      console.log(
        `prerendered ${rendered} pages, ${clientRoutes.length} client and ${consoleRoutes.length} console routes per language`,
      );
  } finally {
    await rm(ssrRoot, { recursive: true, force: true });
  }
}

await main();
