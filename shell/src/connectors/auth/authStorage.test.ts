import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage'
import { createAuthStorage } from './authStorage'

afterEach(() => vi.restoreAllMocks())

describe('embedded-wallet storage', () => {
  it('keeps the session when one field is unreadable, and says which', () => {
    const memory = memoryStorage()
    memory.data.set('@portico/auth', JSON.stringify({ emailLoginUsed: true, email: 'ada@example.com', lastEmailLoginTime: 'yesterday', lastChainId: 'eip155:1' }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(createAuthStorage(memory).read()).toEqual({ emailLoginUsed: true, email: 'ada@example.com', lastChainId: 'eip155:1' })
    expect(error).toHaveBeenCalledWith('[portico] ignored unreadable fields of the embedded-wallet storage:', 'lastEmailLoginTime')
  })

  it('clears the session fields on sign-out and keeps the rest, a newer build`s fields included', () => {
    const memory = memoryStorage()
    memory.data.set('@portico/auth', JSON.stringify({ version: 3, passkey: 'p', emailLoginUsed: true, email: 'ada@example.com', smartAccountEnabledNetworks: '1,10' }))
    createAuthStorage(memory).clearSession()
    expect(JSON.parse(memory.data.get('@portico/auth') ?? '{}')).toEqual({ passkey: 'p', smartAccountEnabledNetworks: '1,10', version: 1 })
  })

  it('reads garbage as nothing stored', () => {
    const memory = memoryStorage()
    memory.data.set('@portico/auth', '{"email":')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(createAuthStorage(memory).read()).toEqual({})
  })
})
