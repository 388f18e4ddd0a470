import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: routes → app, bindings, ui, machines; bindings → app, machines; machines
// → schemas, content and services (types only), never app, bindings, routes or ui; routes
// reach services only through app (whose composition root binds them); ui never reaches into
// app, bindings, machines or services; slowPhone reaches none of those. These rules keep it so.
const LAYER_MESSAGE = 'Layer rule: see "How the code is laid out" in README.md.';
const layer = (patterns, allowTypeImports = false) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group,
        allowTypeImports,
        message: LAYER_MESSAGE,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'src/routeTree.gen.ts',
      'src/features/support/routeTree.gen.ts',
      'src/paraglide',
      'test-results',
      'playwright-report',
      'screenshots',
      '.data',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
    // import-x reads only .js files for its graph unless told otherwise: without the
    // TypeScript settings no-cycle would see no imports at all.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/ui/**'],
    rules: layer([
      ['**/machines/**', '**/services/**', '**/routes/**', '**/app/**', '**/bindings/**'],
    ]),
  },
  // The slow-phone pieces serve every layer above them and reach none of them.
  {
    files: ['src/slowPhone/**'],
    rules: layer([['**/app/**', '**/bindings/**', '**/routes/**', '**/ui/**', '**/machines/**']]),
  },
  // Routes get services from the router context; what they need from one goes through src/app.
  { files: ['src/routes/**'], rules: layer([['**/services/**']]) },
  {
    files: ['src/machines/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            // Services reach machines only as types; their implementations are injected.
            { group: ['**/services/**'], allowTypeImports: true, message: LAYER_MESSAGE },
            // Machines are drawn and tested on their own: nothing of the app around them.
            {
              group: ['**/app/**', '**/bindings/**', '**/routes/**', '**/ui/**'],
              message: LAYER_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'localStorage', 'sessionStorage', 'document'],
    },
  },
  // The support console is one feature, src/features/support, with its own page, router and
  // routes: nothing of the owners' site reaches into it. The build's server entry lists its
  // addresses for the host, and the flows' console companion (src/flows/machines.ts) draws
  // each flow's screens for the replay.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/support/**', 'src/entry-server.tsx', 'src/flows/machines.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './src/features/support',
              message:
                "The support console is a page of its own: the owners' site does not import it.",
            },
          ],
        },
      ],
    },
  },
  // The flow registry is data that every layer, the API and the scripts read: it imports nothing.
  {
    files: ['src/flows/registry.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration', message: 'The flow registry is data only.' },
      ],
    },
  },
  {
    files: ['src/services/**', 'src/content/**', 'src/schemas/**'],
    rules: layer([['**/ui/**', '**/routes/**', '**/machines/**']]),
  },
  // Browser suites run these builders in Node: only render.tsx may need React and a DOM.
  {
    files: ['tests/helpers/**'],
    ignores: ['tests/helpers/render.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', '@testing-library/*', '**/ui/**'],
              message: 'Keep tests/helpers usable from Node; rendering belongs in render.tsx.',
            },
          ],
        },
      ],
    },
  },
);
