import { describe, expect, it } from 'vitest'
import { fakeConnector } from '../testing/fakeConnector'
import { walletProviderOf } from './walletProvider'

describe('walletProviderOf', () => {
  it('is one EIP-1193 provider per connector, passing requests through', async () => {
    const { connector } = fakeConnector({ answer: '0x1' })
    const provider = walletProviderOf(connector)
    expect(walletProviderOf(connector)).toBe(provider)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('gives EIP-1193 payloads to the listeners of each event, through one connector subscription', () => {
    const { connector, listeners: subscribers, emit } = fakeConnector()
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
