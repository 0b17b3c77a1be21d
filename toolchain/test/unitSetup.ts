import { afterAll, vi } from 'vitest'

// Beside the browser tests in CI a rendered change can take longer than testing-library's 1 s
// default; waitFor returns as soon as its check holds, so a longer limit costs a passing test
// nothing. Only DOM test files load testing-library (they import it anyway).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 10_000 })
}

// Files share their worker's modules (vitest.config.ts): what a file changed of shared state ends with it.
afterAll(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
