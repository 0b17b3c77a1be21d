import { describe, expect, it } from 'vitest'
import { bitcoinTestnet, polkadot, solanaDevnet } from '@portico/shell/networks'
import { readNamespaceNetworks } from './namespaceNetworks'

describe('readNamespaceNetworks', () => {
  it('adds nothing without the flag', () => {
    expect(readNamespaceNetworks('')).toEqual([])
    expect(readNamespaceNetworks('?features=receive:false')).toEqual([])
  })

  it('adds the devnet, the Bitcoin testnet and Polkadot in a fixed order, ignoring unknown names', () => {
    expect(readNamespaceNetworks('?namespaces=polkadot,cosmos,solana,bip122')).toEqual([solanaDevnet, bitcoinTestnet, polkadot])
    expect(readNamespaceNetworks('?namespaces=solana').map((n) => n.caipNetworkId)).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
  })
})
