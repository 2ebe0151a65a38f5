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
