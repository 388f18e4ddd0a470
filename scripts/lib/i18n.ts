// The message compiler's settings, shared by the Vite plugin (dev server and builds) and
// `npm run i18n:compile`, which writes the same output for type checking and tests.
import type { CompilerOptions } from '@inlang/paraglide-js';
import type { InlineConfig, Plugin } from 'vite';

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
  // A module per message, so each page's chunk carries the messages it shows and no other.
  outputStructure: 'message-modules',
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
 * What makes a Vite build one language's: the locale fixed, so each message module keeps only
 * that language's text (the other branch is dead code) and getLocale() is a constant.
 */
export function localeBuild(locale: Locale): Pick<InlineConfig, 'define'> {
  return { define: { [STATIC_LOCALE_GLOBAL]: JSON.stringify(locale) } };
}

// Each compiled message warns when a caller asks a fixed-locale build for another locale.
// The site never passes a locale to a message, and the warning's text would otherwise ship
// once per message on every page.
const OVERRIDE_WARNING =
  /^\s*if \(.*\) console\.warn\("Paraglide: options\.locale cannot override[^\n]*$/m;

export function stripLocaleOverrideWarning(): Plugin {
  return {
    name: 'strip-locale-override-warning',
    transform(code, id) {
      if (!id.includes('/src/paraglide/messages/')) return undefined;
      return { code: code.replace(OVERRIDE_WARNING, ''), map: null };
    },
  };
}
