import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  { ignores: ['dist', 'node_modules', 'coverage', 'docs', '.e2e'] },
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
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/services/api', '@/services/api/*', '**/services/api', '**/services/api/*'],
              message: 'Pages never call endpoints: the machine invokes them through src/app/flows.',
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
