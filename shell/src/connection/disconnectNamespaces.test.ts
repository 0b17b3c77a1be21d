import { describe, expect, it } from 'vitest'
import { fakeConnector } from '../testing/fakeConnector'
import { createDisconnect } from './disconnectNamespaces'
import { testConnection } from './testing'

describe('createDisconnect', () => {
  it('ends one session once for all its namespaces and activates the wallet that stays', async () => {
    const { ctx, connected, modal } = testConnection()
    const session = { id: 'walletConnect', type: 'WALLET_CONNECT' as const }
    const evm = fakeConnector({ chain: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', ...session })
    const bitcoin = fakeConnector({ chain: 'bip122', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', chainId: 'testnet', ...session })
    const solana = fakeConnector({ chain: 'solana', address: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', chainId: 'devnet' })
    connected.addConnection(solana.connector, '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', 'devnet', { activate: false })
    connected.addConnection(bitcoin.connector, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', { activate: false })
    connected.addConnection(evm.connector, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 1, { activate: true })
    await createDisconnect(ctx, modal, connected)('bip122')
    expect(evm.calls.disconnect + bitcoin.calls.disconnect).toBe(1)
    expect(Object.keys(ctx.store.get(ctx.atoms.connections))).toEqual(['solana'])
    expect(ctx.store.get(ctx.atoms.activeNamespace)).toBe('solana')
    expect(modal.close).toHaveBeenCalledTimes(1)
  })

  it('with no namespace, ends all and resets the active account and network', async () => {
    const { ctx, connected, modal } = testConnection()
    const evm = fakeConnector({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    connected.addConnection(evm.connector, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 1, { activate: true })
    await createDisconnect(ctx, modal, connected)()
    expect(evm.calls.disconnect).toBe(1)
    expect(ctx.store.get(ctx.atoms.activeNamespace)).toBeUndefined()
    expect(ctx.store.get(ctx.atoms.connectionStatus).eip155).toBe('disconnected')
  })
})
