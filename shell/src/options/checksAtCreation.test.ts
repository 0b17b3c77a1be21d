import { afterEach, describe, expect, it, vi } from 'vitest'
import { checksAtCreation } from './checksAtCreation'
import { SHELL_CHECKS } from './shellChecks'

afterEach(() => vi.unstubAllEnvs())

describe('checksAtCreation', () => {
  it('brings the checks outside a production build', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(checksAtCreation()).toBe(SHELL_CHECKS)
  })

  it('leaves them to the core in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(checksAtCreation()).toBeUndefined()
  })

  it('leaves them to the core where there is no process at all', () => {
    const { process } = globalThis
    Reflect.deleteProperty(globalThis, 'process')
    try {
      expect(checksAtCreation()).toBeUndefined()
    } finally {
      globalThis.process = process
    }
  })
})
