// The message compiler's settings, shared by the Vite plugin (dev server and builds) and
// `npm run i18n:compile`, which writes the same output for type checking and tests.
import { resolve } from 'node:path';
import type { CompilerOptions } from '@inlang/paraglide-js';
import type { InlineConfig } from 'vite';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

// The compiler's contract for a locale fixed at build time: the runtime's getLocale() reads
// this global first, so a build that defines it answers its own locale everywhere, server
// rendering included. Without the define (dev server, tests) the locale comes from the
// address. The exact text is what the compiler recognises; keep it as is.
export const STATIC_LOCALE_GLOBAL = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

export const i18nOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // One module of plain functions per language (messages/en.js, messages/ar.js) behind one
  // that picks by locale (messages/_index.js); builds import their language's module directly.
  outputStructure: 'locale-modules',
  // English at the spec's paths, Arabic under /ar (the compiler's default address patterns).
  strategy: ['url', 'baseLocale'],
  // /ar rather than /ar/ for the Arabic home page, like every other address of the site.
  trailingSlash: 'never',
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
} satisfies CompilerOptions;

// What the Vite plugin sets; the command line compile must match it byte for byte.
export const IS_SERVER = "import.meta.env?.SSR ?? typeof window === 'undefined'";

/**
 * What makes a Vite build one language's: its locale fixed for the runtime, and every message
 * taken from that language's module rather than the one that picks between them, so the
 * other language's text is not in the build at all.
 */
export function localeBuild(locale: Locale): Pick<InlineConfig, 'define' | 'resolve'> {
  return {
    define: { [STATIC_LOCALE_GLOBAL]: JSON.stringify(locale) },
    resolve: {
      alias: [
        {
          find: './messages/_index.js',
          replacement: resolve(i18nOptions.outdir, `messages/${locale}.js`),
        },
      ],
    },
  };
}

/** A path of the site in a locale: English at the path itself, Arabic under /ar. */
export function localePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
