import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { storedConnectionSchema } from './storedConnection'

const wallet = (id: string) => ({ id, name: `Wallet ${id}` })

describe('storedConnectionSchema', () => {
  it('parses a stored connection', () => {
    const stored = {
      connectorId: 'injected',
      walletName: 'MetaMask',
      activeCaipNetworkId: 'eip155:1',
      connectedNamespaces: ['eip155', 'solana'],
      namespaceConnectors: { eip155: 'injected', solana: 'solana:Phantom' },
      recentWallets: [wallet('a'), wallet('b')],
    }
    expect(storedConnectionSchema.parse(stored)).toEqual(stored)
  })

  it('defaults the lists when nothing was stored', () => {
    expect(storedConnectionSchema.parse({})).toEqual({ connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [] })
    const [first, second] = [storedConnectionSchema.parse({}), storedConnectionSchema.parse({})]
    expect(first.connectedNamespaces).not.toBe(second.connectedNamespaces)
  })

  it('rejects unknown namespaces and bad network ids', () => {
    expect(storedConnectionSchema.safeParse({ connectedNamespaces: ['cosmos'] }).success).toBe(false)
    expect(storedConnectionSchema.safeParse({ namespaceConnectors: { cosmos: 'keplr' } }).success).toBe(false)
    expect(storedConnectionSchema.safeParse({ namespaceConnectors: { eip155: '' } }).success).toBe(false)
    const result = storedConnectionSchema.safeParse({ activeCaipNetworkId: 'eip155' })
    expect(result.error?.issues[0]?.message).toBe('Invalid CAIP-2 network id')
  })

  it('accepts up to 2 recent wallets and any supported namespaces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }).map(wallet), { maxLength: 2 }),
        fc.subarray(['eip155', 'solana', 'polkadot', 'bip122']),
        (recentWallets, connectedNamespaces) => {
          expect(storedConnectionSchema.safeParse({ recentWallets, connectedNamespaces }).success).toBe(true)
        },
      ),
    )
  })
})
