// @ts-check
/**
 * ESLint: the recommended rules and typescript-eslint's type-aware ones (`npm run lint`, and a
 * step of `npm test`). Formatting is Prettier's (`.prettierrc.json`), not ESLint's.
 *
 * Every rule turned off or down says why. Rules at "warn" found code written before the linter
 * came, in modules other engineers own: they are shown, and do not fail the lint, until those
 * modules are fixed (then raise them to "error").
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The globals of the Node scripts written in plain JavaScript (TypeScript knows them for .ts). */
/** @type {Record<string, 'readonly'>} */
const NODE_GLOBALS = Object.fromEntries(
  [
    'process',
    'console',
    'URL',
    'URLSearchParams',
    'Buffer',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'fetch',
    'performance',
    'TextEncoder',
    'TextDecoder',
  ].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-sub/**',
      'dist-*/**',
      '.astro/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a name kept on purpose (a destructured field left out, a parameter a signature needs).
      // "warn" outside the readers and the CLI: pre-existing unused names in other modules.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Pre-existing findings outside the readers and the CLI (the Scorer's stored data, the
      // Search and replay components, timeline-pack, hands-loader): shown, not failing.
      '@typescript-eslint/no-unsafe-assignment': 'warn',
      '@typescript-eslint/no-unsafe-member-access': 'warn',
      '@typescript-eslint/no-unsafe-call': 'warn',
      '@typescript-eslint/no-unsafe-return': 'warn',
      '@typescript-eslint/no-unsafe-argument': 'warn',
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unnecessary-type-assertion': 'warn',
      '@typescript-eslint/no-misused-promises': 'warn',
      '@typescript-eslint/only-throw-error': 'warn',
      '@typescript-eslint/unbound-method': 'warn',
      'no-useless-assignment': 'warn',
    },
  },
  {
    // The readers, the CLI and the record gate are clean: keep them so.
    files: ['src/engine/formats/**/*.ts', 'src/cli/**/*.ts', 'src/engine/record.ts', 'src/engine/card.ts', 'src/engine/deal.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests read JSON (rule cases, CLI output, fixtures) as untyped data and assert on it; the
    // assertions are the check. Async test bodies without await are Vitest's and Playwright's style.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'warn',
    },
  },
  {
    // Plain JavaScript (scripts, configs): the recommended rules without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    // The functions this script hands to page.evaluate run in the browser.
    files: ['scripts/page-weight.mjs'],
    languageOptions: {
      globals: {
        ...NODE_GLOBALS,
        window: 'readonly',
        document: 'readonly',
        requestIdleCallback: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
);
