// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const featureNames = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const clientFolders = ['./src/app', './src/features', './src/components', './src/lib'];

/**
 * The import boundaries of ARCHITECTURE.md. Paths are relative to the repository root.
 * Exported so a test can prove each zone reports a violation.
 */
export const boundaryZones = [
  // Features never import each other; src/app composes them.
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: compose them in src/app.',
  })),
  {
    target: './src/shared',
    from: ['./src/app', './src/features', './src/components', './src/lib', './src/server', './workers', './bench', './tests'],
    message: 'src/shared imports no other project folder.',
  },
  {
    target: './workers/engine',
    from: ['./src/app', './src/features', './src/components', './src/lib', './src/server', './workers/canvas.worker.ts', './bench', './tests'],
    message: 'workers/engine imports only src/shared and its own files.',
  },
  {
    target: './src',
    from: './workers',
    message: 'src never imports workers: the UI/worker contract lives in src/shared/canvas.',
  },
  {
    target: './src/server',
    from: [...clientFolders, './workers'],
    message: 'The server never imports client code.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared UI and client plumbing sit below features and app.',
  },
  {
    target: './src/lib',
    from: './src/components',
    message: 'Client plumbing sits below shared UI: src/lib never imports src/components.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'bench/peers/**', 'tests/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts files, import-x cannot read dependencies and no-cycle sees nothing.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The engine's diagnostics (readPixels, stats, frames, whenIdle) are for tests and the benchmark.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='diagnostics']",
          message: 'Engine diagnostics are for tests and the benchmark, never for the app.',
        },
      ],
    },
  },
  {
    // The client may import only types from the server.
    files: ['src/app/**', 'src/features/**', 'src/components/**', 'src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server', '**/server/**'],
              allowTypeImports: true,
              message: 'The client may import only types from src/server.',
            },
          ],
        },
      ],
    },
  },
);
