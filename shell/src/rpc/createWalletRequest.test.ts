import { ThrownMessages } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { testShellContext } from '../catalogue/testing'
import { fakeConnector } from '../testing/fakeConnector'
import { createWalletRequest } from './createWalletRequest'

const connector = (answer: unknown) => fakeConnector({ answer }).connector

describe('createWalletRequest', () => {
  it('fails without an active connector', async () => {
    const request = createWalletRequest(testShellContext(), { refreshBalance: vi.fn() })
    await expect(request({ method: 'eth_chainId' })).rejects.toThrow(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
  })

  it("answers with the wallet's result and re-reads the balance after an unsafe request only", async () => {
    const ctx = testShellContext()
    ctx.store.set(ctx.atoms.activeConnector, connector('0x1'))
    const refreshBalance = vi.fn(async () => {})
    const request = createWalletRequest(ctx, { refreshBalance })
    expect(await request({ method: 'eth_chainId' })).toBe('0x1')
    expect(refreshBalance).not.toHaveBeenCalled()
    await request({ method: 'eth_sendTransaction', params: [] })
    expect(refreshBalance).toHaveBeenCalledTimes(1)
  })
})
