import { ONRAMP_PROVIDERS } from '@portico/contracts'
import { TEST_ADDRESS } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { meldUrl } from './meldUrl'

const meld = ONRAMP_PROVIDERS.find((p) => p.name === 'meld')!

describe('meldUrl', () => {
  it('opens Meld for the wallet: USDC on EVM chains, SOL on Solana, the project as customer', () => {
    const evm = new URL(meldUrl(meld, { address: TEST_ADDRESS, namespace: 'eip155', projectId: 'p1' }))
    expect(evm.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(evm.searchParams)).toEqual({ destinationCurrencyCode: 'USDC', walletAddress: TEST_ADDRESS, externalCustomerId: 'p1' })
    const solana = new URL(meldUrl(meld, { address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', namespace: 'solana', projectId: '' }))
    expect(Object.fromEntries(solana.searchParams)).toEqual({ destinationCurrencyCode: 'SOL', walletAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })
  })

  it("carries the dapp's own Meld public key (onrampProviderKeys.meld) when it has one", () => {
    const url = new URL(meldUrl(meld, { address: TEST_ADDRESS, namespace: 'eip155', projectId: 'p1', publicKey: 'dapp-meld-key' }))
    expect(url.searchParams.get('publicKey')).toBe('dapp-meld-key')
  })
})
