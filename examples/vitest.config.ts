import { defineConfig } from 'vitest/config'

// `npm run test:examples`: the examples installed from the packed tarballs, built and driven in
// chromium against two anvil chains. Slow (an install, a tsc, seven builds) and needing no sandbox,
// it runs beside the browser tests rather than in their one-file-at-a-time lane.
export default defineConfig({
  test: {
    include: ['examples/check/**/*.test.ts'],
    globalSetup: ['examples/check/globalSetup.ts'],
    // A failed test prints what its pages printed last.
    setupFiles: ['e2e/failureReport.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
