import type { CaipNetwork } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { frameStart } from './frameStart'

const network = (caipNetworkId: `${string}:${string}`, rpc: string): CaipNetwork =>
  ({ id: caipNetworkId.split(':')[1] ?? '', caipNetworkId, name: caipNetworkId, chainNamespace: caipNetworkId.split(':')[0], nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 }, rpcUrls: { default: { http: [rpc] } } }) as CaipNetwork
const mainnet = network('eip155:1', 'https://eth.example')
const base = network('eip155:8453', 'https://base.example')
const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'https://sol.example')
const bitcoin = network('bip122:000000000019d6689c085ae165831e93', 'https://btc.example')
const fallbackRpcUrl = 'https://rpc.walletconnect.example'

describe('frameStart', () => {
  it('starts on the active network when the embedded wallet has its namespace', () => {
    expect(frameStart({ active: solana, networks: [mainnet, solana], lastChainId: 'eip155:8453', fallbackRpcUrl })).toEqual({ chainId: solana.caipNetworkId, rpcUrl: 'https://sol.example' })
  })

  it('else on the last session\'s chain, else Ethereum, with its node (the first network\'s when the dapp has none)', () => {
    expect(frameStart({ active: bitcoin, networks: [mainnet, base], lastChainId: 'eip155:8453', fallbackRpcUrl })).toEqual({ chainId: 'eip155:8453', rpcUrl: 'https://base.example' })
    expect(frameStart({ active: bitcoin, networks: [bitcoin, base], lastChainId: undefined, fallbackRpcUrl })).toEqual({ chainId: 'eip155:1', rpcUrl: 'https://btc.example' })
    expect(frameStart({ active: undefined, networks: [], lastChainId: undefined, fallbackRpcUrl })).toEqual({ chainId: 'eip155:1', rpcUrl: fallbackRpcUrl })
  })
})
