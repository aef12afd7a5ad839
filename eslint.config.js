/**
 * ESLint (flat config): JavaScript + TypeScript (typescript-eslint) + Svelte
 * (eslint-plugin-svelte). Formatting is prettier's job (eslint-config-prettier turns the
 * style rules off); the architecture's arrows are dependency-cruiser's
 * (.dependency-cruiser.cjs). Rules are chosen so the code as it is passes, and each one that
 * is switched off says why.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';

export default ts.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'release/**',
      '.tmp/**',
      'node_modules/**',
      'resources/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs['flat/recommended'],
  prettier,
  ...svelte.configs['flat/prettier'],
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      // `_`-prefixed names are deliberately unused (a destructured field dropped, a callback argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Engines use `!` after bounds they have checked (noUncheckedIndexedAccess); it is a statement of fact there.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // The codebase uses enums in hot paths (Orbs' Block codes) on purpose.
      '@typescript-eslint/prefer-literal-enum-member': 'off',
      // Flags `let x = fallback; try { x = … } catch {}`, where the fallback is what a throw leaves.
      'no-useless-assignment': 'off',
    },
  },
  {
    // Main process, host, tools and tests run in Node.
    files: [
      'main/**',
      'host/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      'preload/**',
      '*.config.*',
      '**/*.test.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The renderer runs in the page (Electron window or the browser host's page).
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } },
    rules: {
      // svelte-check --fail-on-warnings (npm run typecheck) is the judge of Svelte's own
      // warnings; this rule's compile disagrees with it on combined a11y ignores.
      'svelte/no-unused-svelte-ignore': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
