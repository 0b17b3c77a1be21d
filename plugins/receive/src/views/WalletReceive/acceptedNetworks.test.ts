import type { CaipNetwork } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { acceptedNetworks } from './acceptedNetworks'

const network = (caipNetworkId: `${string}:${string}`, chainNamespace: CaipNetwork['chainNamespace']): CaipNetwork => ({
  id: caipNetworkId,
  caipNetworkId,
  name: caipNetworkId,
  chainNamespace,
  nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 },
  rpcUrls: { default: { http: ['http://localhost'] } },
})

describe('acceptedNetworks', () => {
  const all = [network('eip155:1', 'eip155'), network('eip155:10', 'eip155'), network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')]
  it('lists the configured networks of the active namespace', () => {
    expect(acceptedNetworks(all, all[0]).map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10'])
    expect(acceptedNetworks(all, all[2]).map((n) => n.caipNetworkId)).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })
  it('is empty without an active network', () => {
    expect(acceptedNetworks(all, undefined)).toEqual([])
  })
})
