import type { Connector, ConnectorEvent } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { walletProviderOf } from './walletProvider'

function fakeConnector() {
  const subscribers = new Set<(event: ConnectorEvent) => void>()
  const connector: Connector = {
    id: 'fake',
    name: 'Fake',
    type: 'ANNOUNCED',
    chain: 'eip155',
    connect: async () => ({ accounts: [], chainId: 1 }),
    getAccounts: async () => [],
    getChainId: async () => 1,
    disconnect: async () => undefined,
    request: async ({ method }) => `answer to ${method}`,
    subscribe: (listener) => {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
  }
  return { connector, subscribers, emit: (event: ConnectorEvent) => subscribers.forEach((s) => s(event)) }
}

describe('walletProviderOf', () => {
  it('is one EIP-1193 provider per connector, passing requests through', async () => {
    const { connector } = fakeConnector()
    const provider = walletProviderOf(connector)
    expect(walletProviderOf(connector)).toBe(provider)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('answer to eth_chainId')
  })

  it('gives EIP-1193 payloads to the listeners of each event, through one connector subscription', () => {
    const { connector, subscribers, emit } = fakeConnector()
    const provider = walletProviderOf(connector)
    const chains: unknown[] = []
    const accounts: unknown[] = []
    const onChain = (chainId: unknown) => chains.push(chainId)
    const onAccounts = (list: unknown) => accounts.push(list)
    provider.on('chainChanged', onChain).on('accountsChanged', onAccounts).on('chainChanged', onChain)
    expect(subscribers.size).toBe(1)

    emit({ type: 'chainChanged', chainId: 10 })
    emit({ type: 'accountsChanged', accounts: ['0xabc'] })
    expect(chains).toEqual(['0xa'])
    expect(accounts).toEqual([['0xabc']])

    provider.removeListener('chainChanged', onChain)
    emit({ type: 'chainChanged', chainId: 1 })
    expect(chains).toEqual(['0xa'])
    expect(subscribers.size).toBe(1)
    provider.removeListener('accountsChanged', onAccounts)
    // Nobody listens: the connector subscription is gone too.
    expect(subscribers.size).toBe(0)
  })
})
