import type { CaipNetwork } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { fakeConnector } from '../testing/fakeConnector'
import { createSwitchNetwork } from './switchNetwork'
import { testConnection } from './testing'

const optimism = { id: 10, caipNetworkId: 'eip155:10', name: 'OP', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://op.example'] } } } as CaipNetwork

describe('createSwitchNetwork', () => {
  it('asks the active wallet to switch first, then sets the network and re-reads the account', async () => {
    const { ctx, connected, activeAccount, activeNetwork } = testConnection()
    const evm = fakeConnector({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    const switched = vi.spyOn(evm.connector, 'switchNetwork')
    connected.addConnection(evm.connector, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 1, { activate: true })
    ctx.store.set(ctx.atoms.account, (a) => ({ ...a, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }))
    activeAccount.setAddress.mockClear()
    await createSwitchNetwork(ctx, { connected, activeAccount, activeNetwork })(optimism)
    expect(switched).toHaveBeenCalledWith(optimism)
    expect(ctx.store.get(ctx.atoms.connections).eip155?.chainId).toBe(10)
    expect(activeNetwork.setActiveNetwork).toHaveBeenCalledWith(optimism)
    expect(activeAccount.setAddress).toHaveBeenCalledWith('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('without a wallet, only sets the network', async () => {
    const { ctx, connected, activeAccount, activeNetwork } = testConnection()
    await createSwitchNetwork(ctx, { connected, activeAccount, activeNetwork })(optimism)
    expect(activeNetwork.setActiveNetwork).toHaveBeenCalledWith(optimism)
    expect(ctx.store.get(ctx.atoms.activeNamespace)).toBeUndefined()
  })
})
