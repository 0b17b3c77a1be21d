import { defineConfig } from 'vitest/config'

// `npm run test:packages`: packs the public packages and installs them into a dapp and the backends
// into an operator's folder (slow: minutes, not seconds), so it runs apart from the unit tests.
export default defineConfig({
  test: {
    include: ['packages/check/**/*.test.ts'],
    // A failed test prints what its pages printed last.
    setupFiles: ['e2e/failureReport.ts'],
    // The check runs pack, installs, five builds, two browsers and the server package's command:
    // 15 minutes on a busy 2-core machine.
    testTimeout: 1_200_000,
    // Both files pack through packOnce: one after the other, so the second finds the first's tarballs.
    fileParallelism: false,
  },
})
