// The message compiler's settings, one set for every compile: the Vite plugin (the dev
// server recompiles on change) and `npm run i18n:compile` (scripts/lib/compileMessages.ts),
// which every npm script that loads the site's code runs first. Both write the same files.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CompilerOptions } from '@inlang/paraglide-js';
import type { InlineConfig, Plugin } from 'vite';

// A type only: this module (and vite.config.ts with it) loads before src/paraglide exists.
import type { Locale } from '../../src/paraglide/runtime.js';

const PROJECT = './project.inlang';

interface ProjectSettings {
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
}
const settings = JSON.parse(readFileSync(`${PROJECT}/settings.json`, 'utf8')) as ProjectSettings;

// The languages as the message project declares them; the compiled runtime's Locale is
// made from this same list, so the cast only names what the compiler will produce.
export const LOCALES = settings.locales as readonly Locale[];
export type { Locale };

// The message files, each with `{locale}` where its language goes.
export const messageFilePatterns = settings['plugin.inlang.messageFormat'].pathPattern;

// The compiler's contract for a locale fixed at build time: the runtime's getLocale() reads
// this global first, so a build that defines it answers its own locale everywhere, server
// rendering included. Without the define (dev server, tests) the locale comes from the
// address. The exact text is what the compiler recognises; keep it as is.
export const STATIC_LOCALE_GLOBAL = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

export const i18nOptions = {
  project: PROJECT,
  outdir: './src/paraglide',
  // A module per message, so each page's chunk carries the messages it shows and no other.
  outputStructure: 'message-modules',
  // English at the spec's paths, Arabic under /ar (the compiler's default address patterns).
  strategy: ['url', 'baseLocale'],
  // /ar rather than /ar/ for the Arabic home page, like every other address of the site.
  trailingSlash: 'never',
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  // Given here so every compile writes the same runtime: left out, the Vite plugin and the
  // command line fall back on defaults that differ. Vite replaces import.meta.env.SSR in
  // each build; elsewhere (tests, Node scripts) the absence of a window decides.
  isServer: "import.meta.env?.SSR ?? typeof window === 'undefined'",
  // The output is ignored by the repository's own .gitignore and .prettierignore.
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
} satisfies CompilerOptions;

// The faces a language's pages declare besides Inter, imported by the stylesheet as
// `locale-faces.css`: part of the one stylesheet a page links, so the Arabic face costs no
// request of its own before the first paint. The dev server serves both languages at once.
const LOCALE_FACES: Record<Locale, string> = {
  en: 'src/ui/styles/fonts-english.css',
  ar: 'src/ui/styles/fonts-arabic.css',
};
export const localeFacesAlias = (locale: Locale | 'dev') => ({
  find: /^locale-faces\.css$/,
  replacement: resolve(LOCALE_FACES[locale === 'dev' ? 'ar' : locale]),
});

/**
 * What makes a Vite build one language's: the locale fixed, so each message module keeps only
 * that language's text (the other branch is dead code) and getLocale() is a constant, and the
 * stylesheet declares that language's faces.
 */
export function localeBuild(locale: Locale): Pick<InlineConfig, 'define' | 'resolve'> {
  return {
    define: { [STATIC_LOCALE_GLOBAL]: JSON.stringify(locale) },
    resolve: { alias: [localeFacesAlias(locale)] },
  };
}

// A compiled message exports a function that picks its language on every call (and warns
// when a fixed-locale build is asked for another). In a one-language build that choice is
// known, so the export becomes that language's function itself: the other language's text
// is then unused and dropped, and no page pays a wrapper per message. A message module this
// does not recognise is left as the compiler wrote it, which is correct, only larger.
const MESSAGE_EXPORT =
  /^export const (\w+) = [^\n]*\(\(inputs = \{\}, options = \{\}\) => \{[\s\S]*\}\);?\s*$/m;

export function singleLocaleMessages(): Plugin {
  let locale: string | undefined;
  return {
    name: 'single-locale-messages',
    configResolved(config) {
      const defined = config.define?.[STATIC_LOCALE_GLOBAL];
      locale = typeof defined === 'string' ? (JSON.parse(defined) as string) : undefined;
    },
    transform(code, id) {
      if (!locale || !/\/src\/paraglide\/messages\/(?!_index)\w+\.js$/.test(id)) return undefined;
      const match = MESSAGE_EXPORT.exec(code);
      if (!match?.[1] || !code.includes(`const ${locale}_${match[1]} =`)) return undefined;
      return {
        code: code.replace(MESSAGE_EXPORT, `export const ${match[1]} = ${locale}_${match[1]};\n`),
        map: null,
      };
    },
  };
}

// Every message of a language, from each file the message project reads.
export function messagesOf(locale: Locale): Record<string, string> {
  const all: Record<string, string> = {};
  for (const pattern of messageFilePatterns) {
    const file = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const [key, text] of Object.entries(file))
      if (!key.startsWith('$') && typeof text === 'string') all[key] = text;
  }
  return all;
}

// In a one-language build a message without parameters is a constant: `m.key()` in the
// site's own code becomes its text, as if it had been written there, and the message module
// is left unused. Messages with parameters stay calls.
export function inlineConstantMessages(): Plugin {
  let texts: Record<string, string> | undefined;
  return {
    name: 'inline-constant-messages',
    configResolved(config) {
      const defined = config.define?.[STATIC_LOCALE_GLOBAL];
      const locale = typeof defined === 'string' ? (JSON.parse(defined) as Locale) : undefined;
      texts = locale ? messagesOf(locale) : undefined;
    },
    transform(code, id) {
      if (!texts || !/\/src\/(?!paraglide\/)[^?]*\.tsx?$/.test(id)) return undefined;
      const known = texts;
      const inlined = code.replace(/\bm\.(\w+)\(\)/g, (call, key: string) => {
        const text = known[key];
        return text === undefined || /\{\w+\}/.test(text) ? call : JSON.stringify(text);
      });
      return inlined === code ? undefined : { code: inlined, map: null };
    },
  };
}
