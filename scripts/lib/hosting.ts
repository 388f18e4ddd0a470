// The Firebase Hosting configuration of the built site, written by scripts/build.ts beside
// the files it serves (dist/firebase.json). Deploy or emulate it with
// `firebase -c dist/firebase.json …`. The content policy lists the hashes of the inline
// scripts the build prerendered (the router's hydration data) and nothing else inline: each
// prerendered page is answered with the hashes of its own scripts only, which keeps every
// page's policy short (the whole list was 1.4 kB on every answer) and lets no page run
// another page's script.

import { localizePath } from '../../src/i18n/localePath';
import { LOCALES, type Locale } from './i18n';

export interface HostingInput {
  // Paths the browser renders from a shell (app.html): flow and account pages, at their
  // English paths; their Arabic paths are served the Arabic shell.
  clientRoutes: string[];
  // The support console's paths, served its own page (console.html) the same way.
  consoleRoutes?: string[];
  // sha256 hashes (base64) of the inline scripts of pages not listed in pageScriptHashes
  // (the not-found page): the policy of every other answer.
  scriptHashes: string[];
  // Each prerendered page's address and the hashes of its own inline scripts.
  pageScriptHashes?: Record<string, string[]>;
  origins: {
    api: string;
    contactForm: string;
    // Set in test builds: phone auth talks to the local emulator instead of Google.
    authEmulator?: string;
    authDomain: string;
  };
}

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface HostingConfig {
  public: string;
  ignore: string[];
  cleanUrls: true;
  trailingSlash: false;
  rewrites: { source: string; destination: string }[];
  headers: HeaderRule[];
}

// The bare page each language's flow and account pages render into.
export const SHELLS: Record<Locale, string> = { en: '/app.html', ar: '/ar/app.html' };
// The support console's page in each language, a build of its own (support.html).
export const CONSOLE_SHELLS: Record<Locale, string> = {
  en: '/console.html',
  ar: '/ar/console.html',
};
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// What Firebase phone auth loads in production: reCAPTCHA (script, frame) and the Identity
// Toolkit and token endpoints.
const GOOGLE_AUTH = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.google.com/recaptcha/',
  ],
};

export function contentSecurityPolicy({ scriptHashes, origins }: HostingInput): string {
  const emulated = origins.authEmulator !== undefined;
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  const unique = (list: (string | undefined)[]) => [
    ...new Set(list.filter((item): item is string => !!item)),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(emulated ? [] : GOOGLE_AUTH.script)]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique([
        "'self'",
        origins.api,
        origins.contactForm,
        ...(emulated ? [origins.authEmulator] : GOOGLE_AUTH.connect),
      ]),
    ],
    ['frame-src', emulated ? ["'none'"] : [...GOOGLE_AUTH.frame, origins.authDomain]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'none'"]],
  ];
  // Loopback test hosts are plain http: upgrading them would break the emulated stack.
  if (!emulated) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export function securityHeaders(input: HostingInput): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

export function hostingConfig(input: HostingInput): HostingConfig {
  return {
    public: '.',
    // Build reports and this file are not part of the site.
    ignore: ['firebase.json', '.vite/**', 'bundle-report*.json', '**/.*'],
    cleanUrls: true,
    trailingSlash: false,
    rewrites: [
      ...LOCALES.flatMap((locale) => [
        ...input.clientRoutes.map((path) => ({
          source: localizePath(path, locale),
          destination: SHELLS[locale],
        })),
        ...(input.consoleRoutes ?? []).map((path) => ({
          source: localizePath(path, locale),
          destination: CONSOLE_SHELLS[locale],
        })),
      ]),
      // The host has one not-found page, in English; any other Arabic address gets the
      // Arabic shell, whose router shows the not-found page in Arabic.
      { source: '/ar/**', destination: SHELLS.ar },
    ],
    // Later rules win where both match: every answer is revalidated and carries the
    // security headers, except hashed assets, which never change under their name, and
    // prerendered pages, whose policy names their own scripts.
    headers: [
      {
        source: '**',
        headers: [{ key: 'Cache-Control', value: 'no-cache' }, ...securityHeaders(input)],
      },
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      ...Object.entries(input.pageScriptHashes ?? {}).map(([source, scriptHashes]) => ({
        source,
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({ ...input, scriptHashes }),
          },
        ],
      })),
    ],
  };
}
