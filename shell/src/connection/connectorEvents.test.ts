import { describe, expect, it, vi } from 'vitest'
import { testShellContext } from '../catalogue/testing'
import { createConnectorEvents } from './connectorEvents'

function listen() {
  const ctx = testShellContext()
  const deps = {
    activeAccount: { setAddress: vi.fn(), setAllAccounts: vi.fn() },
    activeNetwork: { applyChain: vi.fn() },
    updateConnection: vi.fn(),
    disconnect: vi.fn(async () => undefined),
  }
  ctx.store.set(ctx.atoms.activeNamespace, 'eip155')
  return { ctx, deps, on: createConnectorEvents(ctx, deps) }
}

describe('createConnectorEvents', () => {
  it('disconnects a namespace whose wallet ends it or leaves it no account', () => {
    const { deps, on } = listen()
    on('solana')({ type: 'disconnect' })
    on('eip155')({ type: 'accountsChanged', accounts: [] })
    expect(deps.disconnect.mock.calls).toEqual([['solana'], ['eip155']])
  })

  it('updates every namespace connection but the account and chain of the active one only', () => {
    const { deps, on } = listen()
    on('solana')({ type: 'chainChanged', chainId: 'devnet' })
    expect(deps.updateConnection).toHaveBeenCalledWith('solana', { chainId: 'devnet' })
    expect(deps.activeNetwork.applyChain).not.toHaveBeenCalled()
    on('eip155')({ type: 'chainChanged', chainId: 10 })
    expect(deps.activeNetwork.applyChain).toHaveBeenCalledWith('eip155', 10)
    on('eip155')({ type: 'accountsChanged', accounts: ['0xabc'] })
    expect(deps.updateConnection).toHaveBeenCalledWith('eip155', { address: '0xabc' })
    expect(deps.activeAccount.setAddress).toHaveBeenCalledWith('0xabc')
  })
})
