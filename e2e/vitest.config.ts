import { defineConfig } from 'vitest/config'
import { discoverPlugins, pluginAliases } from '../toolchain/plugins/discoverPlugins.ts'

export default defineConfig({
  // Fixtures come from the plugins' package exports (`@portico/plugin-history/mocks`).
  resolve: { alias: pluginAliases(discoverPlugins()) },
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    // A failed test prints what its pages printed last.
    setupFiles: ['e2e/failureReport.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One chromium at a time: the machine has 2 cores and the tests share one anvil.
    fileParallelism: false,
  },
})
