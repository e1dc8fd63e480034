// Lint guards (docs/decisions/008-one-convention-and-lint-guards.md): correctness, hooks,
// accessibility, and the layer rules of docs/architecture.md. Formatting is Prettier's job
// (`prettier --check` in `npm run lint`), so stylistic rules are off.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noFeatureCycles from './eslint-rules/no-feature-cycles.js';

/** Who may not import whom: each layer points down only (see docs/architecture.md). */
const layers = [
  {
    target: ['./app/lib', './app/components/ui'],
    from: ['./app/features', './app/routes', './app/components/layout', './app/root.tsx'],
    message:
      'app/lib and components/ui are the bottom layer: they import no features, routes or layout.',
  },
  {
    target: './app/components/layout',
    from: ['./app/features', './app/routes', './app/root.tsx'],
    message: 'Layout components receive data as props; they import no features or routes.',
  },
  {
    target: ['./app/features', './app/i18n', './app/db'],
    from: ['./app/routes', './app/root.tsx'],
    message: 'Features, i18n and the database layer never import routes or root.tsx.',
  },
  {
    target: ['./app/db/schema', './app/i18n'],
    from: ['./app/features'],
    message: 'The schema and the catalogue sit below the features.',
  },
  {
    target: './app',
    from: './tests',
    message: 'The app never imports test code.',
  },
];

export default defineConfig([
  globalIgnores([
    'build/',
    '.react-router/',
    'node_modules/',
    'data/',
    'drizzle/',
    'coverage/',
    'test-results/',
    'playwright-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, local: { rules: { 'no-feature-cycles': noFeatureCycles } } },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'local/no-feature-cycles': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The two classic hook rules. The React Compiler rules of react-hooks 7 (set-state-in-effect,
    // refs, purity…) are for code the compiler rewrites; this project does not use the compiler.
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Unit tests beside the code may use the shared test factories in tests/.
    files: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: layers.filter((zone) => !zone.from.includes('./tests')) },
      ],
    },
  },
  {
    // No zod in the browser (issue 13: it was 24 KB of every page's JavaScript). Schemas live in
    // *.server.ts modules, parsed by actions and loaders; the browser checks with the fields'
    // own attributes. The back office and the listing form still check in the browser.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: [
      'app/**/*.server.ts',
      'app/**/*.test.ts',
      'app/features/admin/**',
      'app/features/listing-form/**',
      'app/lib/zod-jitless.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'zod is server-only: put the schema in a *.server.ts module.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts, benches and tests talk to a terminal.
    files: ['scripts/**', 'bench/**', 'tests/**', 'server/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  prettier,
]);
