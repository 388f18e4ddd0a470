import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
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
// each a request, and each a preload link the router added as the page came alive
// (docs/decisions/007-chunking.md). A group is the folders its code lives in; the bundler
// adds what that code imports, unless an earlier group or the app's first chunk holds it. So
// a file added, renamed or moved within a folder keeps its group. Every group is code the
// flow entry pages need at once; the groups before flowEntry are what other pages need too,
// so those pages do not download the flows' forms with them. What waits for the owner's
// intent (firebase, the machines, xstate, the phone metadata) is in no group's folders.
const CHUNK_GROUPS: { name: string; roots: string[] }[] = [
  // Which flow events a press sent, and when: field vitals read them on every page.
  { name: 'interactions', roots: ['src/slowPhone/interactions/'] },
  // What every form shares (contact, the flows, the console's sign-in): form state, field
  // parts, the rules, their words, and the failure language those speak, a contract with the
  // API that stays with the others in src/schemas.
  {
    name: 'fields',
    roots: [
      'src/ui/fields/',
      'src/schemas/fields/',
      'src/content/fields/',
      'src/schemas/failure.ts',
    ],
  },
  // What the tab keeps of a flow, and the trace, which the contact form writes too.
  { name: 'storage', roots: ['src/app/storage/'] },
  // Every flow screen's forms and frame, and what the entry pages bind them with.
  { name: 'flowEntry', roots: ['src/ui/forms/', 'src/ui/flows/', 'src/bindings/flowEntry/'] },
];
// A folder renamed away would leave its group empty without a word: the build stops instead.
for (const root of CHUNK_GROUPS.flatMap((group) => group.roots))
  if (!existsSync(new URL(root, import.meta.url)))
    throw new Error(`vite.config.ts: no ${root} for its chunk group`);
const inRoots = (roots: string[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return roots.some((root) => path.includes(`/${root}`));
};

// The support console is a page of its own (support.html), built apart in `console` mode
// (scripts/build.ts): in one build with the owners' pages, what both start with would be cut
// into shared files, and the console's first files would be grouped with the owners' app.
const CONSOLE_PATH = /^(\/ar)?\/support(\/|\?|$)/;
const CONSOLE_INPUT: Record<string, string> = { console: 'support.html' };
// The app (index.html, src/main.tsx) is the flow pages' shell and entry; prerendered pages
// link src/boot.ts instead, which starts the app once they have painted.
const SITE_INPUT: Record<string, string> = { app: 'index.html', boot: 'src/boot.ts' };

export default defineConfig(({ mode }) => ({
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
    // The console's routes, its own tree; one staff page, so not split by route.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/features/support/routes',
      generatedRouteTree: './src/features/support/routeTree.gen.ts',
      autoCodeSplitting: false,
    }),
    // The dev server answers the console's addresses with its page, as the host does.
    {
      name: 'console-page',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.method === 'GET' && CONSOLE_PATH.test(request.url ?? ''))
            request.url = '/support.html';
          next();
        });
      },
    },
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
  // The console's page as well as the owners' shell, so its first visit is not a reload.
  optimizeDeps: { entries: ['index.html', 'support.html', 'src/boot.ts'] },
  build: {
    rolldownOptions: {
      input: mode === 'console' ? CONSOLE_INPUT : SITE_INPUT,
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
              test: (id) => !/[\\/]src[\\/](boot|slowPhone[\\/]earlyEvents)\.ts$/.test(id),
              priority: 10,
            },
            // Earlier groups take a module first.
            ...CHUNK_GROUPS.map(({ name, roots }, index) => ({
              name,
              test: inRoots(roots),
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
}));
