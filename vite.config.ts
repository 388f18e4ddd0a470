import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundleReport.ts';
import {
  i18nOptions,
  inlineConstantMessages,
  localeFacesAlias,
  singleLocaleMessages,
} from './scripts/lib/i18n.ts';

// The flow pages' own code, in a few files rather than one per set of pages sharing it. Cut
// by sharing alone it came as 31 files of a few hundred bytes: each compressed on its own,
// each a request, and each a preload link the router added as the page came alive, all of it
// work on a slow phone's main thread (docs/decisions/007-chunking.md). Every group is code the
// flow entry pages need at once; the groups apart from flowEntry are the parts other pages need too, so those
// pages do not download the flows' forms with them. What waits for the owner's intent
// (firebase, the machines, xstate, the phone metadata) stays out of every group.
const CHUNK_GROUPS: { name: string; test: RegExp }[] = [
  // What field vitals read on every page (the vitals beacon loads it after hydration).
  {
    name: 'flowEvents',
    test: /\/src\/(app\/vitals\/flowEvents\.ts|app\/afterPaint\.ts|schemas\/flowManifest\.gen\.json)$/,
  },
  // The artwork's colours, which the home and about pages share.
  { name: 'palette', test: /\/src\/ui\/art\/(palette\.ts|art\.css)$/ },
  // Field checks and form parts the contact form shares with the flows, and the hook both
  // load their machines through on intent.
  {
    name: 'forms',
    test: /\/src\/(app\/useLoadOnIntent\.ts|ui\/forms\/(useValidatedForm|FieldMessages|fieldAria|focusRequest|handOff|useIntent|CheckboxField)\.tsx?|ui\/forms\/checkbox\.css|schemas\/(failure|formRules|validate)\.ts|content\/validation\.ts|paraglide\/messages\/validation_)/,
  },
  // The trace and stored flow, which the contact form and its thank-you page write too.
  {
    name: 'flowInfra',
    test: /\/src\/(app\/(flowTrace|storage\/(flowStorage|signupDraft))\.ts|schemas\/flowTrace\.ts)$/,
  },
  // Every flow screen's forms and frame, and what the entry pages wire them with.
  {
    name: 'flowEntry',
    test: /\/src\/(ui\/(forms|flows)\/|app\/(entryFlows|flowEntry|phoneMetadata|traceHooks|useActorSelector)\.ts|content\/(businessTypes|failures|flows|forms)\.ts|schemas\/(digits|login\.schema|passwordStrength|phone|signup\.schema|website)\.ts|routes\/-components\/BusinessSignup)/,
  },
];

export default defineConfig({
  plugins: [
    // The dev server recompiles the messages into src/paraglide as they change, with the
    // same options as `npm run i18n:compile`, which every npm script runs first: a build
    // reads what that compile wrote.
    { ...paraglideVitePlugin(i18nOptions), apply: 'serve' },
    singleLocaleMessages(),
    inlineConstantMessages(),
    // Must come before react(): it generates src/routeTree.gen.ts and splits each
    // route's component into its own chunk, which keeps flow code off marketing pages.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    bundleReport(),
  ],
  resolve: { alias: [localeFacesAlias('dev')] },
  server: {
    port: Number(process.env.SITE_PORT ?? 5173),
    strictPort: true,
  },
  preview: {
    port: Number(process.env.SITE_PORT ?? 4173),
    strictPort: true,
  },
  build: {
    rolldownOptions: {
      // The app (index.html, src/main.tsx) is the flow pages' shell and entry; prerendered
      // pages link src/boot.ts instead, which starts the app once they have painted.
      input: { app: 'index.html', boot: 'src/boot.ts' },
      output: {
        // Everything the app loads at start goes in one file. Left to itself, the bundler
        // cut the router, React and the page metadata into separate common chunks once
        // enough lazy chunks shared them: 9 files instead of 1, which compress worse and
        // took every marketing page over its budget. Boot stays apart: it must stay tiny.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/](boot|app[\\/]earlyEvents)\.ts$/.test(id),
              priority: 10,
            },
            // Earlier groups take a module first.
            ...CHUNK_GROUPS.map(({ name, test }, index) => ({
              name,
              test: (id: string) => test.test(id.replaceAll('\\', '/')),
              priority: CHUNK_GROUPS.length - index,
            })),
          ],
        },
      },
    },
    // The build's own size report is the bundle budget check (see scripts/).
    reportCompressedSize: true,
    // scripts/build.ts reads which files each prerendered page needs from here.
    manifest: true,
    // Fonts stay files: inlined into CSS they would be re-downloaded with every style change.
    // SVG sprites too: <use> cannot reach into a data: address.
    assetsInlineLimit: (file) => (/\.(woff2|svg)$/.test(file) ? false : undefined),
    // Every browser the site supports preloads modules natively; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
});
