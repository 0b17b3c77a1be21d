import vitest from '@vitest/eslint-plugin'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'bench/apps/**', 'bench/node_modules/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'No default exports outside federated entry points.' },
      ],
    },
  },
  {
    // Federated entry points, tool configs, Next.js app files and the rspack loader must export default.
    files: ['plugins/*/src/plugin.ts', '*.config.{js,ts}', 'server/drizzle.config.ts', 'secure-site/drizzle.config.ts', 'e2e/vitest.config.ts', 'packages/vitest.config.ts', 'packages/check/dapp/next-app/app/*.tsx', 'examples/next-wagmi/src/app/*.tsx', 'toolchain/icu/icuLoader.mjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A matcher that is never called, or an expect that is never awaited, asserts nothing.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/valid-expect': ['error', { alwaysAwait: false, maxArgs: 2 }],
      'vitest/valid-expect-in-promise': 'error',
      'vitest/no-standalone-expect': 'error',
    },
  },
  {
    files: ['contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'WebSocket', 'navigator'].map((name) => ({
          name,
          message: 'contracts/ does no I/O and touches no browser global.',
        })),
      ],
    },
  },
)
