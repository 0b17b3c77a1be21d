import { describe, expect, it } from 'vitest'
import { createNamespaceAttempts } from './namespaceAttempts'

describe('createNamespaceAttempts', () => {
  it('keeps only the latest attempt of a namespace current, each namespace on its own', () => {
    const beginAttempt = createNamespaceAttempts()
    const first = beginAttempt('eip155')
    const solana = beginAttempt('solana')
    expect(first()).toBe(true)
    const second = beginAttempt('eip155')
    expect(first()).toBe(false)
    expect(second()).toBe(true)
    expect(solana()).toBe(true)
  })
})
