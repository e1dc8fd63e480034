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
import { layerZones } from './eslint-rules/layers.js';
import noFeatureCycles from './eslint-rules/no-feature-cycles.js';

/** Who may not import whom: each layer points down only (eslint-rules/layers.js). */
const restrictedPaths = (options) => ({
  basePath: import.meta.dirname,
  zones: layerZones(options),
});

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
      'import-x/no-restricted-paths': ['error', restrictedPaths()],
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
    // Unit tests beside the code may use the shared test factories and helpers in tests/.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', restrictedPaths({ testFile: true })] },
  },
  {
    // No zod in the browser (issue 13: it was 24 KB of every page's JavaScript). Schemas live in
    // *.server.ts modules, parsed by actions and loaders; the browser checks with the fields'
    // own attributes. The back office and the listing form still check in the browser.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: [
      'app/**/*.server.ts',
      'app/**/*.test.ts',
      'app/db/**',
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
          // The schema's enums are drizzle's pgEnum(): importing a value from them put
          // drizzle's column builders in the results page's script (issue 27, 2 KB brotli).
          patterns: [
            {
              group: ['**/db/schema/enums.ts'],
              message: 'enums.ts brings drizzle into the browser: import values from values.ts.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts, benches and tests talk to a terminal.
    files: [
      'scripts/**',
      'bench/**',
      'tests/**',
      'server/**',
      'seed/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
]);
