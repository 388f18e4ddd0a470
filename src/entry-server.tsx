// The build's server entry (scripts/build.ts): renders a page with the router's own server
// rendering, for the pages that ship as prerendered HTML.
import type { AnyRouter, Manifest } from '@tanstack/react-router';
import {
  RouterServer,
  createRequestHandler,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { flowEntryScript } from './bindings/flowEntry/entryScript';
import { FLOWS, FLOW_IDS } from './flows/registry';
import { LOCALE_REDIRECT } from './app/localeChoice';
import { indexedPaths, pageUrl } from './content/pageMeta';
import { localizePath } from './i18n/localePath';
import { baseLocale, getLocale, locales } from './paraglide/runtime.js';
import { createAppRouter } from './router';
import { ConsoleSkeleton } from './features/support/ConsoleHeader';
import { createConsoleRouter } from './features/support/router';
import { config } from './services/config';
import { ShellSkeleton } from './ui/flows/StepSkeleton';

export interface RenderedPage {
  status: number;
  html: string;
}

// Every indexed page ships as HTML, and so do the flow entry pages (not indexed: no
// sitemap entry, `noindex`, disallowed in robots.txt); the not-found page is rendered at an
// address no route claims. The later flow steps and account pages render in the browser from
// the shell, and the support console from its own.
export const prerenderedPaths = indexedPaths();
// The registry's entry routes, as addresses ('_flows/register' is /register).
const FLOW_ENTRY_PATHS = FLOW_IDS.flatMap((flow) => FLOWS[flow].entry).map((route) =>
  route.replace(/^_flows/, ''),
);
// Those not indexed already: /delete-account is both (the stores' listings link to it).
export const flowEntryPaths: readonly string[] = FLOW_ENTRY_PATHS.filter(
  (path) => !prerenderedPaths.includes(path),
);
export const NOT_FOUND_PATH = '/404';

/**
 * The inline script a prerendered page runs before it paints, at the end of its head, if
 * any: the returning Arabic reader's redirect on the English home page, what a flow entry
 * page settles from the address and the tab's storage (src/bindings/flowEntry/entryScript.ts). Kept out of
 * the React tree: React never runs a script it renders, and warns when it renders one.
 */
export function headScript(path: string): string | undefined {
  if (path === '/' && getLocale() === 'en') return LOCALE_REDIRECT;
  const entry = FLOW_ENTRY_PATHS.find((flowPath) => flowPath === path);
  return entry && flowEntryScript(entry);
}

/**
 * What the bare page (the shell the flow steps, account and support pages render into) shows at
 * its first paint: the header's logo and a flow step's frame, static markup the app
 * replaces. Never an empty page, whatever its network.
 */
export function shellSkeleton(): string {
  return renderToStaticMarkup(<ShellSkeleton home={localizePath('/', getLocale())} />);
}

// The console's first paint: its header, before its code is in.
export const consoleSkeleton = (): string => renderToStaticMarkup(<ConsoleSkeleton />);

// The full path of every route the app answers, for the host's rewrites and the sitemap. A
// path parameter ($reference) reads as the host's one-segment glob (*).
export const routePaths = (): string[] => pathsOf(createAppRouter());
// The support console's, a page of its own (support.html) the host serves at each of them.
export const consoleRoutePaths = (): string[] => pathsOf(createConsoleRouter());

function pathsOf(router: AnyRouter): string[] {
  return Object.keys(router.routesByPath)
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .map((path) => path.replace(/\$[^/]+/g, '*'))
    .filter((path, index, all) => all.indexOf(path) === index);
}

// The origins the built pages talk to, as the client was configured: the content policy
// allows these and nothing else.
export const clientOrigins = {
  api: new URL(config.apiBaseUrl).origin,
  contactForm: new URL(config.contactFormUrl).origin,
  authEmulator: config.authEmulatorUrl ? new URL(config.authEmulatorUrl).origin : undefined,
  authDomain: `https://${config.firebase.authDomain}`,
};

export async function render(path: string, manifest: Manifest): Promise<RenderedPage> {
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter(),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  // A page whose search has defaults (/how-it-works → ?activeTab=0) is rendered at the
  // address the router calls canonical; the host serves that file for its path.
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    const target = new URL(location, 'http://localhost');
    if (target.pathname === path) return render(`${target.pathname}${target.search}`, manifest);
  }
  return { status: response.status, html: await response.text() };
}

// Search engines read the indexed pages only, in each language, each entry naming its
// other-language version (and English as the default).
export function sitemapXml(): string {
  const alternates = (path: string) => [
    ...locales.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${pageUrl(path, locale)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${pageUrl(path, baseLocale)}"/>`,
  ];
  const urls = locales.flatMap((locale) =>
    prerenderedPaths.flatMap((path) => [
      '  <url>',
      `    <loc>${pageUrl(path, locale)}</loc>`,
      ...alternates(path),
      '  </url>',
    ]),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

// Flow, account and support pages have nothing for a crawler (and say noindex too).
export function robotsTxt(clientRoutes: string[]): string {
  return [
    'User-agent: *',
    ...locales.flatMap((locale) =>
      clientRoutes.map((path) => `Disallow: ${localizePath(path, locale)}`),
    ),
    '',
    `Sitemap: ${pageUrl('/sitemap.xml', baseLocale)}`,
    '',
  ].join('\n');
}
