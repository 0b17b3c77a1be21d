import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from '../../networks'
import { toWalletStandardChain } from './solanaChains'

describe('toWalletStandardChain', () => {
  it('names the three Solana chains as the Wallet Standard does', () => {
    const reference = (id: string) => id.split(':')[1] ?? ''
    expect([solana, solanaDevnet, solanaTestnet].map((n) => toWalletStandardChain(reference(n.caipNetworkId)))).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
  })

  it('keeps an unknown cluster as its CAIP reference', () => {
    expect(toWalletStandardChain('localnet123')).toBe('solana:localnet123')
  })
})
