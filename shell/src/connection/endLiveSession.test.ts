import type { ChainNamespace } from '@portico/contracts'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../catalogue/testing'
import { createShellAtoms } from '../core/atoms'
import { fakeConnector } from '../testing/fakeConnector'
import { endLiveSession } from './endLiveSession'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const setup = () => {
  const store = createStore()
  const atoms = createShellAtoms([testNetwork], testNetwork)
  const disconnected: (ChainNamespace | undefined)[] = []
  const connection = { disconnect: async (namespace?: ChainNamespace) => void disconnected.push(namespace) }
  return { ctx: { store, atoms }, connection, disconnected }
}

describe('endLiveSession', () => {
  it('disconnects the namespace a WalletConnect session holds', async () => {
    const { ctx, connection, disconnected } = setup()
    const injected = fakeConnector({ chain: 'eip155', address })
    const session = fakeConnector({ chain: 'bip122', address: 'bc1q', type: 'WALLET_CONNECT' })
    ctx.store.set(ctx.atoms.connections, { eip155: { connector: injected.connector, address, chainId: 1 }, bip122: { connector: session.connector, address: 'bc1q', chainId: 'x' } })
    await endLiveSession(ctx, connection)
    expect(disconnected).toEqual(['bip122'])
  })

  it('leaves other wallets connected when no session is live', async () => {
    const { ctx, connection, disconnected } = setup()
    ctx.store.set(ctx.atoms.connections, { eip155: { connector: fakeConnector({ address }).connector, address, chainId: 1 } })
    await endLiveSession(ctx, connection)
    expect(disconnected).toEqual([])
  })
})
