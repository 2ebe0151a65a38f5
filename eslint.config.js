import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Dynamic code is never needed here and is an injection risk.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A browser test runs against its worker's own server: the suite's test from e2e/fixtures.ts
    // sets baseURL and the data directory, Playwright's plain test would not.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from '../fixtures' (each worker's own server)." }] }],
    },
  },
  {
    // Every user-visible text in the web app comes from the locale files.
    files: ['apps/web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'JSXText[value=/[^\\s\\d.,:;!?()\\[\\]{}|/\\-–—•·%+*#&@=<>\'"]/]', message: 'Use i18n (t()) for user-visible text, not a string literal in JSX.' },
        { selector: 'JSXAttribute[name.name=/^(title|placeholder|alt|aria-label|label|okText|cancelText)$/] > Literal', message: 'Use i18n (t()) for user-visible attribute text.' },
      ],
    },
  },
);
