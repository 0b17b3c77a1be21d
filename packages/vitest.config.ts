import { defineConfig } from 'vitest/config'

// `npm run test:packages`: packs the public packages and installs them into a dapp (slow: minutes,
// not seconds), so it runs apart from the unit tests.
export default defineConfig({
  test: {
    include: ['packages/check/**/*.test.ts'],
    testTimeout: 600_000,
  },
})
