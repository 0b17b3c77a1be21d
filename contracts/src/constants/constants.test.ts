import { describe, expect, it } from 'vitest'
import { chainNamespaceSchema } from '../caip/chainNamespace'
import { DEFAULT_ACCOUNT_TYPES } from './accountTypes'
import { ADAPTER_TYPES } from './adapters'
import { CONNECTOR_IDS } from './connectors'
import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES, ONRAMP_PAYMENT_METHOD_LIMITS } from './onramp'
import { CONNECT_METHOD_ORDER, CONNECTOR_ORDER, WALLET_FEATURE_ORDER } from './orders'
import { HTTP_RPC_TRANSPORT } from './rpcTransport'
import { DEFAULT_SOCIALS, FRAME_SOCIAL_PROVIDERS } from './socials'
import { SWAP_CHAIN_IDS, SWAP_SLIPPAGE_TOLERANCE } from './swaps'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './timings'

// Spot checks of values the spec states, and of invariants between constants.
describe('spec constants', () => {
  it('orders and lists of section 1', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet'])
    expect(CONNECTOR_ORDER).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
    expect(ADAPTER_TYPES).toEqual(['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'])
    expect(CONNECTOR_IDS.AUTH).toBe('ID_AUTH')
  })

  it('swaps: slippage 1 on 12 distinct EVM chain ids (section 9)', () => {
    expect(SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(new Set(SWAP_CHAIN_IDS).size).toBe(12)
    expect(SWAP_CHAIN_IDS).toContain(1)
  })

  it('the frame accepts every default social except farcaster', () => {
    expect([...FRAME_SOCIAL_PROVIDERS].sort()).toEqual(DEFAULT_SOCIALS.filter((social) => social !== 'farcaster').sort())
  })

  it('has a default account type for every namespace', () => {
    expect(Object.keys(DEFAULT_ACCOUNT_TYPES).sort()).toEqual([...chainNamespaceSchema.options].sort())
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' })
  })

  it('onramp limits: card 10.00-7500.00, ACH 10.00-25000.00, for USD and EUR', () => {
    expect(ONRAMP_PAYMENT_METHOD_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(DEFAULT_ONRAMP_PAYMENT_CURRENCIES.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
  })

  it('pairing and transport timings', () => {
    expect(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS).toBe(230_000)
    expect(HTTP_RPC_TRANSPORT.retryCodes).toEqual([-1, -32005, -32603])
  })
})
