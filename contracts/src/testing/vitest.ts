// Test-runner helpers for plugin and shell tests (`@portico/contracts/testing/vitest`): they import
// vitest and fast-check, so they stay out of `@portico/contracts/testing`, which the sandbox bundles.
export * from './describePluginContract'
export * from './hostileLinks'
export * from './fakeAuthHost'
