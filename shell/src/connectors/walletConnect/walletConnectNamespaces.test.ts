import type { CaipNetwork } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { walletConnectNamespaces } from './walletConnectNamespaces'

const evm = (id: number, rpc = `http://127.0.0.1:${id}`): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
})
const solanaMainnet: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
}
const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://bitcoin.example'] } },
}

describe('walletConnectNamespaces', () => {
  it('requires the active chain and offers every configured chain as optional', () => {
    const { namespaces, optionalNamespaces } = walletConnectNamespaces([evm(1), evm(10)], evm(10))
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:10'])
    expect(optionalNamespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
  })

  it('asks for 24 eip155, 6 solana and 4 bip122 methods and the two events in each namespace', () => {
    const { optionalNamespaces } = walletConnectNamespaces([evm(1), solanaMainnet, bitcoin], evm(1))
    expect(optionalNamespaces.eip155?.methods).toHaveLength(24)
    expect(optionalNamespaces.solana?.methods).toHaveLength(6)
    expect(optionalNamespaces.bip122?.methods).toHaveLength(4)
    for (const namespace of Object.values(optionalNamespaces)) expect(namespace.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  it('maps each eip155 chain to its RPC URL, and only eip155', () => {
    const { optionalNamespaces } = walletConnectNamespaces([evm(31337, 'http://127.0.0.1:8545'), solanaMainnet], undefined)
    expect(optionalNamespaces.eip155?.rpcMap).toEqual({ 'eip155:31337': 'http://127.0.0.1:8545' })
    expect(optionalNamespaces.solana).not.toHaveProperty('rpcMap')
  })

  it('without an active network requires the first configured one', () => {
    expect(walletConnectNamespaces([solanaMainnet, evm(1)], undefined).namespaces.solana?.chains).toEqual([solanaMainnet.caipNetworkId])
  })
})
