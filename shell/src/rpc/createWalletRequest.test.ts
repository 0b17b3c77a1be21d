import { ThrownMessages, type Connector } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { testShellContext } from '../catalogue/testing'
import { createWalletRequest } from './createWalletRequest'

const connector = (answer: unknown): Connector => ({
  id: 'test',
  name: 'Test Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  connect: async () => ({ accounts: [], chainId: 1 }),
  getAccounts: async () => [],
  getChainId: async () => 1,
  disconnect: async () => {},
  request: async () => answer,
  subscribe: () => () => {},
})

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
