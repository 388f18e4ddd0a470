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
            },
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
