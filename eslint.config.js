import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Import boundaries of docs/architecture.md; a violation fails `npm run lint` and `npm test`. */
const machineBoundary = {
  patterns: [
    {
      regex: '^(?!xstate$|xstate/|\\.{1,2}/|@machines/)',
      message: 'machines/ imports only xstate, types and other machines (no I/O, React or services).',
    },
    { group: ['@/*', '../src/*', '../../src/*'], message: 'machines/ never imports from src/.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'docs', '.e2e', '.perf', '.stryker-tmp', 'reports', '.paths-coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', machineBoundary],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One import graph with no cycles: a cycle makes load order (and so the first paint) fragile.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Views and their selectors render a view model and send events: the binding (index.tsx) is
    // the one place a screen meets endpoints, the bridge, storage, the router or a listener.
    files: ['src/screens/**/*.{ts,tsx}'],
    ignores: ['src/screens/*/index.tsx', 'src/screens/*/binding.ts', 'src/screens/shared/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/services/*', '!@/services/session', '!@/services/safeUrl', '**/services/*', '!**/services/session', '!**/services/safeUrl'],
              message: 'Views never call services: the binding gives the machine its actors and effects.',
            },
            { group: ['@/app/*', '**/app/*'], message: 'Screens never import the app layer that routes to them.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='addEventListener']",
          message: 'Views add no listeners: a listener is a callback actor the binding provides.',
        },
      ],
    },
  },
  {
    // Selects and views are functions of what they are given: the session, the market and links
    // come in from the binding (index.tsx), the one part of a screen that reads services/session.
    // Its types (Variant, Locale) stay importable.
    files: ['src/screens/**/select.ts', 'src/screens/**/*.tsx'],
    ignores: ['src/screens/*/index.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/services/session',
              allowTypeImports: true,
              message: 'Selects and views read no session, market or links: the binding passes them in.',
            },
            { name: '@/i18n', importNames: ['getLocale'], message: 'Views take the market from the binding, not the active catalog.' },
          ],
          patterns: [
            {
              group: ['**/services/session'],
              allowTypeImports: true,
              message: 'Selects and views read no session, market or links: the binding passes them in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/screens/*', '**/app/*', '**/screens/*'], message: 'Services never import the app or the screens.' },
          ],
        },
      ],
      // An endpoint function takes the request type its machine exports (the port); it never runs
      // machine code, so the import is a type and the early-request chunk carries no statechart.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@machines/*', '**/machines/*'],
              allowTypeImports: true,
              message: 'Services import only types from machines/ (the ports they implement).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*', 'mocks/**/*'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
