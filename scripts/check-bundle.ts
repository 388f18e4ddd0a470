// Size benchmark: what each prerendered page (marketing and flow entry) downloads before any
// interaction, in each language, from the build's own chunk reports
// (dist/bundle-report.<locale>.json). Fails when flow-only code (firebase, phone metadata,
// sanitizer, the machines and xstate, toasts) leaks into a prerendered page, when the owners'
// build holds any of the support console, when a page downloads the other language's messages,
// or when a budget is blown. Prints what fills the app's chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { join } from 'node:path';
import type { ChunkReport } from './bundleReport';
import { CONSOLE_SHELLS } from './lib/hosting';
import { LOCALES, messagesOf, type Locale } from './lib/i18n';
import { pageWideSelectors } from './lib/lateStyles';
import { FLOWS, FLOW_IDS, MACHINE_IDS } from '../src/flows/registry';

const MARKETING_ROUTES = [
  'index',
  'how-it-works',
  'about-us',
  'contact-us',
  'terms-of-use',
  'privacy-policy',
];
// The flow entry pages are prerendered too and held to the same rule: what a form needs to
// send (the machines and xstate, firebase, the phone metadata) loads when the owner reaches
// for it, never with the page (src/app/flowsGate.ts).
const FLOW_ENTRY_ROUTES: readonly string[] = FLOW_IDS.flatMap((flow) => FLOWS[flow].entry);
// The support console, a page of its own (support.html): all of it is one folder.
const SUPPORT_ONLY = [/src\/features\/support\//];
// Field vitals: web-vitals and the reporting load after hydration
// (src/slowPhone/vitals/schedule.ts), never with a page.
const VITALS_LAZY = [
  /node_modules\/web-vitals\//,
  /src\/slowPhone\/vitals\/(webVitals|reports)\.ts/,
];
const FIREBASE = /node_modules\/(@firebase|firebase)\//;
// What the router reads from addresses is checked by hand (src/schemas/searchParams.ts).
const VALIBOT = /node_modules\/valibot\//;
const FORBIDDEN = [
  FIREBASE,
  /node_modules\/libphonenumber-js\//,
  /node_modules\/dompurify\//,
  new RegExp(`src/machines/(${MACHINE_IDS.join('|')})\\.machine\\.ts`),
  /node_modules\/(xstate|@xstate|react-toastify)\//,
  /src\/services\/phoneAuth\.ts/,
  ...SUPPORT_ONLY,
  ...VITALS_LAZY,
];
// Initial JavaScript per marketing page, gzip. Raise only with a decision record
// (docs/decisions): what each raise bought is written there, not here. Arabic pages run the
// same code with their copy in Arabic, whose letters take two bytes each in UTF-8; gzip wins
// part of that back, and the rest is the allowance.
const BUDGET_GZIP_KB: Record<Locale, number> = { en: 120, ar: 121.5 };
// A flow entry page carries its forms as well (nine fields and their checks on /register,
// and the login form beside them until the page is live).
const FLOW_ENTRY_BUDGET_GZIP_KB: Record<Locale, number> = { en: 137, ar: 139 };
// Firebase as the owner's intent downloads it (src/services/firebaseAuth.ts): the app and auth
// with only what sends a code. Importing 'firebase/auth' itself with `import()` keeps all of
// the package (docs/decisions/006-firebase-by-name.md).
const FIREBASE_BUDGET_GZIP_KB = 28;
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
// Files, besides boot and app: each is a request and a preload link the router adds as the
// page comes alive, at a cost to a slow phone's main thread (vite.config.ts groups them).
const FLOW_ENTRY_MAX_CHUNKS = 8;

// The language switch names each language in itself, so both builds rightly hold both names.
const SAME_IN_BOTH = new Set(['chrome_language_switch']);
// English labels that are also names in code (the router sets a `Location` header; a flow
// machine has a `verifying` state, which the flow manifest names): finding them as a
// literal proves nothing.
const LIBRARY_WORDS = new Set(['Location', 'verifying']);

const messages = Object.fromEntries(
  LOCALES.map((locale) => [locale, messagesOf(locale)]),
) as Record<Locale, Record<string, string>>;

// Texts of one language that must not be in the other's code: its messages where they differ
// from the other's (a name spelled the same in both is no leak), and for English pages any
// Arabic letter outside English's own messages (the language switch names Arabic in Arabic).
function foreignTexts(locale: Locale): { test: (code: string) => string | undefined } {
  const mine = messages[locale];
  // How a message shows in built code: a whole string literal, or for one with parameters
  // its longest fixed run of text (a bare word such as Menu is also a key in library code).
  const inCode = (text: string) => {
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!/\{\w+\}/.test(text)) return new RegExp(`[\`"']${escape(text)}[\`"']`);
    const longest = text.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0] ?? '';
    return longest.trim().length >= 8 ? new RegExp(escape(longest)) : undefined;
  };
  const others = LOCALES.filter((l) => l !== locale).flatMap((other) =>
    Object.entries(messages[other]).flatMap(([key, text]) => {
      const pattern =
        text.length >= 4 && text !== mine[key] && !SAME_IN_BOTH.has(key) && !LIBRARY_WORDS.has(text)
          ? inCode(text)
          : undefined;
      return pattern ? [{ text, pattern }] : [];
    }),
  );
  const ownArabic = Object.values(mine).filter((text) => /[\u0600-\u06ff]/.test(text));
  const arabicOutside = (code: string) =>
    /[\u0600-\u06ff]+/.exec(ownArabic.reduce((rest, text) => rest.split(text).join(''), code))?.[0];
  return {
    test: (code) =>
      others.find(({ pattern }) => pattern.test(code))?.text ??
      (locale === 'en' ? arabicOutside(code) : undefined),
  };
}

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.error(`✗ ${message}`);
};
const rows: string[] = [];
const apps = new Map<Locale, { boot: ChunkReport; app: ChunkReport }>();

for (const locale of LOCALES) {
  const report = `dist/bundle-report.${locale}.json`;
  const chunks: ChunkReport[] = JSON.parse(readFileSync(report, 'utf8'));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // A prerendered page links the boot entry, which imports the app as soon as the page has
  // painted (src/boot.ts): both are part of every page's first load.
  const boot = chunks.find((c) => c.facade === 'src/boot.ts');
  const app = chunks.find((c) => c.facade === 'index.html');
  if (!boot || !app) throw new Error(`no boot or app entry in ${report}`);
  apps.set(locale, { boot, app });
  // valibot is one module: in the first load it would bring every function any chunk uses.
  const firstLoadValibot = [boot, app].filter((c) => c.modules.some((m) => VALIBOT.test(m)));
  if (firstLoadValibot.length)
    fail(
      `${locale}: valibot is in the first load (${firstLoadValibot.map((c) => c.fileName).join(', ')})`,
    );
  const foreign = foreignTexts(locale);

  const staticClosure = (start: ChunkReport[]): ChunkReport[] => {
    const seen = new Map<string, ChunkReport>();
    const queue = [...start];
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      if (seen.has(chunk.fileName)) continue;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
    }
    return [...seen.values()];
  };
  const routeChunksOf = (route: string) => {
    const found = chunks.filter((c) => c.facade?.startsWith(`src/routes/${route}.tsx`));
    if (found.length === 0) fail(`${locale} ${route}: no chunk found for src/routes/${route}.tsx`);
    return found;
  };

  for (const route of [...MARKETING_ROUTES, ...FLOW_ENTRY_ROUTES]) {
    const routeChunks = routeChunksOf(route);
    if (routeChunks.length === 0) continue;
    const loaded = staticClosure([boot, app, ...routeChunks]);
    const gzipKb = loaded.reduce((sum, c) => sum + c.gzipBytes, 0) / 1024;
    const page = `${locale} ${route}`;
    const budget = (FLOW_ENTRY_ROUTES.includes(route) ? FLOW_ENTRY_BUDGET_GZIP_KB : BUDGET_GZIP_KB)[
      locale
    ];
    rows.push(
      `${page.padEnd(26)} ${gzipKb.toFixed(1).padStart(7)} kB gzip  ${loaded.length} chunks  (budget ${budget})`,
    );
    const leaks = loaded.flatMap((c) =>
      c.modules.filter((m) => FORBIDDEN.some((re) => re.test(m))),
    );
    if (leaks.length)
      fail(`${page} downloads flow-only code:\n  ${[...new Set(leaks)].join('\n  ')}`);
    if (gzipKb > budget)
      fail(`${page}: ${gzipKb.toFixed(1)} kB gzip is over the ${budget} kB budget`);
    if (FLOW_ENTRY_ROUTES.includes(route) && loaded.length - 2 > FLOW_ENTRY_MAX_CHUNKS)
      fail(
        `${page} loads ${loaded.length - 2} files besides boot and app, over ${FLOW_ENTRY_MAX_CHUNKS}`,
      );
    for (const chunk of loaded) {
      const text = foreign.test(readFileSync(join('dist', chunk.fileName), 'utf8'));
      if (text) fail(`${page} downloads the other language's text in ${chunk.fileName}: "${text}"`);
    }
  }
  // The vitals, once loaded, bring nothing of the flows or the console with them.
  const vitalsChunks = chunks.filter((c) =>
    c.modules.some((m) => m.endsWith('src/slowPhone/vitals/webVitals.ts')),
  );
  if (vitalsChunks.length === 0)
    fail(`${locale}: no chunk holds src/slowPhone/vitals/webVitals.ts`);
  const vitalsLeaks = staticClosure(vitalsChunks).flatMap((c) =>
    c.modules.filter((m) => FORBIDDEN.some((re) => re.test(m) && !VITALS_LAZY.includes(re))),
  );
  if (vitalsLeaks.length)
    fail(
      `${locale} field vitals load flow or console code:\n  ${[...new Set(vitalsLeaks)].join('\n  ')}`,
    );

  const firebaseChunks = chunks.filter((c) => c.modules.some((m) => FIREBASE.test(m)));
  const firebaseKb = firebaseChunks.reduce((sum, c) => sum + c.gzipBytes, 0) / 1024;
  if (firebaseKb === 0) fail(`${locale}: no chunk holds firebase`);
  // The emulator stands in for the reCAPTCHA, so no test sends through the real one: this is
  // what proves a narrower import still sets up firebase's loader for Google's script.
  if (
    !firebaseChunks.some((c) =>
      readFileSync(join('dist', c.fileName), 'utf8').includes(RECAPTCHA_SCRIPT),
    )
  )
    fail(`${locale}: firebase's chunks no longer load the reCAPTCHA (${RECAPTCHA_SCRIPT})`);
  if (firebaseKb > FIREBASE_BUDGET_GZIP_KB)
    fail(
      `${locale}: firebase is ${firebaseKb.toFixed(1)} kB gzip, over its ${FIREBASE_BUDGET_GZIP_KB} kB budget (is all of a package imported?)`,
    );

  // The console is a build of its own (support.html): nothing of it is in the owners' build,
  // and its own build holds it, so the folder rule proves something.
  const consoleLeaks = chunks.flatMap((c) =>
    c.modules.filter((m) => SUPPORT_ONLY.some((re) => re.test(m))),
  );
  if (consoleLeaks.length)
    fail(
      `${locale}: the owners' build holds console code:\n  ${[...new Set(consoleLeaks)].join('\n  ')}`,
    );
  const consoleReport: ChunkReport[] = JSON.parse(
    readFileSync(`dist/bundle-report.console.${locale}.json`, 'utf8'),
  );
  if (!consoleReport.some((c) => c.modules.some((m) => SUPPORT_ONLY.some((re) => re.test(m)))))
    fail(`${locale}: the console's build holds none of ${SUPPORT_ONLY.join(', ')}`);
}

// The pages the browser renders into rather than prerendered ones: the owners' and the console's.
const SHELL_FILES = new Set(['app.html', 'console.html']);

// Fonts: an English page links nothing of the Arabic face, and an Arabic page preloads the
// Arabic face rather than Inter's.
const pagesOf = (locale: Locale): string[] =>
  locale === 'en'
    ? readdirSync('dist')
        .filter((name) => name.endsWith('.html') && !SHELL_FILES.has(name))
        .filter((name) => !LOCALES.some((other) => name === `${other}.html`))
        .map((name) => join('dist', name))
    : [
        join('dist', `${locale}.html`),
        ...readdirSync(join('dist', locale))
          .filter((name) => name.endsWith('.html') && !SHELL_FILES.has(name))
          .map((name) => join('dist', locale, name)),
      ];
for (const locale of LOCALES) {
  for (const file of pagesOf(locale)) {
    const html = readFileSync(file, 'utf8');
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(
      ([, href]) => href ?? '',
    );
    // The face is declared in the stylesheet the page links, and preloaded by the page.
    const styles = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)]
      .map(([, href]) => readFileSync(join('dist', href ?? ''), 'utf8'))
      .join('\n');
    const arabicFace = /cairo-arabic/.test(html) || /cairo-arabic/.test(styles);
    if (locale === 'en' && arabicFace) fail(`${file} links the Arabic face`);
    if (locale === 'ar' && !/cairo-arabic/.test(styles))
      fail(`${file} links no stylesheet declaring the Arabic face`);
    if (locale === 'ar' && !preloads.some((href) => href.includes('cairo-arabic')))
      fail(`${file} does not preload the Arabic face`);
    if (locale === 'ar' && !preloads[0]?.includes('cairo-arabic'))
      fail(`${file} preloads another face before its Arabic one`);
  }
}

// Every stylesheet but the one all of a language's pages link arrives after a page is live on
// some page: with code loaded later (the toasts, the storage notice), as the owner reaches for
// a form, or with the next page's route. One with a rule for the whole page would restyle
// every element on screen just then.
const stylesOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g),
  ].map(([, href]) => href ?? '');
const everywhere = new Set(
  LOCALES.flatMap((locale) => {
    const pageStyles = pagesOf(locale).map(stylesOf);
    return (pageStyles[0] ?? []).filter((file) => pageStyles.every((s) => s.includes(file)));
  }),
);
// The console's page is a build of its own, whose stylesheet it links from the start.
const consoleStyles = new Set(
  LOCALES.flatMap((locale) => stylesOf(join('dist', CONSOLE_SHELLS[locale].slice(1)))),
);
const lateStyles = readdirSync(join('dist', 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.css') && !everywhere.has(file) && !consoleStyles.has(file));
if (everywhere.size === 0 || lateStyles.length === 0)
  fail(
    "no stylesheet is linked by all of a language's pages, or none is left: the check saw nothing",
  );
for (const file of lateStyles) {
  const wide = pageWideSelectors(readFileSync(join('dist', file), 'utf8'));
  if (wide.length) fail(`${file} can load after a page and restyle all of it: ${wide.join(', ')}`);
}

console.log(
  `Bundle check, ${new Date().toISOString()} on ${hostname()} (${cpus().length} × ${cpus()[0]?.model ?? 'cpu'})`,
);
console.log('Initial JavaScript per prerendered page (marketing and flow entry), gzip:');
console.log(rows.join('\n'));
// What fills the app's chunk (minified source bytes), so a budget miss names its cause.
const english = apps.get('en');
if (english) {
  const byPackage = new Map<string, number>();
  for (const [module, bytes] of Object.entries(english.app.moduleBytes ?? {})) {
    const name =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1] ??
      module.split('/').slice(0, 2).join('/');
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  console.log(
    `Boot entry ${(english.boot.gzipBytes / 1024).toFixed(1)} kB gzip; English app chunk ${(english.app.gzipBytes / 1024).toFixed(1)} kB gzip, largest parts (kB before gzip):`,
  );
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${name.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(7)}`);
}
if (failed) process.exit(1);
console.log('bundle check: marketing and flow entry pages download no flow-only code');
console.log("bundle check: no page downloads the other language's messages");
console.log(
  "bundle check: the owners' build holds no support console code, the console's holds it",
);
console.log('bundle check: the first load holds no valibot');
console.log('bundle check: field vitals load after hydration, without flow or console code');
console.log(
  `bundle check: firebase stays within ${FIREBASE_BUDGET_GZIP_KB} kB gzip and still loads the reCAPTCHA`,
);
console.log("bundle check: each language's pages load their own face only");
console.log(
  `bundle check: none of the ${lateStyles.length} stylesheets a live page may load restyles it whole`,
);
