import type { ChainNamespace, Connector } from '@portico/contracts'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { createShellAtoms } from '../../core/atoms'
import { testMainnet, testSolana } from '../../testing/networks'
import { fakeConnector } from '../../testing/fakeConnector'
import { followAuthNamespace } from './followAuthNamespace'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const setup = (type: 'AUTH' | 'INJECTED') => {
  const store = createStore()
  const atoms = createShellAtoms([testMainnet, testSolana], testMainnet)
  store.set(atoms.connections, { eip155: { connector: fakeConnector({ address, type }).connector, address, chainId: 1 } })
  const connected: [ChainNamespace, Connector][] = []
  const solanaAuth = fakeConnector({ chain: 'solana', type: 'AUTH' }).connector
  const connection = {
    connectWith: async (namespace: ChainNamespace, create: () => Promise<Connector>) => void connected.push([namespace, await create()]),
  }
  const stop = followAuthNamespace({ store, atoms }, connection, () => solanaAuth)
  return { store, atoms, connected, solanaAuth, stop }
}

describe('followAuthNamespace', () => {
  it('connects the same embedded user on the namespace of the new network', async () => {
    const { store, atoms, connected, solanaAuth, stop } = setup('AUTH')
    store.set(atoms.network, testSolana)
    await Promise.resolve()
    expect(connected).toEqual([['solana', solanaAuth]])
    stop()
  })

  it('leaves another wallet\'s switch alone', async () => {
    const { store, atoms, connected, stop } = setup('INJECTED')
    store.set(atoms.network, testSolana)
    await Promise.resolve()
    expect(connected).toEqual([])
    stop()
  })
})
